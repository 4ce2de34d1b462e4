import { describe, expect, it } from 'vitest'
import { userFiltersOf } from './user-filters'

describe("User Management's search and role filter, kept on the page's history entry", () => {
  it('are read back only whole, with a role the page offers', () => {
    expect(userFiltersOf({ search: 'ellis', role: 'carer' })).toEqual({ search: 'ellis', role: 'carer' })
    expect(userFiltersOf({ search: '', role: 'all' })).toEqual({ search: '', role: 'all' })
    expect(userFiltersOf({ search: 'ellis', role: 'owner' })).toBeUndefined()
    expect(userFiltersOf({ role: 'carer' })).toBeUndefined()
    expect(userFiltersOf('ellis')).toBeUndefined()
    expect(userFiltersOf(null)).toBeUndefined()
  })
})
