import { describe, expect, it } from 'vitest'
import { fallRiskChoices } from './fall-risk-sensors'

const sensor = (id: string, name: string, location: string, isActive: boolean) => ({ id, name, location, isActive })
const HALL = sensor('1', 'Hall sensor', 'Hallway', true)
const KITCHEN = sensor('2', 'Kettle corner', 'Kitchen', false)
const BATH = sensor('3', 'Bathroom', 'Bathroom', false)

describe('the Fall Risk tab’s sensors', () => {
  it('offers every sensor, and says nothing more, while all are switched on', () => {
    expect(fallRiskChoices([HALL, { ...KITCHEN, isActive: true }])).toEqual({ choices: [HALL, { ...KITCHEN, isActive: true }], switchedOffNote: null })
  })

  it('leaves out the sensors the family switched off, and names them', () => {
    const { choices, switchedOffNote } = fallRiskChoices([HALL, KITCHEN, BATH])
    expect(choices.map((s) => s.id)).toEqual(['1'])
    expect(switchedOffNote).toBe('Not assessed while switched off: Kettle corner (Kitchen), Bathroom (Bathroom).')
  })

  it('every sensor switched off for a stay away: nothing to choose, and says so', () => {
    expect(fallRiskChoices([KITCHEN, BATH])).toEqual({ choices: [], switchedOffNote: 'Every sensor is switched off, so no fall risk is assessed until they are switched on again.' })
  })
})
