import { describe, expect, it } from 'vitest'
import { newArrivals } from './new-alerts'

const alert = (id: string, title: string, severity = 'medium', type = 'inactivity', isResolved = false) => ({ id, title, severity, type, isResolved })

describe('newArrivals', () => {
  const battery = alert('1', 'Sensor battery low', 'low', 'sensor_offline')

  it('announces nothing on the first read: what is on screen is not news', () => {
    expect(newArrivals(null, [battery])).toMatchObject({ polite: '', assertive: '' })
  })

  it('announces a new alert politely, an urgent one assertively, each once', () => {
    const first = newArrivals(null, [battery])
    const quiet = alert('2', 'Unusual inactivity')
    const fall = alert('3', 'Possible fall in the bathroom', 'high', 'emergency')
    const second = newArrivals(first.seen, [fall, quiet, battery])
    expect(second).toMatchObject({ polite: 'New alert: Unusual inactivity', assertive: 'New alert: Possible fall in the bathroom' })
    // refetched, escalated, or gone and back: already said
    const third = newArrivals(second.seen, [{ ...fall, severity: 'critical' }, battery])
    expect(third).toMatchObject({ polite: '', assertive: '' })
    expect(newArrivals(third.seen, [quiet, fall, battery])).toMatchObject({ polite: '', assertive: '' })
  })

  it('says nothing of an alert that arrives already resolved, and names several new ones together', () => {
    const first = newArrivals(null, [])
    const next = newArrivals(first.seen, [alert('4', 'Closed already', 'high', 'inactivity', true), alert('5', 'Hall sensor offline', 'medium', 'sensor_offline'), alert('6', 'Less activity than usual', 'low', 'pattern_change')])
    expect(next).toMatchObject({ polite: 'New alert: Hall sensor offline. New alert: Less activity than usual', assertive: '' })
  })

  it('says politely that an open alert was closed by someone else or by Hearthwatch, never one the reader closed', () => {
    const quiet = alert('7', 'Unusual inactivity')
    const fall = alert('8', 'Possible fall in the bathroom', 'high', 'emergency')
    const first = newArrivals(null, [quiet, fall], 'me')
    const closed = newArrivals(first.seen, [{ ...quiet, isResolved: true, resolvedBy: 'daughter' }, { ...fall, isResolved: true, resolvedBy: 'me' }], 'me')
    expect(closed).toMatchObject({ polite: 'Alert closed: Unusual inactivity', assertive: '' })
    // said once; and one closed by Hearthwatch (no one) is said too
    expect(newArrivals(closed.seen, [{ ...quiet, isResolved: true, resolvedBy: 'daughter' }], 'me')).toMatchObject({ polite: '' })
    const battery = alert('9', 'Sensor battery low', 'low', 'sensor_offline')
    const open = newArrivals(closed.seen, [battery], 'me')
    expect(newArrivals(open.seen, [{ ...battery, isResolved: true, resolvedBy: null }], 'me')).toMatchObject({ polite: 'Alert closed: Sensor battery low' })
  })
})
