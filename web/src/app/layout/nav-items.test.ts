import { describe, expect, it } from 'vitest'
import { navItemAt, pageAt } from './nav-items'

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

describe('the page a path shows (a move to another one takes focus to its heading)', () => {
  it('is one page for / and /dashboard, and for an entry and the paths under it', () => {
    expect(pageAt('/dashboard')).toBe(pageAt('/'))
    expect(pageAt('/alerts/')).toBe(pageAt('/alerts'))
  })

  it('tells the menu entries apart, and a path outside the menu from all of them', () => {
    expect(new Set(['/', '/sensors', '/alerts', '/care-notes', '/family-members', '/users', '/billing', '/business'].map(pageAt)).size).toBe(8)
    expect(pageAt('/no-such-page')).toBe('/no-such-page')
  })
})
