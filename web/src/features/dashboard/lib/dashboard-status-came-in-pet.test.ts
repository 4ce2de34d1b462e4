import { describe, expect, it } from 'vitest'
import { headerLastActivity } from './dashboard-rules'
import { headerBadge, overallStatus, type CardAlert, type StatsForStatus } from './dashboard-status'

const ok = <T>(data: T) => ({ data, isError: false })
const NONE = ok<CardAlert[]>([])
const clock = { now: new Date('2026-03-10T16:30:00Z'), timeZone: 'UTC', viewerZone: 'UTC' }
const LEARNED = { isLearning: false, learningLabel: null, learningDays: 7, learningQuietLimitMinutes: 720 }
/** the engine's view at 16:30: back through the front door at 16:00, the cat on the living-room sensor at 16:20 and nothing else */
const CAT_SINCE_DOOR = { ...LEARNED, atHome: true, awaySince: null, cameInAt: '2026-03-10T16:00:00Z', cameInPetMoved: true, quietMinutes: 10, quietLimitMinutes: 240 }
const GOOD: StatsForStatus = { alertsToday: 0, activityScore: 90, totalDevices: 4, activeDevices: 4 }
const PET_WATCH = { lastUseAt: '2026-03-10T13:40:00Z', isLearning: false, immuneRooms: [] }

describe('with a pet: the door she may have come in by, only the cat moving since (the engine still watches it)', () => {
  it('says the door and that only the motion sensors moved, not "Everything Looks Good"', () => {
    // before: 'Everything Looks Good', while the engine waited to see whether she fell on the way in
    expect(overallStatus(ok({ ...GOOD, engine: CAT_SINCE_DOOR }), NONE, clock)).toEqual({
      label: 'The door opened, no sure sign since',
      tone: 'yellow',
      text:
        'The front door opened at 16:00 while they were out, and there has been no sure sign of them inside since: only the motion sensors, which see the pet too, have moved. ' +
        'They may have come in: if there is no sure sign of them for longer than their returns usually take, an alert is raised.',
    })
    expect(headerBadge(ok({ ...GOOD, engine: CAT_SINCE_DOOR }), NONE)?.label).toBe('All Good')
  })

  it('out, with the cat about later still: the same words, not "nothing inside has moved"', () => {
    const out = { ...CAT_SINCE_DOOR, atHome: false, awaySince: '2026-03-10T14:00:00Z' }
    expect(overallStatus(ok({ ...GOOD, engine: out }), NONE, clock)?.text).toMatch(/^The front door opened at 16:00 while they were out, and there has been no sure sign of them inside since/)
    expect(overallStatus(ok({ ...GOOD, engine: { ...out, cameInPetMoved: false } }), NONE, clock)?.label).toBe('The door opened, nothing since')
  })

  it('the header: the door, not "Movement seen (may be the pet)"; once she is seen, as before', () => {
    const stats = { lastMotionAt: '2026-03-10T16:20:00Z', engine: CAT_SINCE_DOOR, activeDevices: 4, totalDevices: 4, petWatch: PET_WATCH }
    expect(headerLastActivity(ok(stats), clock.now, 'UTC', 'UTC')).toMatchObject({ label: 'Door opened 16:00', detail: 'no sure sign of them since', tone: 'yellow' })
    const seen = { ...stats, engine: { ...CAT_SINCE_DOOR, cameInAt: null, cameInPetMoved: false } }
    expect(headerLastActivity(ok(seen), clock.now, 'UTC', 'UTC')).toMatchObject({ label: 'Movement seen (may be the pet)', tone: 'grey' })
    expect(overallStatus(ok({ ...GOOD, engine: seen.engine }), NONE, clock)?.label).toBe('Everything Looks Good')
  })

  it('an older server (no cameInPetMoved) at home: no door is read into it', () => {
    const { cameInPetMoved: _, ...older } = CAT_SINCE_DOOR
    expect(overallStatus(ok({ ...GOOD, engine: older }), NONE, clock)?.label).toBe('Everything Looks Good')
  })
})
