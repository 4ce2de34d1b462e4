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

  // what families type, British and American. The room is the name's last word that names one ('Bedroom
  // corridor' is a corridor, 'Front bedroom' a bedroom), before a word that places it ('Toilet by the
  // kitchen'); 'upstairs' and 'downstairs' say which floor, not stairs. A wrong one is not harmless: a
  // 'Front room' taken for the entrance raised 'Possible fall in the entrance' after an evening doze, and
  // a 'Cloakroom' taken for no room a slower alert than 'Possible fall' after a fall there.
  it.each([
    ['living', ['Front room', 'Lounge', 'Sitting room', 'Family room', 'Den', 'Snug', 'Drawing room', 'Parlour', 'TV room', 'Great room', 'Living/dining room', 'living room ']],
    ['toilet', ['Cloakroom', 'Downstairs cloakroom', 'Cloaks', 'Powder room', 'Lavatory', 'WC', 'Downstairs WC', 'Loo', 'Half bath', 'Guest toilet', 'Toilet by the kitchen']],
    ['bathroom', ['Washroom', 'En-suite', 'Ensuite', 'Master en suite', 'Shower room', 'Wet room', 'Main bathroom', 'Bathroom 2']],
    ['bedroom', ['Front bedroom', 'Master bedroom', 'Bedroom2', 'Guest room', 'Spare room', 'Box room', 'Bedside', 'Bedroom door']],
    ['kitchen', ['Kitchen diner', 'Pantry', 'Scullery', 'Kitchen door']],
    ['hall', ['Bedroom corridor', 'Landing', 'Stairs', 'Staircase', 'Top of the stairs', 'Hallway outside bathroom', 'Passage', 'Entrance hall', 'Front hall']],
    ['entrance', ['Porch', 'Front porch', 'Entryway', 'Foyer', 'Vestibule', 'Mudroom', 'Front door', 'Back door', 'Front']],
    ['study', ['Upstairs study', 'Upstairs office', 'Home office', 'Library']],
    ['other', ['Dining room', 'Utility room', 'Utility', 'Laundry', 'Garage', 'Doorway to garden', 'Sunroom', 'Upstairs', 'Garden', 'Back room']],
  ] as const)('reads the %s in the names people give it', (room, locations) => {
    expect(locations.filter((location) => roomOf(location, 'motion') !== room)).toEqual([])
  })
})
