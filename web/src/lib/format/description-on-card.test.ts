import { describe, expect, it } from 'vitest'
import { descriptionOnCard } from './description-on-card'

const RAISED = '2026-12-06T02:00:00Z'
const LAST = '2026-12-05T23:50:00Z'

describe('descriptionOnCard', () => {
  const quiet = {
    type: 'inactivity',
    createdAt: RAISED,
    description: 'No movement for 2 h 10 min at home (last in the kitchen) — usually every 25 min at this time of day.',
    metadata: { lastMovementAt: LAST, quietMinutes: 130 },
  }

  it('a quiet alert whose card gives the quiet now: without the old length', () => {
    expect(descriptionOnCard(quiet)).toBe('No movement at home (last in the kitchen) — usually every 25 min at this time of day.')
  })

  it('a possible fall and a night out: the same', () => {
    const fall = { ...quiet, type: 'emergency', description: 'Last movement was in the bathroom 1 h 10 min ago and nothing since, anywhere.' }
    expect(descriptionOnCard(fall)).toBe('Last movement was in the bathroom and nothing since, anywhere.')
    const out = { type: 'emergency', createdAt: RAISED, description: 'Out since 21:10 last night (4 h 50 min) and not back: check on them.', metadata: { outSince: LAST } }
    expect(descriptionOnCard(out)).toBe('Out since 21:10 last night and not back: check on them.')
  })

  it('an alert from before lastMovementAt was kept: its quietMinutes give the line, so the same', () => {
    expect(descriptionOnCard({ ...quiet, metadata: { quietMinutes: 130 } })).toBe('No movement at home (last in the kitchen) — usually every 25 min at this time of day.')
  })

  it('one with no line (nothing says when the quiet began): whole, its length the only one shown', () => {
    expect(descriptionOnCard({ ...quiet, metadata: {} })).toBe(quiet.description)
  })

  it('the Emergency button’s: without the sentence its line gives (decision 0100)', () => {
    const button = {
      type: 'emergency',
      createdAt: RAISED,
      description: 'The emergency button was pressed. Last movement seen before the button was pressed: Bathroom, 1 h 16 min earlier.',
      metadata: { source: 'button', lastMovement: { at: LAST, place: 'Bathroom' } },
    }
    expect(descriptionOnCard(button)).toBe('The emergency button was pressed.')
  })

  it('any other alert: whole', () => {
    const offline = { type: 'sensor_offline', createdAt: RAISED, description: 'Hall sensor has not reported for 3 h (since 23:00).', metadata: {} }
    expect(descriptionOnCard(offline)).toBe(offline.description)
  })
})
