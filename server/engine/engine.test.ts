import { describe, expect, it } from 'vitest'
import { evaluate, QUIET_REMINDER_MINUTES } from './engine'
import { quietAlerts, replay } from './test-replay'
import { DAY_MS, MINUTE_MS } from './local-time'
import { DEFAULT_DAY, dayEvents, dayIndexOf, localInstant, shiftMorning, syntheticHome, type RoutineBlock } from './synthetic-home'
import type { EngineEvent, EngineHome, EngineState } from './types'

const TZ = 'UTC'
const HOME = syntheticHome(TZ)
const START = dayIndexOf('2024-05-06') // a Monday
const routine = (days: number, blocksOf: (day: number) => RoutineBlock[] = () => DEFAULT_DAY, timeZone = TZ) =>
  Array.from({ length: days }, (_, i) => dayEvents(START + i, blocksOf(i), timeZone)).flat()
const local = (day: number, hour: number, minute = 0) => localInstant(START + day, hour * 60 + minute, TZ)

/** Ten ordinary days, then day 10 as given until the cut, then nothing for `quietHours` */
function incident(dayBlocks: RoutineBlock[], cut: [hour: number, minute: number], quietHours: number) {
  const cutMs = local(10, ...cut)
  const lastDay = dayEvents(START + 10, dayBlocks, TZ).filter((e) => e.timestamp.getTime() <= cutMs)
  return replay(HOME, [...routine(10), ...lastDay], local(0, 0), cutMs + quietHours * 3_600_000)
}

