// Durations and clock times as a carer reads them: "2 h 10 min", "45 min", "07:30".

export function formatDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes))
  if (total < 60) return `${total} min`
  const days = Math.floor(total / 1440)
  const hours = Math.floor((total % 1440) / 60)
  const rest = total % 60
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`
  return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`
}

/** A local minute of the day (may be negative or past midnight) as HH:MM */
export function formatClock(minuteOfDay: number): string {
  const minute = ((Math.round(minuteOfDay) % 1440) + 1440) % 1440
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
}
