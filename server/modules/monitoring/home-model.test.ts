import { describe, expect, it } from 'vitest'
import { roomOf } from './home-model'

describe('roomOf', () => {
  it.each([
    ['Living Room', 'motion', 'living'],
    ['Bedroom', 'motion', 'bedroom'],
    ['Kitchen', 'motion', 'kitchen'],
    ['Hallway', 'motion', 'hall'],
    ['Upstairs landing', 'motion', 'hall'],
    ['Bathroom', 'motion', 'bathroom'],
    ['Downstairs loo', 'motion', 'toilet'],
    ['Front Door', 'door', 'entrance'],
    ['Back garden', 'door', 'entrance'],
    ['Conservatory', 'motion', 'other'],
  ] as const)('%s (%s) is the %s', (location, kind, room) => {
    expect(roomOf(location, kind)).toBe(room)
  })
})