describe('inactivity and falls on a synthetic routine', () => {
  it('raises an inactivity alert after an unusually long quiet spell at home', () => {
    const run = incident(DEFAULT_DAY, [10, 0], 6)
    const [first] = quietAlerts(run)
    expect(first?.alert.type).toBe('inactivity')
    expect(first?.alert.dedupeKey).toBe('inactivity')
    const minutes = ((first?.at ?? Infinity) - local(10, 10)) / MINUTE_MS
    expect(minutes).toBeGreaterThan(15)
    expect(minutes).toBeLessThanOrEqual(90)
    expect(first?.alert.description).toMatch(/^No movement for \d+ (h|min).* — usually every/)
    expect(first?.alert.metadata.limitMinutes).toBeGreaterThan(0)
  })

  it('does not alert while the person is out after the front door', () => {
    const outAllDay: RoutineBlock[] = [...DEFAULT_DAY.filter(([from]) => from < 8 * 60), [8 * 60, 8 * 60 + 2, 'hall-pir', 1], [8 * 60 + 3, 8 * 60 + 4, 'front-door', 1]]
    const run = incident(outAllDay, [9, 0], 10)
    expect(quietAlerts(run)).toEqual([])
    expect(run.status.atHome).toBe(false)
    expect(run.status.presence).toBe('away')
  })

  it('takes a couch mat firing on its own after the door as "maybe out": only a very long silence alerts', () => {
    const mat = { key: 'couch-mat', kind: 'pressure' as const, room: 'living' }
    const home: EngineHome = { ...HOME, devices: [...HOME.devices, mat] }
    const leaves: RoutineBlock[] = [...DEFAULT_DAY.filter(([from]) => from < 8 * 60), [8 * 60, 8 * 60 + 2, 'hall-pir', 1], [8 * 60 + 3, 8 * 60 + 4, 'front-door', 1]]
    const settling = [8 * 60 + 6, 8 * 60 + 40, 9 * 60 + 30].map((minute) => ({ deviceKey: mat.key, kind: mat.kind, room: mat.room, timestamp: new Date(localInstant(START + 10, minute, TZ)), active: true }))
    const events = [...routine(10), ...dayEvents(START + 10, leaves, TZ), ...settling]
    const run = replay(home, events, local(0, 0), local(10, 20))
    expect(quietAlerts(run)).toEqual([]) // a plain quiet-spell limit would have alerted by mid-morning
    expect(run.status.atHome).toBe(true)
    const later = replay(home, [], local(10, 20), local(10, 22), run.state)
    const [alert] = quietAlerts(later)
    expect(alert?.alert.description).toContain('only a seat or bed mat has moved since the front door')
    expect(alert?.alert.metadata.maybeOut).toBe(true)
  })

  /** Ten days of sitting on a mat in `room` at `minute` (10:00) for five minutes; on day 11 the routine stops there with `last` */
  function afterMat(room: string, last: (press: (active: boolean) => EngineEvent) => EngineEvent[], minute = 10 * 60) {
    const mat = { key: 'seat-mat', kind: 'pressure' as const, room }
    const home: EngineHome = { ...HOME, devices: [...HOME.devices, mat] }
    const press = (day: number, minute: number, active: boolean): EngineEvent => ({ deviceKey: mat.key, kind: mat.kind, room: mat.room, timestamp: new Date(localInstant(START + day, minute, TZ) + 30_000), active })
    const sits = Array.from({ length: 10 }, (_, day) => [press(day, minute, true), press(day, minute + 5, false)]).flat()
    const history = [...routine(10), ...sits].sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
    const cut = localInstant(START + 10, minute, TZ)
    const before = dayEvents(START + 10, DEFAULT_DAY, TZ).filter((e) => e.timestamp.getTime() < cut)
    const run = replay(home, [...history, ...before, ...last((active) => press(10, minute, active))], local(0, 0), cut + 8 * 3_600_000, null, 1)
    return quietAlerts(run).find(({ at }) => at > cut)
  }

  it('allows a longer rest while a seat mat still reports someone on it than after they got up from it', () => {
    const stillSitting = afterMat('living', (press) => [press(true)])
    const gotUp = afterMat('living', (press) => [press(true), press(false)])
    expect(gotUp?.alert.metadata.onMat).toBe(false)
    expect(stillSitting?.alert.metadata.onMat).toBe(true)
    expect(stillSitting?.alert.description).toContain('the mat in the living room still reports someone on it')
    expect(stillSitting?.alert.metadata.limitMinutes).toBeGreaterThanOrEqual(60) // the rest margin: an hour on top of the usual
    expect((stillSitting?.at ?? 0) - (gotUp?.at ?? Infinity)).toBeGreaterThanOrEqual(20 * MINUTE_MS)
  })

  it('allows an evening doze after sitting down on a seat mat that pulses, but not the same sit in the morning', () => {
    // house C's couch mat: a press and a release within a second as she sits down, then nothing however long she sits
    const sitDown = (press: (active: boolean) => EngineEvent) => [press(true), press(false)]
    const evening = afterMat('living', sitDown, 19 * 60)
    const morning = afterMat('living', sitDown, 10 * 60)
    expect(evening?.alert.metadata.eveningSeat).toBe(true)
    expect(morning?.alert.metadata.eveningSeat).toBe(false)
    expect(evening?.alert.description).toContain('they last sat down in the living room in the evening, when a doze is usual')
    const wait = (found: typeof evening, minute: number) => ((found?.at ?? Infinity) - localInstant(START + 10, minute, TZ)) / MINUTE_MS
    expect(wait(evening, 19 * 60) - wait(morning, 10 * 60)).toBeGreaterThanOrEqual(20)
    const margin = (found: typeof evening) => Number(found?.alert.metadata.limitMinutes) - Number(found?.alert.metadata.usualLongestMinutes)
    expect(margin(evening)).toBeGreaterThanOrEqual(60) // the rest margin: an hour on top of the usual
    expect(margin(morning)).toBeLessThan(60)
    expect(wait(evening, 19 * 60)).toBeLessThanOrEqual(4 * 60) // a doze, not the night: still found the same evening
  })

  it('gives no longer rest on a mat where falls happen (a toilet seat held is not a safe rest)', () => {
    const held = afterMat('bathroom', (press) => [press(true)])
    expect(held?.alert.type).toBe('emergency')
    expect(held?.alert.metadata.onMat).toBe(false)
    expect(((held?.at ?? Infinity) - local(10, 10)) / MINUTE_MS).toBeLessThanOrEqual(45)
  })

  it('does not alert during a normal night asleep', () => {
    const run = replay(HOME, routine(11), local(0, 0), local(10, 23, 55))
    expect(quietAlerts(run).filter(({ at }) => at >= local(7, 0))).toEqual([])
  })

  it('raises an emergency when a bathroom visit is followed by silence everywhere', () => {
    const run = incident(DEFAULT_DAY, [10, 57], 4)
    const [first] = quietAlerts(run)
    expect(first?.alert.type).toBe('emergency')
    expect(first?.alert.severity).toBe('high')
    expect(first?.alert.title).toBe('Possible fall in the bathroom')
    expect(((first?.at ?? Infinity) - local(10, 10, 57)) / MINUTE_MS).toBeLessThanOrEqual(45)
  })

  it('treats a night-time bathroom visit that never ends as an emergency', () => {
    const stuck: RoutineBlock[] = DEFAULT_DAY.filter(([from]) => from < 3 * 60 + 6)
    const run = incident(stuck, [3, 6], 8)
    const [first] = quietAlerts(run)
    expect(first?.alert.type).toBe('emergency')
    expect(first?.alert.metadata.fallType).toBe('night_bathroom_visit')
    expect(first?.alert.title).toBe('Night-time bathroom visit has not ended')
  })

  it('alerts within about an hour and a half on a night-time bathroom visit that never ends where the way back to bed always shows, at its usual hour or another', () => {
    // the synthetic night: bathroom 03:00–03:06, back in the bedroom at 03:07, every night
    const stuck: RoutineBlock[] = DEFAULT_DAY.filter(([from]) => from < 3 * 60 + 6)
    const usual = quietAlerts(incident(stuck, [3, 6], 8))[0]
    expect(((usual?.at ?? Infinity) - local(10, 3, 6)) / MINUTE_MS).toBeLessThanOrEqual(90)
    // 01:30, when no visit was ever seen: the night's sleep must not lend it a limit of hours
    const unusual: RoutineBlock[] = [[90, 96, 'bathroom-pir', 2]]
    const early = quietAlerts(incident(unusual, [1, 36], 8))[0]
    expect(early?.alert.title).toBe('Night-time bathroom visit has not ended')
    expect(((early?.at ?? Infinity) - local(10, 1, 36)) / MINUTE_MS).toBeLessThanOrEqual(90)
  })

  it('keeps waiting until the usual getting-up time after a night-time bathroom visit where the way back to bed does not show', () => {
    // bathroom at 03:00, then nothing until morning: this person goes back to bed unseen
    const unseenReturn = (blocks: RoutineBlock[]) => blocks.filter(([from, , device]) => !(from === 3 * 60 + 7 && device === 'bedroom-pir'))
    const cutMs = local(10, 3, 6)
    const lastNight = dayEvents(START + 10, unseenReturn(DEFAULT_DAY), TZ).filter((e) => e.timestamp.getTime() <= cutMs)
    const history = Array.from({ length: 10 }, (_, i) => dayEvents(START + i, unseenReturn(DEFAULT_DAY), TZ)).flat()
    const run = replay(HOME, [...history, ...lastNight], local(0, 0), local(10, 7, 0))
    expect(quietAlerts(run).filter(({ at }) => at >= local(7, 0))).toEqual([])
  })

  it('names when the last movement was in every report of a quiet spell, escalations included', () => {
    const run = incident(DEFAULT_DAY, [10, 0], 8)
    const lastMovement = dayEvents(START + 10, DEFAULT_DAY, TZ).filter((e) => e.active && e.timestamp.getTime() <= local(10, 10, 0)).at(-1)!
    const reports = [...quietAlerts(run), ...run.escalations]
    expect(run.escalations.length).toBeGreaterThan(0)
    for (const { at, alert } of reports) {
      expect(alert.metadata.lastMovementAt).toBe(lastMovement.timestamp.toISOString())
      // the quiet minutes are those at the report, not at the first one
      expect(alert.metadata.quietMinutes).toBe(Math.round((at - lastMovement.timestamp.getTime()) / MINUTE_MS))
    }
  })

  it('raises one alert per quiet spell, escalates it, and resolves it when activity resumes', () => {
    const lastDay = dayEvents(START + 10, DEFAULT_DAY, TZ).filter((e) => e.timestamp.getTime() <= local(10, 10))
    const comeback: EngineEvent = { deviceKey: 'kitchen-pir', kind: 'motion', room: 'kitchen', timestamp: new Date(local(10, 19)), active: true }
    const run = replay(HOME, [...routine(10), ...lastDay, comeback], local(0, 0), local(10, 19, 30), null, 1)
    const raised = quietAlerts(run)
    expect(raised).toHaveLength(1)
    const severities = run.escalations.map(({ alert }) => alert.severity)
    expect(severities).toContain('high')
    expect(severities.at(-1)).toBe('critical')
    expect(run.escalations.every(({ alert }) => alert.dedupeKey === 'inactivity')).toBe(true)
    // between escalations, a quiet that goes on is reported again an hour after its last report, until movement
    const reports = [...raised.map(({ at, alert }) => ({ at, alert })), ...run.escalations]
    const rank = ['low', 'medium', 'high', 'critical']
    const reminders = reports.slice(1).filter((r, i) => r.alert.severity === reports[i]!.alert.severity)
    expect(reminders.length).toBeGreaterThan(2)
    reports.slice(1).forEach((r, i) => {
      const before = reports[i]!
      expect(rank.indexOf(r.alert.severity)).toBeGreaterThanOrEqual(rank.indexOf(before.alert.severity))
      if (r.alert.severity === before.alert.severity) expect((r.at - before.at) / 60_000).toBe(QUIET_REMINDER_MINUTES)
    })
    expect(reports.at(-1)!.at).toBeGreaterThan(local(10, 19) - QUIET_REMINDER_MINUTES * 60_000)
    expect(run.resolved).toContainEqual({ at: local(10, 19), key: 'inactivity' })
  })
})

