import { describe, expect, it } from 'vitest'
import { activeAlertsLabel, badgeCount, menuButtonLabel, titleWithAlerts } from './badge-count'

describe('badgeCount', () => {
  it.each([
    [0, null],
    [-1, null],
    [Number.NaN, null],
    [1, '1'],
    [3, '3'],
    [98, '98'],
    [99, '99'],
    [100, '99+'],
    [500, '99+'],
  ])('shows %s as %s', (count, shown) => {
    expect(badgeCount(count)).toBe(shown)
  })

  it('caps at the limit it is given', () => {
    expect(badgeCount(9, 9)).toBe('9')
    expect(badgeCount(10, 9)).toBe('9+')
  })
})

describe('activeAlertsLabel', () => {
  it('says the real number, in the singular for one', () => {
    expect(activeAlertsLabel(1)).toBe('1 active alert')
    expect(activeAlertsLabel(3)).toBe('3 active alerts')
    expect(activeAlertsLabel(120)).toBe('120 active alerts')
  })
})

describe('titleWithAlerts', () => {
  it.each([
    [0, 'Hearthwatch'],
    [1, '(1) Hearthwatch'],
    [2, '(2) Hearthwatch'],
    [120, '(99+) Hearthwatch'],
  ])('%s active → %s', (count, title) => {
    expect(titleWithAlerts(count)).toBe(title)
  })

  it('names the page after the count', () => {
    expect(titleWithAlerts(0, 'Alerts')).toBe('Alerts · Hearthwatch')
    expect(titleWithAlerts(2, 'Care Notes')).toBe('(2) Care Notes · Hearthwatch')
  })

  it('names whose home the page shows after the page, when it is given', () => {
    expect(titleWithAlerts(1, 'Alerts', 'Margaret Patel')).toBe('(1) Alerts · Margaret Patel · Hearthwatch')
    expect(titleWithAlerts(0, 'Care Notes', 'Margaret Patel')).toBe('Care Notes · Margaret Patel · Hearthwatch')
    // no page to name (a path outside the menu): the place alone would say nothing
    expect(titleWithAlerts(0, undefined, 'Margaret Patel')).toBe('Hearthwatch')
  })
})

describe('menuButtonLabel', () => {
  it.each([
    [0, 'Open menu'],
    [1, 'Open menu, 1 active alert'],
    [2, 'Open menu, 2 active alerts'],
    [120, 'Open menu, 120 active alerts'],
  ])('%s active → %s', (count, label) => {
    expect(menuButtonLabel(count)).toBe(label)
  })
})
