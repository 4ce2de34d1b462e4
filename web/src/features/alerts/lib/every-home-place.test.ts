import { describe, expect, it } from 'vitest'
import { placeIn, withPlace, type EveryHomePlace } from './every-home-place'

const PLACE: EveryHomePlace = { filters: { search: 'ellis', severity: 'critical', type: 'all' }, limit: 40, alertId: 'a5', nextId: 'a6' }

describe('the place in the All homes list, kept on its history entry', () => {
  it('is kept beside what the router keeps there, and read back whole', () => {
    const state = withPlace({ router: 1 }, PLACE)
    expect(state).toMatchObject({ router: 1 })
    expect(placeIn(state)).toEqual(PLACE)
  })

  it('is taken out once used, leaving the rest', () => {
    expect(withPlace(withPlace({ router: 1 }, PLACE), undefined)).toEqual({ router: 1 })
    expect(placeIn(withPlace(null, undefined))).toBeUndefined()
  })

  it('is none in an entry that holds none, or only part of one', () => {
    expect(placeIn(null)).toBeUndefined()
    expect(placeIn({})).toBeUndefined()
    expect(placeIn({ 'hearthwatch.everyHomePlace': { alertId: 'a5', limit: 40 } })).toBeUndefined()
    expect(placeIn({ 'hearthwatch.everyHomePlace': { ...PLACE, filters: { search: 'x' } } })).toBeUndefined()
  })
})
