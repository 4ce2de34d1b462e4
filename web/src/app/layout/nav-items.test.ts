import { describe, expect, it } from 'vitest'
import { navItemAt } from './nav-items'

describe('the menu entry a page belongs to (its tab title and the highlighted entry)', () => {
  it.each([
    ['/', 'Dashboard'],
    ['/dashboard', 'Dashboard'],
    ['/sensors', 'Sensors'],
    ['/alerts', 'Alerts'],
    ['/care-notes', 'Care Notes'],
    ['/family-members', 'Family Members'],
    ['/users', 'User Management'],
    ['/billing', 'Billing & Subscriptions'],
    ['/business', 'Business Management'],
  ])('%s is %s', (location, label) => {
    expect(navItemAt(location)?.label).toBe(label)
  })

  it('is none for a page outside the menu, and never a mere prefix of another path', () => {
    expect(navItemAt('/no-such-page')).toBeUndefined()
    expect(navItemAt('/usersettings')).toBeUndefined()
  })
})
