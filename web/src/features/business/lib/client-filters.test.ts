import { describe, expect, it } from 'vitest'
import { clientFiltersOf, clientName } from './client-filters'

describe('clientName', () => {
  it.each([
    [{ firstName: 'Ada', lastName: 'Lovelace', email: 'a@x' }, 'Ada Lovelace'],
    [{ firstName: 'Ada', lastName: null, email: 'a@x' }, 'Ada'],
    [{ firstName: null, lastName: null, email: 'a@x' }, 'a@x'],
    [{ firstName: null, lastName: null, email: null }, 'Unnamed'],
  ])('%o is %s', (c, expected) => {
    expect(clientName(c)).toBe(expected)
  })
})

describe("Client Management's filters, kept on the page's history entry", () => {
  it('are read back only whole, with a status the page offers', () => {
    expect(clientFiltersOf({ search: 'patel', status: 'inactive' })).toEqual({ search: 'patel', status: 'inactive' })
    expect(clientFiltersOf({ search: 'patel', status: 'lapsed' })).toBeUndefined()
    expect(clientFiltersOf({ search: 3, status: 'all' })).toBeUndefined()
    expect(clientFiltersOf(undefined)).toBeUndefined()
  })
})
