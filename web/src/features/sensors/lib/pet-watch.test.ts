import { describe, expect, it } from 'vitest'
import { hasPetProofSensor } from './pet-watch'

const sensor = (kind: 'motion' | 'contact' | 'door' | 'pressure', isActive = true, petImmune = false) => ({ kind, isActive, petImmune })

describe('hasPetProofSensor', () => {
  it('counts a switch inside, or a motion sensor ticked as one the pet cannot set off, when switched on', () => {
    expect(hasPetProofSensor(undefined)).toBeUndefined()
    expect(hasPetProofSensor([sensor('motion'), sensor('door')])).toBe(false)
    expect(hasPetProofSensor([sensor('motion'), sensor('contact')])).toBe(true)
    expect(hasPetProofSensor([sensor('motion', true, true)])).toBe(true)
    expect(hasPetProofSensor([sensor('pressure', true, true)])).toBe(false)
  })

  it('does not count a sensor switched off: the engine does not watch it', () => {
    expect(hasPetProofSensor([sensor('motion', false, true), sensor('contact', false)])).toBe(false)
  })
})
