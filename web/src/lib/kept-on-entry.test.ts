import { describe, expect, it } from 'vitest'
import { keptIn, oneOf, withKept } from './kept-on-entry'

const tab = oneOf(['overview', 'clients', 'costs'] as const)
const searchOf = (value: unknown) => (typeof value === 'object' && value !== null && typeof (value as { search?: unknown }).search === 'string' ? (value as { search: string }) : undefined)

describe("a page's choices kept on its history entry", () => {
  it('are kept beside what others keep there (the router, an open dialog), and read back', () => {
    const state = withKept(withKept({ router: 1, hearthwatchDialog: 'd1' }, 'business.section', 'clients'), 'business.clientFilters', { search: 'patel' })
    expect(state).toMatchObject({ router: 1, hearthwatchDialog: 'd1' })
    expect(keptIn(state, 'business.section', tab)).toBe('clients')
    expect(keptIn(state, 'business.clientFilters', searchOf)).toEqual({ search: 'patel' })
  })

  it('a new value takes the place of the last', () => {
    const state = withKept(withKept(null, 'business.section', 'clients'), 'business.section', 'costs')
    expect(keptIn(state, 'business.section', tab)).toBe('costs')
  })

  it('are none in an entry that keeps none, or something the page does not take', () => {
    expect(keptIn(null, 'business.section', tab)).toBeUndefined()
    expect(keptIn({ router: 1 }, 'business.section', tab)).toBeUndefined()
    expect(keptIn(withKept(null, 'business.section', 'billing'), 'business.section', tab)).toBeUndefined()
    expect(keptIn(withKept(null, 'f', { search: 3 }), 'f', searchOf)).toBeUndefined()
  })
})