describe('learning period', () => {
  it.each([
    [0, 'Learning the routine: day 1 of 7'],
    [2, 'Learning the routine: day 3 of 7'],
    [6, 'Learning the routine: day 7 of 7'],
    [7, null],
  ])('on day index %i the label is %s', (day, label) => {
    const run = replay(HOME, routine(day + 1), local(0, 0), local(day, 12), null, 60)
    expect(run.status.learningLabel).toBe(label)
    expect(run.status.isLearning).toBe(label !== null)
  })

  it('only alerts on very long silences while learning', () => {
    const events = routine(3).filter((e) => e.timestamp.getTime() < local(2, 10))
    const run = replay(HOME, events, local(0, 0), local(3, 9))
    const alerts = quietAlerts(run)
    expect(alerts).toHaveLength(1)
    expect((alerts[0]?.at ?? 0) - local(2, 9, 50)).toBeGreaterThanOrEqual(12 * 3_600_000)
  })
})

describe('the state', () => {
  it('round-trips through JSON without changing what the engine decides', () => {
    const events = routine(9)
    const half = local(5, 0)
    const direct = replay(HOME, events, local(0, 0), local(8, 23))
    const first = replay(HOME, events, local(0, 0), half)
    const revived = JSON.parse(JSON.stringify(first.state)) as EngineState
    const second = replay(HOME, events, half, local(8, 23), revived)
    expect(JSON.stringify(second.state)).toBe(JSON.stringify(direct.state))
    expect(second.alerts.map(({ alert }) => alert.dedupeKey)).toEqual(direct.alerts.filter(({ at }) => at > half).map(({ alert }) => alert.dedupeKey))
  })

  it('stays compact after weeks of events', () => {
    const run = replay(HOME, routine(35), local(0, 0), local(34, 23), null, 15)
    expect(JSON.stringify(run.state).length).toBeLessThan(120_000)
    expect(run.state.daily.history.length).toBeLessThanOrEqual(42)
  })

  it('keeps dedupe keys stable across alert kinds', () => {
    const home: EngineHome = { ...HOME, devices: HOME.devices.map((d) => (d.key === 'hall-pir' ? { ...d, batteryLevel: 12 } : d)) }
    const result = evaluate(null, [], new Date(local(0, 12)), home)
    expect(result.alerts.map((a) => a.dedupeKey)).toEqual(['battery:hall-pir'])
  })
})

