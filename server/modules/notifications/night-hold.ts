// News that can wait does not wake anyone: a low battery, a sensor gone quiet or a drift in the routine,
// raised at night, reaches those who asked for every alert at 07:00 on their clock (the home's, while
// theirs is not known) instead of at 02:14. Urgent news (no movement, a possible fall, the Emergency button, anything critical) and high
// severity (a hub that stopped: nothing in the home can be heard) go at once, whatever the hour. A
// family woken for a battery learns to silence the phone that must ring for a fall.
import { wallClockMs } from '../../../contracts/local-day'
import { isUrgent, type AlertFacts } from './notification-rules'

/** The home's night, in its own hours: from NIGHT_FROM until NIGHT_UNTIL the next morning */
export const NIGHT_FROM_HOUR = 22
export const NIGHT_UNTIL_HOUR = 7

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/**
 * Whose night: the recipient's own, on the clock of the browser they last used (a daughter in New York
 * is asleep at 07:00 in her mother's London); the home's while theirs was never seen (decision 0038)
 */
export const nightZone = (recipientZone: string | null, homeZone: string) => recipientZone ?? homeZone

/** Whether news of this alert may wait for the morning: not urgent, and not high */
export const canWait = (alert: Pick<AlertFacts, 'type' | 'severity'>) => !isUrgent(alert) && alert.severity !== 'high'

/**
 * When news of `alert` at `now` goes out, if it waits: NIGHT_UNTIL_HOUR on the clock of `timeZone` in
 * the morning that ends this night; null when it goes at once (daytime, or news that cannot wait)
 */
export const heldUntil = (alert: Pick<AlertFacts, 'type' | 'severity'>, now: Date, timeZone: string): Date | null => (canWait(alert) ? morningAfterNight(now, timeZone) : null)

/**
 * NIGHT_UNTIL_HOUR on the clock of `timeZone` in the morning that ends the night `now` is in (the clocks
 * may change in between: 07:00 is read on that clock as it will be then); null when it is day there.
 * For any news that can wait: an alert's (heldUntil) or that a home's watching ended (decision 0045).
 */
export function morningAfterNight(now: Date, timeZone: string): Date | null {
  const at = now.getTime()
  const wall = wallClockMs(at, timeZone)
  const hour = Math.floor((((wall % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS)
  if (hour >= NIGHT_UNTIL_HOUR && hour < NIGHT_FROM_HOUR) return null
  const wallMorning = Math.floor(wall / DAY_MS) * DAY_MS + (hour >= NIGHT_FROM_HOUR ? DAY_MS : 0) + NIGHT_UNTIL_HOUR * HOUR_MS
  // from the wall clock to an instant: first with the offset now, then with the offset that holds then
  const guess = wallMorning - (wall - at)
  return new Date(wallMorning - (wallClockMs(guess, timeZone) - guess))
}
