// A sensor with no name of its own is named by its room in words a carer uses: 'The living sensor'
// was what an alert said of a living-room sensor registered without a name.
import { describe, expect, it } from 'vitest'
import type { OfflineContext } from './offline'
import { sensorName } from './sensor-name'

const context = (room: string, kind: 'motion' | 'door' = 'motion', name: string | null = null) =>
  ({ roomOf: () => room, kindOf: () => kind, nameOf: () => name }) as unknown as OfflineContext

describe('how an alert names a sensor', () => {
  it("says the room as people do, not the engine's key", () => {
    expect(sensorName('k', context('living'))).toBe('The living room sensor')
    expect(sensorName('k', context('living'), true)).toBe('the living room sensor')
    expect(sensorName('k', context('kitchen'))).toBe('The kitchen sensor')
  })
  it("keeps the family's own name, the front door's, and 'A sensor' where the room is not known", () => {
    expect(sensorName('k', context('living', 'motion', 'Telly corner'))).toBe('Telly corner')
    expect(sensorName('k', context('entrance', 'door'))).toBe('The front door sensor')
    expect(sensorName('k', context('other'))).toBe('A sensor')
  })
})
