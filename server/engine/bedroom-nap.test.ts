// A nap on the bed after lunch, on an afternoon she usually only looks into the bedroom. Its motion sensor
// saw her lie down and then nothing: a motion sensor sees no one lying still. The nap was held to the
// afternoon's short bedroom visits and its 22-minute daytime margin (an alert 45 min into it); lying down
// in the bedroom by day now gets the rest margin an evening doze has. A bedroom door says only that she
// passed it, and keeps the daytime margin.
import { describe, expect, it } from 'vitest'
import { quietAlerts, replay } from './test-replay'
import { DEFAULT_DAY, dayEvents, dayIndexOf, localInstant, syntheticHome, type RoutineBlock } from './synthetic-home'
import type { EngineEvent, EngineHome } from './types'

const TZ = 'Europe/London'
const START = dayIndexOf('2024-05-06')
const DAYS = 14
const at = (hour: number, minute = 0) => hour * 60 + minute

/** The default day, at home all afternoon: after lunch into the bedroom at 14:00, then the living room from `backAt` */
const afternoon = (backAt: number): RoutineBlock[] => [
  ...DEFAULT_DAY.filter(([from]) => from < at(13, 56) || from >= at(16, 5)),
  [at(14), at(14, 2), 'bedroom-pir', 1],
  [backAt, at(16, 5), 'living-pir', 15],
]

/** A fortnight of 8-minute bedroom visits after lunch, then a nap until `backAt` (an hour); the quiet alerts on its afternoon */
function napAfternoon(home: EngineHome, asDevice: (event: EngineEvent) => EngineEvent, backAt = at(15, 5)) {
  const events = [
    ...Array.from({ length: DAYS }, (_, i) => dayEvents(START + i, afternoon(at(14, 10)), TZ)).flat(),
    ...dayEvents(START + DAYS, afternoon(backAt), TZ),
  ].map(asDevice)
  const run = replay(home, events, localInstant(START, 0, TZ), localInstant(START + DAYS, at(17), TZ), null, 1)
  return quietAlerts(run).filter(({ at: t }) => t >= localInstant(START + DAYS, at(12), TZ))
}

describe('lying down in the bedroom by day', () => {
  it('lets an hour of napping after lunch go by when the bedroom motion sensor saw her last', () => {
    expect(napAfternoon(syntheticHome(TZ), (event) => event)).toEqual([])
  })

  it('alerts on a rest past that, and says the rest was allowed for', () => {
    const [alert] = napAfternoon(syntheticHome(TZ), (event) => event, at(16, 5))
    expect(alert?.alert.metadata.lyingDown).toBe(true)
    expect(alert?.alert.description).toContain('may be lying down for a nap, so a longer rest is allowed')
    expect((alert?.at ?? Infinity) - localInstant(START + DAYS, at(14, 1), TZ)).toBeLessThan(90 * 60_000)
  })

  it('still alerts within the hour when the bedroom door was the last thing to move', () => {
    const base = syntheticHome(TZ)
    const home = { ...base, devices: base.devices.map((d) => (d.key === 'bedroom-pir' ? { key: 'bedroom-door', kind: 'contact' as const, room: 'bedroom' } : d)) }
    const [alert] = napAfternoon(home, (event) => (event.deviceKey === 'bedroom-pir' ? { ...event, deviceKey: 'bedroom-door', kind: 'contact' } : event))
    expect(alert).toBeDefined()
    expect((alert?.at ?? Infinity) - localInstant(START + DAYS, at(14, 1), TZ)).toBeLessThan(60 * 60_000)
  })
})
