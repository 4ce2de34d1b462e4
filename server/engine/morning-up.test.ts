// A home with no bedroom sensor (invent-home's 'small' kit): her nights begin after the bathroom, so the bathroom's
// longest quiet up to her getting up is a night's sleep, and the hour's window reads it an hour past that. A fall in
// the bathroom after her morning wash waited for the window to pass (small-s151 22 Feb 08:04: 131 min). What follows
// the bathroom in the morning once she has been up 10 minutes is learned apart and is the limit (morning-up.ts).
// Here: 14 days of her day (teeth at 22:30, bed unseen; up 07:05, washing in the bathroom until 07:25, the kitchen
// at 07:30), then a morning that stops after the wash, and one that stops after a short first visit (back to bed).
import { describe, expect, it } from 'vitest'
import { quietAlerts, replay } from './test-replay'
import { asSmallKit, dayEvents, dayIndexOf, localInstant, SMALL_KIT_DAY, syntheticHome, type RoutineBlock } from './synthetic-home'

const TZ = 'UTC'
const SMALL = asSmallKit(syntheticHome(TZ))
const START = dayIndexOf('2024-05-06')
const DAYS = 14
const at = (hour: number, minute = 0) => hour * 60 + minute
const day: RoutineBlock[] = SMALL_KIT_DAY

/** Minutes from `lastAt` (local minute of the test day) to the first quiet alert, her day stopping there */
function waitAfter(lastAt: number): number | null {
  const stopped = day.filter(([from]) => from < lastAt).map(([from, to, device, every]): RoutineBlock => [from, Math.min(to, lastAt), device, every])
  const events = [...Array.from({ length: DAYS }, (_, i) => dayEvents(START + i, day, TZ)).flat(), ...dayEvents(START + DAYS, stopped, TZ)]
  const from = localInstant(START + DAYS, lastAt, TZ)
  const run = replay(SMALL, events, localInstant(START, 0, TZ), localInstant(START + DAYS, at(13), TZ), null, 1)
  const [alert] = quietAlerts(run).filter(({ at: t }) => t >= from)
  return alert ? (alert.at - from) / 60_000 : null
}

describe('the bathroom in the morning, once she has been up a while, in a home with no bedroom sensor', () => {
  it('raises a fall after her wash within the hour, not when the night records leave the window', () => {
    const minutes = waitAfter(at(7, 25))
    expect(minutes).not.toBeNull()
    expect(minutes).toBeLessThanOrEqual(45)
  })

  it('keeps the wait for a first short visit of the morning, which may be her going back to bed', () => {
    const minutes = waitAfter(at(7, 8))
    expect(minutes === null || minutes > 60).toBe(true)
  })
})
