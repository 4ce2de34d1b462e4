// The engine's quiet and night-out texts as the web app's card shows them (contracts/length-as-raised.ts,
// decision 0103): the quiet's length as raised taken out, every other word and length kept. Here so that a
// change to the engine's wording that the card would no longer read shows at once.
import { describe, expect, it } from 'vitest'
import { withoutLengthAsRaised } from '../../contracts/length-as-raised'
import { fallFinding } from './falls'
import { inactivityFinding, type QuietAssessment } from './inactivity'
import { nightOutAlert } from './night-out-text'
import { petQuietFinding, type PetQuiet } from './pet-finding'
import { quietAssessment } from './quiet-assessment-test-kit'

const assessment = (room: string, over: Partial<QuietAssessment> = {}) =>
  quietAssessment({
    quietMinutes: 130,
    judgedMinutes: 130,
    lastMovementAt: Date.parse('2026-12-05T23:50:00Z'),
    usualIntervalMinutes: 25,
    room,
    evidenceSpells: 4,
    hour: 2,
    startHour: 23,
    ...over,
  })

describe('withoutLengthAsRaised on the engine’s own texts', () => {
  it('an inactivity alert: its length out, the words around it kept', () => {
    const { description } = inactivityFinding(assessment('kitchen'))!
    expect(description).toBe('No movement for 2 h 10 min at home (last in the kitchen) — usually every 25 min at this time of day.')
    expect(withoutLengthAsRaised(description)).toBe('No movement at home (last in the kitchen) — usually every 25 min at this time of day.')
  })

  it('a possible fall: its length out; the usual length and the unheard minutes kept', () => {
    const { description } = fallFinding(assessment('bathroom', { usualIntervalMinutes: null, usualLongestMinutes: 20, unwatchedMinutes: 15 }))!
    expect(description).toMatch(/^Last movement was in the bathroom 2 h 10 min ago and nothing since, anywhere — /)
    expect(withoutLengthAsRaised(description)).toBe(
      'Last movement was in the bathroom and nothing since, anywhere — quiet after the bathroom around now usually ends within 20 min; ' +
        '15 min of it passed while Hearthwatch could not hear the home, and is not counted; they may have gone out meanwhile.',
    )
  })

  it('a pet home’s: the quiet’s length out, the usual one kept', () => {
    const quiet: PetQuiet = { quietMinutes: 200, limitMinutes: 120, usualLongestMinutes: 90, lastAt: 0, room: 'kitchen', maybeOut: false, immuneRooms: [], immuneSensors: 0, heldCounts: false }
    expect(withoutLengthAsRaised(petQuietFinding(quiet)!.description)).toMatch(
      /^No door, fridge or cupboard used at home \(last in the kitchen\) — usually one is used within 1 h 30 min at this time of day\. /,
    )
    expect(withoutLengthAsRaised(petQuietFinding({ ...quiet, heldCounts: true })!.description)).toMatch(/^No sure sign of them at home \(last in the kitchen\) — usually one comes within 1 h 30 min /)
  })

  it('the night-out alerts', () => {
    const leftAt = Date.parse('2026-12-06T01:10:00Z')
    expect(withoutLengthAsRaised(nightOutAlert({ kind: 'left', leftAt, outMinutes: 80, daysWatched: 14 }, 'UTC', false).description)).toBe(
      'The front door opened at 01:10 in the night and nothing has moved inside since. They have not gone out at this time of night in the last 14 days. Unless someone is with them, check on them.',
    )
    expect(withoutLengthAsRaised(nightOutAlert({ kind: 'left', inDoubt: true, leftAt, outMinutes: 80, daysWatched: 14 }, 'UTC', true).description)).toContain(
      'since then only a mat or a motion sensor the pet can set off has fired: they may have gone out.',
    )
    const late = nightOutAlert({ kind: 'late', leftAt: Date.parse('2026-12-05T21:10:00Z'), outMinutes: 1445, daysWatched: 14 }, 'UTC', false).description
    expect(late).toMatch(/^Out since 21:10 last night \(1 d\) and not back/)
    expect(withoutLengthAsRaised(late)).toMatch(/^Out since 21:10 last night and not back: /)
  })

  it('a text that gives no such length is left as it is', () => {
    const battery = 'The battery of Kitchen Sensor (MSH-1) is at 8 % — replace it soon so monitoring does not stop.'
    expect(withoutLengthAsRaised(battery)).toBe(battery)
  })
})
