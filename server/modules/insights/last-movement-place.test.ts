// Where she last moved, in the family's words (decision 0096)
import { describe, expect, it } from 'vitest'
import { lastMovementSentence } from '../alerts/emergency-last-movement'
import { lastMovementInWords, placeOf } from './last-movement-place'

const sensor = (location: string, name = 'Motion 1', deviceId = 'MSH-1') => ({ id: 'd1', kind: 'motion' as const, location, name, deviceId })

describe('where she last moved, as the family names it', () => {
  it("gives the sensor's location as the family wrote it", () => {
    expect(placeOf(sensor('Downstairs loo'))).toBe('Downstairs loo')
    expect(placeOf(sensor('Bathroom'))).toBe('Bathroom')
  })

  it("gives the family's name for the sensor where its location names no room, and the location where it has no name", () => {
    expect(placeOf(sensor('Garage', 'Workbench motion'))).toBe('Workbench motion')
    expect(placeOf(sensor('Garage', 'MSH-1'))).toBe('Garage')
  })

  it('gives the room the engine knew a deleted sensor in, and nothing where it knew none', () => {
    const at = Date.UTC(2026, 0, 5, 1, 0)
    expect(lastMovementInWords({ lastMovement: { at, deviceKey: 'gone', room: 'living' } }, [sensor('Lounge')])).toEqual({ at: new Date(at).toISOString(), place: 'Living room' })
    expect(lastMovementInWords({ lastMovement: { at, deviceKey: 'gone', room: 'other' } }, [])?.place).toBeNull()
    expect(lastMovementInWords({ lastMovement: null }, [])).toBeNull()
  })
})

describe("the Emergency button's sentence", () => {
  const pressed = new Date(Date.UTC(2026, 0, 5, 2, 0))
  it('gives the place and how long before the press', () => {
    expect(lastMovementSentence({ at: '2026-01-05T00:44:00.000Z', place: 'Bathroom' }, pressed)).toBe('Last movement seen before the button was pressed: Bathroom, 1 h 16 min earlier.')
    expect(lastMovementSentence({ at: '2026-01-05T01:59:30.000Z', place: 'Kitchen' }, pressed)).toBe('Last movement seen before the button was pressed: Kitchen, moments before.')
    expect(lastMovementSentence(null, pressed)).toBe('')
  })
})
