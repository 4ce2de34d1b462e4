import { describe, expect, it } from 'vitest'
import { CAME_IN_WATCHED, CAME_IN_WATCHED_CALLER, CAME_IN_WATCHED_CALLER_PET, overallStatus, type CardAlert, type StatsForStatus } from './dashboard-status'

const ok = <T>(data: T) => ({ data, isError: false })
const NONE = ok<CardAlert[]>([])
const clock = { now: new Date('2026-03-10T13:30:00Z'), timeZone: 'UTC', viewerZone: 'UTC' }
const LEARNED = { isLearning: false, learningLabel: null, learningDays: 7, learningQuietLimitMinutes: 720 }
const GOOD: StatsForStatus = { alertsToday: 0, activityScore: 90, totalDevices: 4, activeDevices: 4 }
/** the engine's view at 13:30: a visitor let out at 13:00, the door again at 13:07, and nothing inside since */
const AFTER_CALLER = { ...LEARNED, atHome: false, awaySince: '2026-03-10T13:07:00Z', cameInAt: '2026-03-10T13:07:00Z', cameInPetMoved: false, cameInAfterCaller: true, quietMinutes: null, quietLimitMinutes: null }

describe('the door minutes after a visitor left by it: back in from the gate, or out after them (arrival-caller.ts)', () => {
  it('says both, and that the watch lasts as long as their outings, not their returns', () => {
    const status = overallStatus(ok({ ...GOOD, engine: AFTER_CALLER }), NONE, clock)
    expect(status?.label).toBe('The door opened, nothing since')
    expect(status?.text).toMatch(/^The front door opened at 13:07 .*\. They may have seen their visitor out and come back in, or gone out: if nothing moves inside for longer than their outings usually take, an alert is raised\.$/)
    expect(status?.text.endsWith(CAME_IN_WATCHED_CALLER)).toBe(true)
  })

  it('with a pet about since, the sure-sign words; without the mark (or from an older server), the returns', () => {
    expect(overallStatus(ok({ ...GOOD, engine: { ...AFTER_CALLER, cameInPetMoved: true } }), NONE, clock)?.text.endsWith(CAME_IN_WATCHED_CALLER_PET)).toBe(true)
    expect(overallStatus(ok({ ...GOOD, engine: { ...AFTER_CALLER, cameInAfterCaller: false } }), NONE, clock)?.text.endsWith(CAME_IN_WATCHED)).toBe(true)
    const { cameInAfterCaller: _, ...older } = AFTER_CALLER
    expect(overallStatus(ok({ ...GOOD, engine: older }), NONE, clock)?.text.endsWith(CAME_IN_WATCHED)).toBe(true)
  })
})
