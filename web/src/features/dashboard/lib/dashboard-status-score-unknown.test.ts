// The server says the activity score is no measure (activityScoreUnknown: only the engine's stand-in 70): after the
// learning week with nothing inside learned, the status said 'Everything Looks Good … activity is normal' and the
// badge 'All Good', both drawn from that 70
import { describe, expect, it } from 'vitest'
import { headerBadge, overallStatus, type CardAlert, type StatsForStatus } from './dashboard-status'

const ok = <T>(data: T) => ({ data, isError: false })
const NONE = ok<CardAlert[]>([])
const LEARNED = { isLearning: false, learningLabel: null, learningDays: 7, learningQuietLimitMinutes: 720, atHome: true, awaySince: null }
const WHY = 'Scored once a sensor inside has shown enough of the day at home'
const UNKNOWN: StatsForStatus = { alertsToday: 0, activityScore: 70, activityScoreUnknown: WHY, totalDevices: 2, activeDevices: 2, noDataDevices: 0, switchedOffDevices: 0, engine: LEARNED }

describe('a status with the activity score not known', () => {
  it("is not 'Everything Looks Good' nor 'All Good', and says why the activity is not scored", () => {
    expect(overallStatus(ok(UNKNOWN), NONE)).toEqual({
      label: 'Monitoring',
      tone: 'grey',
      text: 'All sensors are active. The activity score is not known yet: it is scored once a sensor inside has shown enough of the day at home.',
    })
    expect(headerBadge(ok(UNKNOWN), NONE)?.label).toBe('Monitoring')
  })

  it('is as before once measured', () => {
    const measured = { ...UNKNOWN, activityScoreUnknown: null }
    expect(overallStatus(ok(measured), NONE)?.label).toBe('Everything Looks Good')
    expect(headerBadge(ok(measured), NONE)?.label).toBe('All Good')
  })
})
