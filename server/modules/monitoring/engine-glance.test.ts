import { describe, expect, it } from 'vitest'
import type { EngineState } from '../../engine/types'
import { glanceNow, glanceOf } from './engine-glance'

// 2026-03-11 15:30 UTC is local day 20523 in London
const now = new Date('2026-03-11T15:30:00Z')
const at = { now, timeZone: 'Europe/London', watchedInside: true, ended: false }
const stored = { startDay: 20523 - 2, atHome: true, awaySince: null, cameInAt: null }

describe('glanceNow', () => {
  it('counts the learning day from the day learning began, on the home clock, to day 7', () => {
    expect(glanceNow(stored, at).learningDay).toBe(3)
    expect(glanceNow({ ...stored, startDay: 20523 - 6 }, at).learningDay).toBe(7)
    expect(glanceNow({ ...stored, startDay: 20523 - 7 }, at).learningDay).toBeNull()
    // 12:30 UTC is 01:30 the next day in Auckland
    expect(glanceNow(stored, { ...at, now: new Date('2026-03-11T12:30:00Z'), timeZone: 'Pacific/Auckland' }).learningDay).toBe(4)
  })

  it('says out since when, and the door they may have come in by', () => {
    const out = glanceNow({ ...stored, atHome: false, awaySince: Date.parse('2026-03-11T09:12:00Z'), cameInAt: Date.parse('2026-03-11T15:10:00Z') }, at)
    expect(out).toEqual({ learningDay: 3, isOut: true, outSince: '2026-03-11T09:12:00.000Z', doorOpenedAt: '2026-03-11T15:10:00.000Z' })
  })

  it('says nothing with no sensor inside switched on, once ended, before anything reported, or of a damaged value', () => {
    const none = { learningDay: null, isOut: false, outSince: null, doorOpenedAt: null }
    expect(glanceNow({ ...stored, atHome: false }, { ...at, watchedInside: false })).toEqual(none)
    expect(glanceNow(stored, { ...at, ended: true })).toEqual(none)
    expect(glanceNow(null, at)).toEqual(none)
    expect(glanceNow({ startDay: 'x' }, at)).toEqual(none)
  })

  it('is null of a state it cannot read, so that the state it is saved with is still saved', () => {
    // pglite-maintenance.int.test.ts saves a made-up state of numbers: the glance threw, and with it the save
    expect(glanceOf({ clock: 0 } as unknown as EngineState)).toBeNull()
    expect(glanceOf({ devices: null } as unknown as EngineState)).toBeNull()
  })
})
