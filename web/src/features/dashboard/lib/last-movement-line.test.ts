// The header's 'Last seen in: Bathroom' under the last-activity indicator (decisions 0096 and 0100)
import { describe, expect, it } from 'vitest'
import { headerLastActivity } from './dashboard-rules'
import { lastMovementLine } from './last-movement-line'

const now = new Date('2026-01-05T02:00:00Z')
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString()
const engine = (over: Record<string, unknown> = {}) => ({ atHome: true, awaySince: null, lastMovement: { at: '2026-01-05T00:44:00Z', place: 'Bathroom' }, ...over })

describe('the last movement line', () => {
  it('gives the place, and how long ago only where the indicator dates another movement', () => {
    // the indicator's time is of this movement: the place alone
    expect(lastMovementLine({ lastMotionAt: '2026-01-05T00:44:00Z', engine: engine() }, now, 'Quiet period')).toBe('Last seen in: Bathroom')
    // a newer report the engine does not take as her moving inside (the front door): the line keeps its own time
    expect(lastMovementLine({ lastMotionAt: ago(5), engine: engine() }, now, 'Active recently')).toBe('Last seen in: Bathroom, 1 h 16 min ago')
    expect(lastMovementLine({ lastMotionAt: null, engine: engine({ lastMovement: { at: '2026-01-05T01:59:40Z', place: 'Kitchen' } }) }, now, 'No activity yet')).toBe('Last seen in: Kitchen, just now')
    // an older server without lastMotionAt
    expect(lastMovementLine({ engine: engine() }, now, 'Quiet period')).toBe('Last seen in: Bathroom, 1 h 16 min ago')
  })

  it("adds the clock beside 'Extended quiet', which gives the age in whole hours only", () => {
    expect(lastMovementLine({ lastMotionAt: '2026-01-05T00:44:00Z', engine: engine() }, now, 'Extended quiet', 'UTC', 'UTC')).toBe('Last seen in: Bathroom, at 00:44')
  })

  it('says nothing where the engine does not, nor while out, a door is watched, history comes or watching ended', () => {
    expect(lastMovementLine(undefined, now, 'Last activity loading')).toBeNull()
    expect(lastMovementLine({ engine: engine({ lastMovement: null }) }, now, 'Quiet period')).toBeNull()
    expect(lastMovementLine({ engine: engine({ lastMovement: undefined }) }, now, 'Quiet period')).toBeNull()
    expect(lastMovementLine({ engine: engine({ lastMovement: { at: '2026-01-05T00:44:00Z', place: null } }) }, now, 'Quiet period')).toBeNull()
    expect(lastMovementLine({ engine: engine({ atHome: false, awaySince: '2026-01-05T01:00:00Z' }) }, now, 'Out since 01:00')).toBeNull()
    expect(lastMovementLine({ engine: engine({ atHome: true, cameInAt: '2026-01-05T01:00:00Z', cameInPetMoved: true }) }, now, 'Door opened 01:00')).toBeNull()
    expect(lastMovementLine({ engine: engine(), receivingHistory: true }, now, "Receiving the hub's history")).toBeNull()
    expect(lastMovementLine({ engine: engine(), monitoringEndedAt: '2026-01-04T00:00:00Z' }, now, 'Quiet period')).toBeNull()
    expect(lastMovementLine({ engine: engine(), watchesNothingInside: true }, now, 'Quiet period')).toBeNull()
  })
})

/** Both header lines as a phone shows them, for a movement `minutes` ago in the bathroom that was the newest */
function header(minutes: number, over: Record<string, unknown> = {}, urgentOpen = false) {
  const stats = {
    lastMotionAt: ago(minutes),
    activeDevices: 3,
    totalDevices: 3,
    engine: { ...engine({ lastMovement: { at: ago(minutes), place: 'Bathroom' }, isLearning: false }), ...over },
  }
  const last = headerLastActivity({ data: stats, isError: false }, now, 'UTC', 'UTC', urgentOpen)
  return { indicator: [last.label, last.detail].filter(Boolean).join(' · '), place: lastMovementLine(stats, now, last.label, 'UTC', 'UTC') }
}

describe('the indicator and the line under it say each thing once', () => {
  // each state of the indicator the line shows under (out, a watched door, learning, history coming: no line)
  it.each([
    ['active recently', header(5), 'Active recently · 5m ago'],
    ['likely asleep', header(97, { asleep: true, quietMinutes: 97, quietLimitMinutes: 540 }), 'Likely asleep · last movement 00:23'],
    ['quiet within the limit, 2 h or more', header(150, { quietMinutes: 150, quietLimitMinutes: 200 }), 'Last movement Sun 23:30 · 2h ago'],
    ['quiet period', header(76, { quietMinutes: 76, quietLimitMinutes: 60 }), 'Quiet period · 76m ago'],
    ['extended quiet', header(179, { quietMinutes: 179, quietLimitMinutes: 120 }), 'Extended quiet · 2h ago'],
    ['asleep, an urgent alert open', header(97, { asleep: true, quietMinutes: 97, quietLimitMinutes: 540 }, true), 'Quiet period · 97m ago'],
  ])('%s', (_, shown, indicator) => {
    expect(shown.indicator).toBe(indicator)
    // the place once; when she last moved once (the clock or the age, never both lines)
    expect(shown.place).toMatch(/^Last seen in: Bathroom/)
    const lines = `${shown.indicator}\n${shown.place}`
    expect(lines.match(/\b\d\d:\d\d\b/g)?.length ?? 0, lines).toBeLessThanOrEqual(1)
    expect(lines.match(/\bago\b/g)?.length ?? 0, lines).toBeLessThanOrEqual(1)
    expect(lines.match(/last movement/gi)?.length ?? 0, lines).toBeLessThanOrEqual(1)
  })

  it("beside 'Extended quiet', which rounds to hours, the clock says when", () => {
    expect(header(179, { quietMinutes: 179, quietLimitMinutes: 120 }).place).toBe('Last seen in: Bathroom, at Sun 23:01')
    expect(header(97, { asleep: true, quietMinutes: 97, quietLimitMinutes: 540 }).place).toBe('Last seen in: Bathroom')
  })
})
