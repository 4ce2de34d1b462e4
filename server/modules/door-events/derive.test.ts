import { describe, expect, it } from 'vitest'
import { deriveDoorEvents } from './derive'

const T0 = Date.UTC(2026, 10, 1, 9)
const at = (minutes: number) => new Date(T0 + minutes * 60_000)
const every = (from: number, to: number, step = 5) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => at(from + i * step))
const open = (minutes: number) => ({ id: `d${minutes}`, at: at(minutes) })

describe('deriveDoorEvents', () => {
  it('reads movement, the door, then silence as leaving; silence, the door, then movement as coming home', () => {
    const motion = [...every(0, 60), ...every(181, 240)]
    const events = deriveDoorEvents([open(61), open(180)], motion, at(300))
    expect(events.map((e) => [e.eventType, e.duration, e.confidence])).toEqual([
      ['entered', 119, 95], // door to door
      ['left', 120, 95], // until the first movement back
    ])
  })

  it('reads a ten-minute trip out as an outing, not a visitor', () => {
    const motion = [...every(0, 30), at(41), ...every(45, 90)]
    const events = deriveDoorEvents([open(30.5), open(40)], motion, at(120))
    expect(events.map((e) => [e.eventType, e.duration])).toEqual([
      ['entered', 10],
      ['left', 11],
    ])
  })

  it('sees someone come home when the hallway sensor fires only as they walk in', () => {
    const motion = [...every(0, 30), at(200 + 10 / 60)]
    const events = deriveDoorEvents([open(31), open(200)], motion, at(300))
    expect(events.map((e) => e.eventType)).toEqual(['entered', 'left'])
    expect(events[0]).toMatchObject({ confidence: 95, details: 'Back after 169 min away' })
  })

  it('counts movement on the way to the door, up to the moment it opens', () => {
    const motion = [at(60 - 20 / 60)]
    expect(deriveDoorEvents([open(60)], motion, at(200))[0]).toMatchObject({ eventType: 'left', details: 'No movement inside since then' })
  })

  it('still takes the door swing for the person leaving when someone was home', () => {
    const motion = [...every(0, 60), at(61 + 10 / 60)]
    expect(deriveDoorEvents([open(61)], motion, at(200))[0]).toMatchObject({ eventType: 'left' })
  })

  it('ignores the hallway sensor the door itself sets off', () => {
    const motion = [...every(0, 60), at(61.3)]
    expect(deriveDoorEvents([open(61)], motion, at(200))[0]).toMatchObject({ eventType: 'left', details: 'No movement inside since then' })
  })

  it('sees a visitor arrive and leave while the person stays active', () => {
    const motion = every(0, 200)
    const events = deriveDoorEvents([open(30), open(90)], motion, at(200))
    expect(events.map((e) => e.eventType)).toEqual(['visitor_left', 'visitor_arrived'])
    expect(events[0]!.duration).toBe(60)
  })

  it('is less sure of a short outing', () => {
    const motion = [...every(0, 60), ...every(82, 120)]
    expect(deriveDoorEvents([open(61)], motion, at(200))[0]).toMatchObject({ eventType: 'left', confidence: 75, duration: 21 })
  })

  it('says nothing about a door opened with nobody around before or after', () => {
    expect(deriveDoorEvents([open(100)], [at(0)], at(300))).toEqual([])
  })
})
