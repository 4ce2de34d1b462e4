// A possible fall as the family reads it: the title, where and how long ago, and when it turns critical
import { describe, expect, it } from 'vitest'
import { fallFinding, fallSeverity } from './falls'
import type { QuietAssessment } from './inactivity'
import { quietAssessment } from './quiet-assessment-test-kit'
import { dayIndexOf, localInstant } from './synthetic-home'

const START = dayIndexOf('2024-05-06')
const local = (day: number, hour: number, minute = 0) => localInstant(START + day, hour * 60 + minute, 'UTC')

describe('a possible fall as the family reads it', () => {
  /** A quiet spell of 50 minutes after the bathroom at 03:00, against a limit of 40 */
  const spell = (over: Partial<QuietAssessment> = {}): QuietAssessment =>
    quietAssessment({
      quietMinutes: 50,
      judgedMinutes: 50,
      lastMovementAt: local(10, 2, 10),
      limitMinutes: 40,
      usualLongestMinutes: 20,
      room: 'bathroom',
      hour: 3,
      startHour: 2,
      asleep: true,
      ...over,
    })

  it('says where and how long ago the last movement was, and what is usual there', () => {
    expect(fallFinding(spell({ hour: 11, startHour: 10 }))).toMatchObject({
      type: 'emergency',
      severity: 'high',
      title: 'Possible fall in the bathroom',
      description: 'Last movement was in the bathroom 50 min ago and nothing since, anywhere — quiet after the bathroom around now usually ends within 20 min.',
      dedupeKey: 'emergency',
    })
    expect(fallFinding(spell({ room: 'hall', hour: 11, usualLongestMinutes: null }))?.description).toBe('Last movement was in the hall 50 min ago and nothing since, anywhere.')
  })

  it('calls a toilet visit at night a night-time bathroom visit, but silence after the hall at night a possible fall in the hall', () => {
    const toilet = fallFinding(spell({ room: 'toilet' }))
    expect(toilet?.title).toBe('Night-time bathroom visit has not ended')
    expect(toilet?.metadata.fallType).toBe('night_bathroom_visit')
    const hall = fallFinding(spell({ room: 'hall' }))
    expect(hall?.title).toBe('Possible fall in the hall')
    expect(hall?.metadata.fallType).toBe('hall_then_silence')
  })

  it('keeps a visit that began at night a night-time visit when it is still going in the morning, and one that began in the evening a possible fall', () => {
    const morning = fallFinding(spell({ startHour: 3, hour: 7, quietMinutes: 280, judgedMinutes: 280 }))
    expect(morning?.title).toBe('Night-time bathroom visit has not ended')
    expect(morning?.metadata.fallType).toBe('night_bathroom_visit')
    const evening = fallFinding(spell({ startHour: 21, hour: 23, asleep: false }))
    expect(evening?.title).toBe('Possible fall in the bathroom')
    expect(evening?.metadata.fallType).toBe('bathroom_then_silence')
  })

  it('raises nothing until the quiet has outlasted its limit, and is critical from half an hour past it', () => {
    expect(fallFinding(spell({ quietMinutes: 40, judgedMinutes: 40 }))).toBeNull()
    expect(fallFinding(spell({ quietMinutes: 40.5, judgedMinutes: 40.5 }))?.severity).toBe('high')
    expect(fallSeverity(69, 40)).toBe('high')
    expect(fallSeverity(70, 40)).toBe('critical')
  })
})
