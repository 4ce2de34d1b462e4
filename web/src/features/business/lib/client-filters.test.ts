import { describe, expect, it } from 'vitest'
import { clientName } from './client-filters'

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
