// The Emergency button's alert on a card: where she was last seen before the press, once (decision 0100)
import { describe, expect, it } from 'vitest'
import { descriptionShown } from './button-last-movement'
import { lastMovementLine } from './last-movement'

const NOW = new Date('2026-01-05T02:10:00Z')
const PRESS = 'You pressed the Emergency button and asked for the emergency contacts to be notified.'
const pressed = (lastMovement: unknown, sentence = ' Last movement seen before the button was pressed: Bathroom, 1 h 16 min earlier.') => ({
  type: 'emergency',
  createdAt: '2026-01-05T02:00:00Z',
  description: `${PRESS}${sentence}`,
  metadata: { raisedBy: 'u1', source: 'button', lastMovement },
})

describe("the Emergency button's alert on a card", () => {
  it('gives where and when she was last seen before the press as its line, and the description without saying it again', () => {
    const alert = pressed({ at: '2026-01-05T00:44:00Z', place: 'Bathroom' })
    expect(lastMovementLine(alert, NOW, 'UTC', 'UTC')).toBe('Last seen in: Bathroom at 00:44, 1 h 16 min before the button was pressed')
    expect(descriptionShown(alert)).toBe(PRESS)
    // the card's texts together: the place once, the gap to the press once
    const card = `${lastMovementLine(alert, NOW, 'UTC', 'UTC')}\n${descriptionShown(alert)}`
    expect(card.match(/Bathroom/g)).toHaveLength(1)
    expect(card.match(/1 h 16 min/g)).toHaveLength(1)
  })

  it("in the home's time; moments before; and with no place, the time alone", () => {
    expect(lastMovementLine(pressed({ at: '2026-01-05T00:44:00Z', place: 'Bathroom' }), NOW, 'Europe/Paris', 'Europe/Paris')).toBe(
      'Last seen in: Bathroom at 01:44, 1 h 16 min before the button was pressed',
    )
    const moments = pressed({ at: '2026-01-05T01:59:30Z', place: 'Kitchen' }, ' Last movement seen before the button was pressed: Kitchen, moments before.')
    expect(lastMovementLine(moments, NOW, 'UTC', 'UTC')).toBe('Last seen in: Kitchen at 01:59, moments before the button was pressed')
    expect(descriptionShown(moments)).toBe(PRESS)
    const nowhere = pressed({ at: '2026-01-05T00:44:00Z', place: null }, ' Last movement seen before the button was pressed: 1 h 16 min earlier.')
    expect(lastMovementLine(nowhere, NOW, 'UTC', 'UTC')).toBe('Last seen at 00:44, 1 h 16 min before the button was pressed')
    expect(descriptionShown(nowhere)).toBe(PRESS)
  })

  it('leaves the description whole where the alert keeps no last movement, and other alerts as they were', () => {
    const none = { ...pressed(undefined, ''), metadata: { raisedBy: 'u1', source: 'button' } }
    expect(lastMovementLine(none, NOW, 'UTC', 'UTC')).toBeNull()
    expect(descriptionShown(none)).toBe(PRESS)
    const fall = {
      type: 'emergency',
      createdAt: '2026-01-05T01:50:00Z',
      description: 'Last movement was in the bathroom 1 h 6 min ago and nothing since, anywhere.',
      metadata: { lastMovementAt: '2026-01-05T00:44:00Z', quietMinutes: 66, fallType: 'bathroom_then_silence' },
    }
    expect(lastMovementLine(fall, NOW, 'UTC', 'UTC')).toBe('No movement since 00:44 — 1 h 26 min ago')
    expect(descriptionShown(fall)).toBe(fall.description)
  })
})
