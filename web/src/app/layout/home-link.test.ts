import { describe, expect, it } from 'vitest'
import { readHomeLink } from './home-link'

const MINE = '11111111-1111-4111-8111-111111111111'
const OTHER = '22222222-2222-4222-8222-222222222222'
const circles = [{ clientId: MINE }, { clientId: '33333333-3333-4333-8333-333333333333' }]

describe('readHomeLink', () => {
  it.each([
    ['a home on offer', `?home=${MINE}`, { clientId: MINE, search: '' }],
    ['a home on offer, other parameters kept', `?notifications=1&home=${MINE}&tab=x`, { clientId: MINE, search: '?notifications=1&tab=x' }],
    ['a home of someone else', `?home=${OTHER}`, { clientId: undefined, search: '' }],
    ['nonsense', '?home=%3Cscript%3E', { clientId: undefined, search: '' }],
    ['an empty one', '?home=', { clientId: undefined, search: '' }],
  ])('%s', (_, search, expected) => {
    expect(readHomeLink(search, circles)).toEqual(expected)
  })

  it('answers nothing when the address names no home', () => {
    expect(readHomeLink('?notifications=1', circles)).toBeUndefined()
    expect(readHomeLink('', circles)).toBeUndefined()
  })

  it('finds no home for a person with none on offer', () => {
    expect(readHomeLink(`?home=${MINE}`, [])).toEqual({ clientId: undefined, search: '' })
  })
})
