// What a quiet alert says is usual must be true of the home. 'The longest quiet spell seen around now
// after the living was 37 min' was said where 60-minute spells after the living room had been seen a
// week before (the figure is an estimate: records fade 2 % a day and thin contexts pool wider ones).
// A night's quiet waited for by the usual getting-up time said nothing of it ('the longest … after the
// bathroom was 5 h 3 min' of an alert after 11 h 11 min), and claimed the caution's minutes
// ('Hearthwatch now waits 59 min longer') although the getting-up time alone had set the limit.
import { describe, expect, it } from 'vitest'
import { noteSelfEndedAlert } from './caution'
import { DEFAULT_QUIET_LIMIT } from './quiet-model'
import { usualText } from './quiet-text'
import { roomWords } from './rooms'
import type { QuietAssessment } from './inactivity'
import { quietAssessment } from './quiet-assessment-test-kit'
import { DEFAULT_DAY, dayEvents, dayIndexOf, localInstant, syntheticHome } from './synthetic-home'
import { quietAlerts, replay } from './test-replay'

const TZ = 'UTC'
const HOME = syntheticHome(TZ)
const START = dayIndexOf('2024-05-06')
const DAYS = 14
const ordinary = Array.from({ length: DAYS }, (_, i) => dayEvents(START + i, DEFAULT_DAY, TZ)).flat()
// the last evening: to bed at 22:45 as ever, and never up again
const lastEvening = dayEvents(START + DAYS, DEFAULT_DAY, TZ).filter((e) => e.timestamp.getTime() < localInstant(START + DAYS, 23 * 60, TZ))
const learned = () => replay(HOME, ordinary, localInstant(START, 0, TZ), localInstant(START + DAYS, 0, TZ)).state

function nightNeverUp(falseAlarmsBefore: number) {
  const state = learned()
  const at = localInstant(START + DAYS, 0, TZ)
  for (let i = 0; i < falseAlarmsBefore; i++) noteSelfEndedAlert(state, at, DEFAULT_QUIET_LIMIT)
  const run = replay(HOME, lastEvening, at, localInstant(START + DAYS + 1, 11 * 60, TZ), state)
  return quietAlerts(run)
}

describe('a night that never ends, as the family reads it', () => {
  it('says the usual getting-up time set the wait, and when that is', () => {
    const [first] = nightNeverUp(0)
    expect(first?.alert.title).toBe('Unusual inactivity')
    // raised an hour after the usual 07:00, from a bedtime at 22:45
    expect(first?.at).toBeGreaterThanOrEqual(localInstant(START + DAYS + 1, 8 * 60, TZ))
    expect(first?.at).toBeLessThanOrEqual(localInstant(START + DAYS + 1, 8 * 60 + 15, TZ))
    expect(first?.alert.description).toMatch(/; they usually get up around 07:0\d, and quiet in the night is only reported from an hour after that\.$/)
    expect(first?.alert.metadata.usualRise).toMatch(/^07:0\d$/)
  })

  it('claims no caution minutes when the getting-up time alone set the limit', () => {
    const [first] = nightNeverUp(3)
    const [plain] = nightNeverUp(0)
    // three false alarms lately add 45 min to every margin, but the wait for the getting-up time is longer still
    expect(first?.at).toBe(plain?.at)
    expect(first?.alert.description).not.toMatch(/waits .* longer/)
    expect(first?.alert.metadata.cautionMinutes).toBeUndefined()
  })
})

describe('what is usual, in words', () => {
  const assessment = (over: Partial<QuietAssessment>): QuietAssessment =>
    quietAssessment({
      quietMinutes: 63,
      judgedMinutes: 63,
      lastMovementAt: Date.UTC(2025, 1, 7, 14, 8),
      limitMinutes: 62,
      usualLongestMinutes: 37,
      usualIntervalMinutes: 14,
      room: 'living',
      evidenceSpells: 50,
      hour: 15,
      startHour: 14,
      ...over,
    })

  it('gives the usual longest quiet as what is usual, not as the longest ever seen', () => {
    expect(usualText(assessment({}))).toBe('usually every 14 min at this time of day; quiet after the living room around now usually ends within 37 min')
    expect(usualText(assessment({ room: 'kitchen', ownOnly: true, usualLongestMinutes: 25 }))).toBe(
      'usually every 14 min at this time of day; quiet after the same kitchen sensor within 6 hours of this time of day usually ends within 25 min',
    )
  })

  it('is quiet about the getting-up time when the quiet spells set the limit', () => {
    expect(usualText(assessment({ usualRiseMinute: null }))).not.toContain('get up')
    expect(usualText(assessment({ asleep: true, room: 'bedroom', usualRiseMinute: 7 * 60 + 22, quietMinutes: 9 * 60 }))).toContain('they usually get up around 07:22')
  })
})


describe('a room as a carer reads it after "the"', () => {
  it("the engine's short keys become words; a room's own name stays as it is", () => {
    expect(roomWords('living')).toBe('living room')
    expect(roomWords('other')).toBe('other room')
    // a sensor whose room was not given is in some other room, not 'the unknown'
    expect(roomWords('unknown')).toBe('other room')
    expect(roomWords('kitchen')).toBe('kitchen')
  })
})