describe('time zones', () => {
  it('follows local days across the spring daylight-saving change', () => {
    const zone = 'Europe/Amsterdam'
    const home = syntheticHome(zone)
    const first = dayIndexOf('2024-03-25')
    const events = Array.from({ length: 10 }, (_, i) => dayEvents(first + i, DEFAULT_DAY, zone)).flat()
    const from = localInstant(first, 0, zone)
    const run = replay(home, events, from, localInstant(first + 9, 23 * 60, zone))
    expect(run.status.learningDay).toBe(10)
    // 31 March 2024 has 23 hours in Amsterdam; the routine still runs on local wall-clock time
    expect(localInstant(dayIndexOf('2024-04-01'), 0, zone) - localInstant(dayIndexOf('2024-03-31'), 0, zone)).toBe(DAY_MS - 3_600_000)
    expect(quietAlerts(run).filter(({ at }) => at >= localInstant(first + 7, 0, zone))).toEqual([])
  })

  it('does not let the autumn change fake an hour of silence', () => {
    const zone = 'Europe/London'
    const home = syntheticHome(zone)
    const first = dayIndexOf('2024-10-20')
    const events = Array.from({ length: 10 }, (_, i) => dayEvents(first + i, DEFAULT_DAY, zone)).flat()
    const run = replay(home, events, localInstant(first, 0, zone), localInstant(first + 9, 23 * 60, zone))
    expect(quietAlerts(run).filter(({ at }) => at >= localInstant(first + 7, 0, zone))).toEqual([])
  })
})

describe('pattern change', () => {
  it('reports getting up later after several days of drift', () => {
    const blocks = (day: number) => (day >= 16 ? shiftMorning(DEFAULT_DAY, 120) : DEFAULT_DAY)
    const run = replay(HOME, routine(24, blocks), local(0, 0), local(23, 23, 55), null, 15)
    const pattern = run.alerts.find(({ alert }) => alert.dedupeKey === 'pattern:later_rising')
    expect(pattern).toBeDefined()
    expect(pattern?.alert.type).toBe('pattern_change')
    expect(pattern?.alert.description).toMatch(/Getting up later: around 09:0\d/)
    expect(run.alerts.filter(({ alert }) => alert.type === 'pattern_change' && alert.dedupeKey !== 'pattern:later_rising')).toEqual([])
  })

  it('reports nothing while the routine holds', () => {
    const run = replay(HOME, routine(24), local(0, 0), local(23, 23, 55), null, 15)
    expect(run.alerts.filter(({ alert }) => alert.type === 'pattern_change')).toEqual([])
  })
})
