// A test that reads the hour here and has the server read it again (night or day, for news that can
// wait) needs both reads in the same hour: begun in the last moments of one, it waits for the next.
const HOUR_MS = 3_600_000

/** Waits for the next whole hour when it is less than `marginMs` away (UTC's, London's and New York's hours turn together) */
export async function clearOfHourTurn(marginMs = 2_000) {
  const untilNext = HOUR_MS - (Date.now() % HOUR_MS)
  if (untilNext <= marginMs) await new Promise((resolve) => setTimeout(resolve, untilNext + 50))
}
