// The front door while 'Not back home tonight' or 'Went out in the night' is open, and nothing inside after it
// (arrival-handover.ts). Before, both alerts could be open at once: not back, and came in. The synthetic day:
// out 14:00-16:00, in bed at 22:45.
import { describe, expect, it } from 'vitest'
import { ARRIVAL_KEY } from './arrival'
import { MINUTE_MS } from './local-time'
import { NIGHT_OUT_KEY } from './night-out'
import { HOME, local, routine } from './offline-test-kit'
import { replay, type Replay } from './test-replay'
import type { EngineEvent } from './types'

const DAYS = 10
const at = (day: number, hour: number, minute = 0) => local(day, hour) + minute * MINUTE_MS
const door = (ms: number): EngineEvent[] => [
  { deviceKey: 'front-door', kind: 'door', room: 'entrance', timestamp: new Date(ms), active: true },
  { deviceKey: 'front-door', kind: 'door', room: 'entrance', timestamp: new Date(ms + 5000), active: false },
]
const hall = (ms: number): EngineEvent => ({ deviceKey: 'hall-pir', kind: 'motion', room: 'hall', timestamp: new Date(ms), active: true })
const sorted = (events: EngineEvent[]) => events.sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
/** Her usual days up to `until` on day DAYS, then `then` */
const livedUntil = (until: number, then: EngineEvent[]) => sorted([...routine(DAYS + 1).filter((e) => e.timestamp.getTime() < until), ...then])

/** Which of the two alerts are open after each look, from what was raised and resolved */
function openAlong(run: Replay, from: number, to: number, step: number) {
  const keys = [NIGHT_OUT_KEY, ARRIVAL_KEY]
  const open = new Set<string>()
  const along: { at: number; open: string[] }[] = []
  for (let t = from; t <= to; t += step) {
    for (const { alert } of run.alerts.filter((a) => a.at === t)) if (keys.includes(alert.dedupeKey)) open.add(alert.dedupeKey)
    for (const { key } of run.resolved.filter((r) => r.at === t)) open.delete(key)
    along.push({ at: t, open: [...open] })
  }
  return along
}

describe('the door while a night-out alert is open, and nothing inside after it', () => {
  it('"Came in, nothing since" takes over from "Not back home tonight": never both open, never neither', () => {
    // out at 14:00 as every day, not back by the night; the door at 02:10, and nothing inside
    const events = livedUntil(at(DAYS, 14, 1), door(at(DAYS + 1, 2, 10)))
    const run = replay(HOME, events, local(0, 0), at(DAYS + 1, 5), null, 5)
    const notBack = run.alerts.find(({ alert }) => alert.dedupeKey === NIGHT_OUT_KEY)
    const cameIn = run.alerts.find(({ alert }) => alert.dedupeKey === ARRIVAL_KEY)
    expect(notBack?.alert.title).toBe('Not back home tonight')
    expect(cameIn).toBeDefined()
    expect(cameIn!.at).toBeGreaterThan(at(DAYS + 1, 2, 40))
    expect(cameIn!.alert.description).toMatch(/^The front door opened at 02:10 while they were out, and nothing inside has moved since .* It follows the alert that they were out in the night: the door may have been them coming back\.$/)
    expect(cameIn!.alert.metadata).toMatchObject({ followsNightOut: true })
    // the night-out alert closes in the same look, saying why
    expect(run.cleared.filter(({ key }) => key === NIGHT_OUT_KEY)).toEqual([
      { at: cameIn!.at, key: NIGHT_OUT_KEY, how: "The front door opened at 02:10, but nothing inside has moved since: the alert 'Came in, nothing since' takes over from this one." },
    ])
    const along = openAlong(run, notBack!.at, at(DAYS + 1, 5), 5 * MINUTE_MS)
    // before: both open from 02:45, 'Not back home tonight' until she was seen
    expect(along.filter(({ open }) => open.length !== 1)).toEqual([])
    // reminded while nothing moves, still saying what it follows
    const reminders = run.escalations.filter(({ alert }) => alert.dedupeKey === ARRIVAL_KEY)
    expect(reminders.length).toBeGreaterThan(0)
    for (const { alert } of reminders) expect(alert.metadata).toMatchObject({ followsNightOut: true })
  })

  it('is at least as urgent as the night-out alert it takes over from', () => {
    // out of the door at 01:00 (seen in the hall on the way), critical from 04:00; the door again at 04:30, nothing inside
    const leaves = at(DAYS + 1, 1)
    const events = livedUntil(at(DAYS + 1, 0), [hall(leaves - 2 * MINUTE_MS), ...door(leaves), ...door(at(DAYS + 1, 4, 30))])
    const run = replay(HOME, events, local(0, 0), at(DAYS + 1, 5, 30), null, 5)
    expect(run.escalations.filter(({ alert }) => alert.dedupeKey === NIGHT_OUT_KEY).map(({ alert }) => alert.severity)).toEqual(['critical'])
    const cameIn = run.alerts.find(({ alert }) => alert.dedupeKey === ARRIVAL_KEY)
    // before: raised 'high' beside the critical 'Went out in the night'
    expect(cameIn?.alert.severity).toBe('critical')
    expect(run.escalations.filter(({ alert }) => alert.dedupeKey === ARRIVAL_KEY).every(({ alert }) => alert.severity === 'critical')).toBe(true)
  })

  it('leaves "Not back home tonight" as it was when the door is followed by her moving inside: both end', () => {
    const events = livedUntil(at(DAYS, 14, 1), [...door(at(DAYS + 1, 2, 10)), hall(at(DAYS + 1, 2, 20))])
    const run = replay(HOME, events, local(0, 0), at(DAYS + 1, 5), null, 5)
    expect(run.alerts.filter(({ alert }) => alert.dedupeKey === ARRIVAL_KEY)).toEqual([])
    expect(run.cleared.find(({ key }) => key === NIGHT_OUT_KEY)?.how).toBe('They are back home: seen at 02:20, in the hall.')
  })
})
