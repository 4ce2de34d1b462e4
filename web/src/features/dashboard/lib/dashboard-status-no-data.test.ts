import { describe, expect, it } from 'vitest'
import { HISTORY_ARRIVING, NOTHING_HEARD, NOT_HEARD_YET, SENSOR_NOT_HEARD } from '@/lib/no-sensors'
import { headerBadge, overallStatus, type CardAlert, type StatsForStatus } from './dashboard-status'

const ok = <T>(data: T) => ({ data, isError: false })
const NONE = ok<CardAlert[]>([])
const LEARNED = { isLearning: false, learningLabel: null, learningDays: 7, learningQuietLimitMinutes: 720, atHome: true, awaySince: null }

describe('a sensor switched on that has never reported (No Data, decision 0124): not active, and no fault', () => {
  // three sensors: the hall and the living room report, the kitchen's has never reported
  const ONE_UNHEARD: StatsForStatus = { alertsToday: 0, activityScore: 80, totalDevices: 3, activeDevices: 2, noDataDevices: 1, switchedOffDevices: 0, engine: LEARNED }

  it("is not 'Everything Looks Good' (all sensors are active) nor 'All Good', nor 'Sensors Offline'", () => {
    expect(overallStatus(ok(ONE_UNHEARD), NONE)).toEqual({
      label: SENSOR_NOT_HEARD,
      tone: 'yellow',
      text: '1 sensor has not reported since it was added, so what it would see is not watched yet. If it was fitted more than a few minutes ago, check it and its hub on the Sensors page, where it shows No Data.',
    })
    expect(headerBadge(ok(ONE_UNHEARD), NONE)?.label).toBe('Monitoring')
    expect(overallStatus(ok({ ...ONE_UNHEARD, totalDevices: 4, noDataDevices: 2 }), NONE)?.text).toMatch(/^2 sensors have not reported since they were added/)
  })

  it('lower than usual is still Activity Change; one judged offline beside it is still Sensors Offline', () => {
    expect(overallStatus(ok({ ...ONE_UNHEARD, activityScore: 40 }), NONE)?.label).toBe('Activity Change')
    expect(overallStatus(ok({ ...ONE_UNHEARD, totalDevices: 4 }), NONE)).toMatchObject({ label: 'Sensors Offline', tone: 'red' })
  })

  it('while learning the learning label stays; with none heard at all it is still waiting for the first reading (decision 0043)', () => {
    const learning = { ...ONE_UNHEARD, engine: { ...LEARNED, isLearning: true, learningLabel: 'Learning the routine: day 2 of 7' } }
    expect(overallStatus(ok(learning), NONE)?.label).toBe('Learning the routine: day 2 of 7')
    const noneHeard = { ...ONE_UNHEARD, activeDevices: 0, noDataDevices: 3, activityScore: 70, engine: null }
    expect(overallStatus(ok(noneHeard), NONE)?.label).toBe(NOT_HEARD_YET)
    expect(headerBadge(ok(noneHeard), NONE)?.label).toBe(NOT_HEARD_YET)
  })
})

describe("a new hub's history arriving (read once it has all come): its readings have come, none is read yet", () => {
  const ARRIVING: StatsForStatus = { alertsToday: 0, activityScore: 70, totalDevices: 2, activeDevices: 2, noDataDevices: 0, switchedOffDevices: 0, engine: null, receivingHistory: true }

  it("waits for the first reading, saying the history is being read, not that no sensor has reported (check its hub)", () => {
    expect(overallStatus(ok(ARRIVING), NONE)).toEqual({ label: NOT_HEARD_YET, tone: 'yellow', text: HISTORY_ARRIVING })
    expect(overallStatus(ok({ ...ARRIVING, receivingHistory: false }), NONE)?.text).toBe(NOTHING_HEARD)
  })
})
