// Durations as a carer reads them: "2 h 10 min", "45 min", "1 d 2 h". One wording for the engine's
// alert texts and the web app's live "2 h 34 min ago".

/** `round` turns minutes into whole minutes: the engine rounds, a live counter floors (never ahead of the clock) */
export function formatDuration(minutes: number, round: (n: number) => number = Math.round): string {
  const total = Math.max(0, round(minutes))
  if (total < 60) return `${total} min`
  const days = Math.floor(total / 1440)
  const hours = Math.floor((total % 1440) / 60)
  const rest = total % 60
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`
  return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`
}

/** A length as formatDuration writes it, found in a text ('45 min', '2 h 34 min', '3 h', '1 d 2 h'): the source of a RegExp */
export const LENGTH_PATTERN = String.raw`\d+ (?:d|h|min)(?: \d+ (?:h|min))?`
