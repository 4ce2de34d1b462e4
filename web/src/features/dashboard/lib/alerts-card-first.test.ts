import { describe, expect, it } from 'vitest'
import { alertsCardFirst, alertsCardView, type CardAlert } from './dashboard-status'

const ok = <T>(data: T) => ({ data, isError: false })
const alert = (severity: string, type: string): CardAlert => ({ severity, type, isResolved: false })
const STATS = ok({ totalDevices: 2 })
const first = (...open: CardAlert[]) => alertsCardFirst(alertsCardView(ok(open), STATS))

describe('the Alerts card comes first, under the header', () => {
  it('with an alert open that the e-mails call urgent: a possible fall, the Emergency button, anything critical, and unusual inactivity at any severity', () => {
    expect(first(alert('critical', 'sensor_offline'))).toBe(true)
    expect(first(alert('high', 'emergency'))).toBe(true)
    // a new carer's 'Urgent: Unusual inactivity' e-mail, at high: the card was under the charts, screen three on a phone
    expect(first(alert('high', 'inactivity'))).toBe(true)
    expect(first(alert('medium', 'inactivity'), alert('low', 'sensor_offline'))).toBe(true)
  })

  it('not for what can wait, nor with nothing open', () => {
    expect(first(alert('medium', 'sensor_offline'))).toBe(false)
    expect(first(alert('high', 'pattern_change'))).toBe(false)
    expect(first()).toBe(false)
  })
})
