// Out since shortly before her usual getting up, and not back (night-out.ts). A door in the last 90 min before
// her usual getting up is no departure in the night, and 30 min on it is too late in the night for 'late': so
// nothing is said that morning, and 'Not back home tonight' is left to the next night. But the next night the
// departure was judged again against the usual night as read then: a getting-up time read a few minutes later
// (the night she was out has no getting up, so the median moves) made it a departure in the night, and one in
// the night older than 12 h was passed over, 'late' and all. Session 43's sweep (invented pir-s78, 26 Feb).
import { describe, expect, it } from 'vitest'
import { MINUTE_MS } from './local-time'
import { assessNightOut, newNightOutWatch } from './night-out'

const TZ = 'UTC'
const DAY = 20_000
const instant = (day: number, hour: number, minute = 0) => (DAY + day) * 86_400_000 + (hour * 60 + minute) * MINUTE_MS
/** Two weeks of nights: in bed at 23:00, up at `rise` (minute of the day) */
function nights(rise: number) {
  const night = (day: number) => ({ day: DAY + day, homeMinutes: 900, awayMinutes: 0, outings: 0, activations: 300, kitchenVisits: 5, bathroomVisits: 6, riseMinute: rise, bedMinute: -60, nightBathroomVisits: 1 })
  return { history: Array.from({ length: 14 }, (_, i) => night(i)), current: { ...night(14), lastKitchenAt: null, lastBathroomAt: null }, night: { day: DAY + 15, marks: [] } }
}

describe('out since shortly before her usual getting up', () => {
  const upAt0630 = nights(6 * 60 + 30)
  const upAt0640 = nights(6 * 60 + 40)
  const leftAt = instant(14, 5, 5)
  const watchOf = () => {
    const watch = newNightOutWatch(DAY - 60)
    watch.beforeDoor = instant(14, 5, 3)
    return watch
  }

  it('nothing that morning: 05:05 is within 90 min of her getting up at 06:30, and 05:35 within the hour before it', () => {
    expect(assessNightOut(watchOf(), upAt0630, leftAt, instant(14, 5, 35), TZ)).toBeNull()
  })

  it('not back the next night: late, as when her getting up is read the same', () => {
    expect(assessNightOut(watchOf(), upAt0630, leftAt, instant(15, 1, 30), TZ)).toMatchObject({ kind: 'late' })
  })

  it('not back the next night, her getting up now read at 06:40 (05:05 a departure in the night by it): late all the same', () => {
    expect(assessNightOut(watchOf(), upAt0640, leftAt, instant(15, 1, 30), TZ)).toMatchObject({ kind: 'late' })
  })
})
