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
})
