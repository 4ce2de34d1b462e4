import { describe, expect, it } from 'vitest'
import { dateInputValue, defaultCostDate, isMonth, monthLabel, monthOf, monthOfDate, shiftMonth } from './months'

describe('months', () => {
  // local times: the month is the browser's own
  const NOW = new Date(2026, 10, 22, 23, 30)

  it('names this month and today as the pickers take them', () => {
    expect(monthOf(NOW)).toBe('2026-11')
    expect(dateInputValue(NOW)).toBe('2026-11-22')
  })

  it.each([
    ['2026-11', 'November 2026'],
    ['2021-03', 'March 2021'],
    ['2021-13', '2021-13'],
  ])('%s reads %s', (month, expected) => {
    expect(monthLabel(month)).toBe(expected)
  })

  it.each([
    ['2021-03', true],
    ['2021-3', false],
    ['2021-00', false],
    ['', false],
  ])('%s is a month: %s', (value, expected) => {
    expect(isMonth(value)).toBe(expected)
  })

  it.each([
    ['2021-01', -1, '2020-12'],
    ['2020-12', 1, '2021-01'],
    ['2021-03', 0, '2021-03'],
    ['2021-03', 12, '2022-03'],
  ] as const)('%s shifted by %i is %s', (month, delta, expected) => {
    expect(shiftMonth(month, delta)).toBe(expected)
  })

  it('starts a new entry today in this month, else on the first of the month on screen', () => {
    expect(defaultCostDate('2026-11', NOW)).toBe('2026-11-22')
    expect(defaultCostDate('2021-03', NOW)).toBe('2021-03-01')
  })

  it('reads the month of a date', () => expect(monthOfDate('2021-03-15')).toBe('2021-03'))
})
