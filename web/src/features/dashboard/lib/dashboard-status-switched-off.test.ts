import { describe, expect, it } from 'vitest'
import { headerBadge, overallStatus, type CardAlert, type StatsForStatus } from './dashboard-status'

const ok = <T>(data: T) => ({ data, isError: false })
const NONE = ok<CardAlert[]>([])

describe('some sensors switched off by the family (decision 0065): no fault, so not "Sensors Offline" in red', () => {
  // three sensors: the spare bedroom's switched off, the other two online
  const ONE_OFF: StatsForStatus = { alertsToday: 0, activityScore: 80, totalDevices: 3, activeDevices: 2, switchedOffDevices: 1 }

  it('Everything Looks Good while every sensor switched on is online, saying what is not watched', () => {
    expect(overallStatus(ok(ONE_OFF), NONE)).toEqual({
      label: 'Everything Looks Good',
      tone: 'green',
      text: 'The sensors switched on are all active and activity is normal. 1 sensor is switched off and not watched.',
    })
    expect(headerBadge(ok(ONE_OFF), NONE)?.label).toBe('All Good')
    expect(overallStatus(ok({ ...ONE_OFF, totalDevices: 4, switchedOffDevices: 2 }), NONE)?.text).toMatch(/2 sensors are switched off and not watched\.$/)
    // lower than usual is still said
    expect(overallStatus(ok({ ...ONE_OFF, activityScore: 40 }), NONE)?.label).toBe('Activity Change')
  })

  it('a sensor switched on that has gone offline is still Sensors Offline in red, whatever is switched off beside it', () => {
    const gone = { ...ONE_OFF, activeDevices: 1 }
    expect(overallStatus(ok(gone), NONE)).toMatchObject({ label: 'Sensors Offline', tone: 'red', text: 'One or more sensors are offline.' })
    expect(headerBadge(ok(gone), NONE)?.label).toBe('Monitoring')
  })

  it('none switched off, or an older server without the count: SPEC’s words as before', () => {
    expect(overallStatus(ok({ ...ONE_OFF, activeDevices: 3, switchedOffDevices: 0 }), NONE)?.text).toBe('All sensors are active and activity is normal.')
    const { switchedOffDevices: _, ...older } = ONE_OFF
    expect(overallStatus(ok(older), NONE)?.label).toBe('Sensors Offline')
  })
})
