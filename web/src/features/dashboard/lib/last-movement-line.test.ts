// The header's 'Last movement: Bathroom, 1 h 16 min ago' (decision 0096)
import { describe, expect, it } from 'vitest'
import { lastMovementLine } from './last-movement-line'

const now = new Date('2026-01-05T02:00:00Z')
const engine = (over: Record<string, unknown> = {}) => ({ atHome: true, awaySince: null, lastMovement: { at: '2026-01-05T00:44:00Z', place: 'Bathroom' }, ...over })

describe('the last movement line', () => {
  it('gives the place and how long ago', () => {
    expect(lastMovementLine({ engine: engine() }, now)).toBe('Last movement: Bathroom, 1 h 16 min ago')
    expect(lastMovementLine({ engine: engine({ lastMovement: { at: '2026-01-05T01:59:40Z', place: 'Kitchen' } }) }, now)).toBe('Last movement: Kitchen, just now')
  })

  it('says nothing where the engine does not, nor while out, a door is watched, history comes or watching ended', () => {
    expect(lastMovementLine(undefined, now)).toBeNull()
    expect(lastMovementLine({ engine: engine({ lastMovement: null }) }, now)).toBeNull()
    expect(lastMovementLine({ engine: engine({ lastMovement: undefined }) }, now)).toBeNull()
    expect(lastMovementLine({ engine: engine({ lastMovement: { at: '2026-01-05T00:44:00Z', place: null } }) }, now)).toBeNull()
    expect(lastMovementLine({ engine: engine({ atHome: false, awaySince: '2026-01-05T01:00:00Z' }) }, now)).toBeNull()
    expect(lastMovementLine({ engine: engine({ atHome: true, cameInAt: '2026-01-05T01:00:00Z', cameInPetMoved: true }) }, now)).toBeNull()
    expect(lastMovementLine({ engine: engine(), receivingHistory: true }, now)).toBeNull()
    expect(lastMovementLine({ engine: engine(), monitoringEndedAt: '2026-01-04T00:00:00Z' }, now)).toBeNull()
    expect(lastMovementLine({ engine: engine(), watchesNothingInside: true }, now)).toBeNull()
  })
})
