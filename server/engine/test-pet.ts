// A person's days and a cat's wanderings, for the engine's tests of a home with a pet.
import { MINUTE_MS } from './local-time'
import { DEFAULT_DAY, dayEvents, localInstant, SYNTHETIC_DEVICES } from './synthetic-home'
import type { EngineEvent, EngineHome } from './types'

/** The first day of the tests' homes (days since 1970-01-01, UTC) */
export const PET_DAY0 = 20_000
/** An instant of the tests' home: `day` days after PET_DAY0 at hour:minute, UTC */
export const petAt = (day: number, hour: number, minute = 0) => localInstant(PET_DAY0 + day, hour * 60 + minute, 'UTC')

export const report = (deviceKey: string, kind: EngineEvent['kind'], room: string, ms: number, active = true): EngineEvent => ({ deviceKey, kind, room, timestamp: new Date(ms), active })
export const byTime = (events: EngineEvent[]) => events.sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())

/** The synthetic home with a fridge (a switch the pet cannot use), on UTC; with a pet unless `pets` is false */
export const fridgeHome = (pets = true): EngineHome => ({
  timeZone: 'UTC',
  devices: [...SYNTHETIC_DEVICES.map((d) => ({ ...d })), { key: 'fridge', kind: 'contact', room: 'kitchen' }],
  ...(pets ? { pets: true } : {}),
})

/** Each motion sensor's 'no motion' 25 s after its 'motion' (its hold), in time order: one still on says someone was there just now */
export const withReleases = (events: EngineEvent[]) =>
  byTime([...events, ...events.filter((e) => e.kind === 'motion' && e.active).map((e) => ({ ...e, active: false, timestamp: new Date(e.timestamp.getTime() + 25_000) }))])

/** The fridge opened at `ms` and closed 20 s later */
export const fridgeUse = (ms: number) => [report('fridge', 'contact', 'kitchen', ms), report('fridge', 'contact', 'kitchen', ms + 20_000, false)]

/** Her days: the synthetic routine and, with `fridge`, the fridge at breakfast, lunch, dinner and a late drink */
export function herDays(days: number, fridge = true): EngineEvent[] {
  const events: EngineEvent[] = []
  for (let d = 0; d < days; d++) {
    events.push(...dayEvents(PET_DAY0 + d, DEFAULT_DAY, 'UTC'))
    if (fridge) for (const [h, m] of [[7, 35], [12, 10], [18, 15], [21, 0]] as const) events.push(...fridgeUse(petAt(d, h, m + (d % 3))))
  }
  return events
}

/** A busy indoor cat: a motion sensor sees it every 20 minutes, the kitchen's and the living room's in turn */
export function catEvents(fromMs: number, toMs: number): EngineEvent[] {
  const events: EngineEvent[] = []
  const step = 20 * MINUTE_MS
  for (let t = Math.ceil(fromMs / step) * step + 7 * MINUTE_MS, i = 0; t < toMs; t += step, i++) {
    events.push(i % 2 === 0 ? report('kitchen-pir', 'motion', 'kitchen', t) : report('living-pir', 'motion', 'living', t))
  }
  return events
}
