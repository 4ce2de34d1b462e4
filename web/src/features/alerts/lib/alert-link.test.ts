import { describe, expect, it } from 'vitest'
import { alertLinkPath, readAlertLink, searchWithoutAlert, tabOfAlert } from './alert-link'

const HOME = '11111111-1111-4111-8111-111111111111'
const ALERT = '22222222-2222-4222-8222-222222222222'

describe('the link of an alert', () => {
  it('names the home and the alert', () => {
    expect(alertLinkPath(HOME, ALERT)).toBe(`/alerts?home=${HOME}&alert=${ALERT}`)
  })

  it('is read beside ?home= (the page is already of that home), and leaves the address keeping the home', () => {
    expect(readAlertLink(`?home=${HOME}&alert=${ALERT}`)).toBe(ALERT)
    expect(readAlertLink(`?alert=${ALERT}`)).toBe(ALERT)
    expect(readAlertLink('?notifications=1')).toBeUndefined()
    expect(readAlertLink('')).toBeUndefined()
    expect(searchWithoutAlert(`?home=${HOME}&alert=${ALERT}`)).toBe(`?home=${HOME}`)
    expect(searchWithoutAlert(`?alert=${ALERT}&notifications=1`)).toBe('?notifications=1')
    expect(searchWithoutAlert(`?alert=${ALERT}`)).toBe('')
  })

  it('opens the tab the alert is in: Active while open, Resolved once seen to, none when it is not the home’s', () => {
    const alerts = [
      { id: 'a', isResolved: false },
      { id: 'b', isResolved: true },
    ]
    expect(tabOfAlert(alerts, 'a')).toBe('active')
    expect(tabOfAlert(alerts, 'b')).toBe('resolved')
    expect(tabOfAlert(alerts, 'c')).toBeUndefined()
  })
})
