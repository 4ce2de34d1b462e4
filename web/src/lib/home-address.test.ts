import { describe, expect, it } from 'vitest'
import { homeAddressFix, homeInAddress, pathOnHome, searchWithHome } from './home-address'

const A = '11111111-1111-4111-8111-111111111111'
const B = '33333333-3333-4333-8333-333333333333'
const OTHER = '22222222-2222-4222-8222-222222222222'
const two = [{ clientId: A }, { clientId: B }]

describe('the home in the address', () => {
  it('is read from ?home=, null when there is none', () => {
    expect(homeInAddress(`?view=all&home=${B}`)).toBe(B)
    expect(homeInAddress(`home=${B}`)).toBe(B)
    expect(homeInAddress('?notifications=1')).toBeNull()
    expect(homeInAddress('')).toBeNull()
  })

  it('is set where it was, else last, and taken out; the other parameters stay', () => {
    expect(searchWithHome(`?home=${A}&view=all`, B)).toBe(`?home=${B}&view=all`)
    expect(searchWithHome('?view=all', B)).toBe(`?view=all&home=${B}`)
    expect(searchWithHome('', B)).toBe(`?home=${B}`)
    expect(searchWithHome(`?notifications=1&home=${A}`, null)).toBe('?notifications=1')
    expect(searchWithHome(`?home=${A}`, null)).toBe('')
  })
})

describe('what the address should say of the home', () => {
  it('is right as it is when it names the home on screen, of several', () => {
    expect(homeAddressFix(`?home=${B}&view=all`, two, B)).toBeUndefined()
  })

  it('names the home on screen after a plain visit, of several', () => {
    expect(homeAddressFix('?view=all', two, A)).toEqual({ search: `?view=all&home=${A}`, refused: null })
  })

  it.each([
    ["someone else's home", `?home=${OTHER}&from=mail`, OTHER],
    ['nonsense', '?home=%3Cscript%3E', '<script>'],
    ['an empty one', '?home=', ''],
  ])('refuses %s, and names the home on screen instead', (_, search, refused) => {
    const fix = homeAddressFix(search, two, A)!
    expect(fix.refused).toBe(refused)
    expect(homeInAddress(fix.search)).toBe(A)
  })

  it('names nothing for a person with one home (her address as before), refusing a home not hers', () => {
    expect(homeAddressFix(`?home=${A}&alert=x`, [{ clientId: A }], A)).toEqual({ search: '?alert=x', refused: null })
    expect(homeAddressFix(`?home=${OTHER}`, [{ clientId: A }], A)).toEqual({ search: '', refused: OTHER })
    expect(homeAddressFix('', [{ clientId: A }], A)).toBeUndefined()
  })

  it('refuses any home for a person with none on offer', () => {
    expect(homeAddressFix(`?home=${A}`, [], undefined)).toEqual({ search: '', refused: A })
    expect(homeAddressFix('', [], undefined)).toBeUndefined()
  })
})

describe("a page's link on the home on screen", () => {
  it('names the home for a person with several, not for one with one', () => {
    expect(pathOnHome('/sensors', A, 2)).toBe(`/sensors?home=${A}`)
    expect(pathOnHome('/', A, 40)).toBe(`/?home=${A}`)
    expect(pathOnHome('/sensors', A, 1)).toBe('/sensors')
    expect(pathOnHome('/sensors', undefined, 2)).toBe('/sensors')
  })
})
