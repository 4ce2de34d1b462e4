// How long a start has listened for a hub before it may call it unheard (decision 0040)
/**
 * How long a start has listened, on a clock that never jumps. Counted on the wall clock, a Raspberry Pi
 * that booted on its last saved time (it has no clock of its own) and was put right by NTP minutes later
 * had 'listened' for the hours it was behind: it vouched at once for a hub whose calls it had stamped on
 * the old time, and 'Hub stopped reporting' went to the family for a hub that never stopped.
 */
export function listeningClock(uptimeMs: () => number = () => performance.now()) {
  const startedAt = uptimeMs()
  return () => uptimeMs() - startedAt
}
