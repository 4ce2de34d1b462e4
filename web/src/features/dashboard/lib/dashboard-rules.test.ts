import { describe, expect, it } from 'vitest'
import {
  activityPatternsView,
  anomalyLabel,
  doorConfidenceTone,
  doorStatus,
  headerLastActivity,
  headerSensorCount,
  healthScoreTone,
  lastActivityIndicator,
  moreAlertsLabel,
  recentDoorEvents,
  showsDoorDuration,
  countLabel,
  sensorBadgeWhileAway,
} from './dashboard-rules'
import { presenceOf } from './presence'

const NOW = new Date('2026-03-10T12:00:00Z')
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString()

describe('lastActivityIndicator', () => {
  it.each([
    [0, 'Active recently', 'green', 'Just now'],
    [29, 'Active recently', 'green', '29m ago'],
    [30, 'Quiet period', 'yellow', '30m ago'],
    [119, 'Quiet period', 'yellow', '119m ago'],
    [120, 'Extended quiet', 'red', '2h ago'],
    [179, 'Extended quiet', 'red', '2h ago'],
    [180, 'Extended quiet', 'red', '3h ago'],
  ])('%i minutes → %s', (minutes, label, tone, detail) => {
    expect(lastActivityIndicator(ago(minutes), NOW)).toEqual({ label, tone, detail })
  })
  it('no motion yet', () => expect(lastActivityIndicator(null, NOW).label).toBe('No activity yet'))
  it("out (the engine's word): when they went out, in the home's time and grey, not a quiet warning; at home the warnings as ever (decision 0018)", () => {
    expect(lastActivityIndicator(ago(240), NOW, { atHome: true, awaySince: null })).toEqual({ label: 'Extended quiet', tone: 'red', detail: '4h ago' })
    const out = { atHome: false, awaySince: '2026-03-10T09:12:00Z' }
    expect(lastActivityIndicator(ago(240), NOW, out, 'UTC', 'UTC')).toEqual({ label: 'Out since 09:12', tone: 'grey', detail: null })
    expect(lastActivityIndicator(ago(240), NOW, out, 'America/New_York', 'America/New_York').label).toBe('Out since 05:12')
    expect(lastActivityIndicator(ago(3000), NOW, { atHome: false, awaySince: '2026-03-08T17:40:00Z' }, 'UTC', 'UTC').label).toBe('Out since Sun 17:40')
    // a support agent on UTC looking after a home in New York: its time, saying whose
    expect(lastActivityIndicator(ago(240), NOW, out, 'America/New_York', 'UTC').label).toBe('Out since 05:12 New York time')
    expect(lastActivityIndicator(null, NOW, { atHome: false, awaySince: null })).toEqual({ label: 'Out', tone: 'grey', detail: null })
  })

  // the demo at night: 'All Good' beside a red 'Extended quiet · 4h ago' while the engine said asleep, within its limit
  const home = (over: { asleep?: boolean; quietMinutes?: number | null; quietLimitMinutes?: number | null }) => ({ atHome: true, awaySince: null, asleep: false, ...over })
  it.each([
    ['asleep, within the limit', ago(240), home({ asleep: true, quietMinutes: 240, quietLimitMinutes: 540 }), { label: 'Likely asleep', detail: 'last movement 08:00', tone: 'grey' }],
    ['asleep for 45 min', ago(45), home({ asleep: true, quietMinutes: 45, quietLimitMinutes: 540 }), { label: 'Likely asleep', detail: 'last movement 11:15', tone: 'grey' }],
    ['awake, quiet within the limit', ago(150), home({ quietMinutes: 150, quietLimitMinutes: 200 }), { label: 'Last movement 09:30', detail: '2h ago', tone: 'yellow' }],
    ['awake, at the limit', ago(200), home({ quietMinutes: 200, quietLimitMinutes: 200 }), { label: 'Last movement 08:40', detail: '3h ago', tone: 'yellow' }],
    ['awake, within the limit, under 2 hours: SPEC', ago(45), home({ quietMinutes: 45, quietLimitMinutes: 200 }), { label: 'Quiet period', detail: '45m ago', tone: 'yellow' }],
    ['moving: SPEC', ago(10), home({ asleep: false, quietMinutes: 10, quietLimitMinutes: 200 }), { label: 'Active recently', detail: '10m ago', tone: 'green' }],
    // past the engine's limit it is worried: SPEC's warning, asleep or not
    ['asleep, past the limit', ago(600), home({ asleep: true, quietMinutes: 600, quietLimitMinutes: 540 }), { label: 'Extended quiet', detail: '10h ago', tone: 'red' }],
    ['awake, past the limit', ago(240), home({ quietMinutes: 240, quietLimitMinutes: 200 }), { label: 'Extended quiet', detail: '4h ago', tone: 'red' }],
    // learning: no limit of its own yet (only 12 h alerts), so SPEC's clock rules stand
    ['learning', ago(240), home({ asleep: true, quietMinutes: 240, quietLimitMinutes: null }), { label: 'Extended quiet', detail: '4h ago', tone: 'red' }],
  ] as const)("at home, %s: follows the engine's judgement of the quiet", (_, last, engine, indicator) => {
    expect(lastActivityIndicator(last, NOW, engine, 'UTC', 'UTC')).toEqual(indicator)
  })
  it('says the last movement in the home\'s time', () => {
    const asleep = home({ asleep: true, quietMinutes: 240, quietLimitMinutes: 540 })
    expect(lastActivityIndicator(ago(240), NOW, asleep, 'Europe/Amsterdam', 'Europe/Amsterdam').detail).toBe('last movement 09:00')
    expect(lastActivityIndicator(ago(240), NOW, asleep, 'Europe/Amsterdam', 'UTC').detail).toBe('last movement 09:00 Amsterdam time')
  })
})

describe("the header's last activity and sensor count over the stats read", () => {
  const stats = (over: Partial<{ lastMotionAt: string | null; activeDevices: number; totalDevices: number }> = {}) => ({
    lastMotionAt: ago(45),
    engine: null,
    activeDevices: 2,
    totalDevices: 3,
    ...over,
  })
  it.each([
    ['loading', { data: undefined, isError: false }, { label: 'Last activity loading', detail: null, tone: 'grey' }, 'Sensors loading'],
    // a failed read is not a home where nobody moved: no 'No activity yet', and no sensors still loading
    ['failed', { data: undefined, isError: true }, { label: 'Last activity could not be loaded', detail: null, tone: 'grey' }, 'Sensor count could not be loaded'],
    ['answered', { data: stats(), isError: false }, { label: 'Quiet period', detail: '45m ago', tone: 'yellow' }, '2/3 sensors active'],
    ['answered, no motion ever', { data: stats({ lastMotionAt: null, activeDevices: 0, totalDevices: 0 }), isError: false }, { label: 'No activity yet', detail: 'No motion recorded', tone: 'grey' }, '0/0 sensors active'],
    ['a refresh failed: the last answer stays', { data: stats(), isError: true }, { label: 'Quiet period', detail: '45m ago', tone: 'yellow' }, '2/3 sensors active'],
    // a new home's hub sending its history: its newest event so far is days old, and that is no quiet spell
    ["receiving a new home's history", { data: { ...stats({ lastMotionAt: ago(14 * 24 * 60) }), receivingHistory: true }, isError: false }, { label: "Receiving the hub's history", detail: 'read once it has all come', tone: 'grey' }, '2/3 sensors active'],
  ] as const)('%s', (_, read, indicator, count) => {
    expect(headerLastActivity(read, NOW, 'UTC')).toEqual(indicator)
    expect(headerSensorCount(read)).toBe(count)
  })
  it("no calm 'Likely asleep' beside an open urgent alert (the Emergency button, a possible fall): the clock's words, as past the engine's limit", () => {
    const engine = { atHome: true, awaySince: null, asleep: true, quietMinutes: 130, quietLimitMinutes: 540 }
    const read = { data: { ...stats({ lastMotionAt: ago(130) }), engine }, isError: false }
    expect(headerLastActivity(read, NOW, 'UTC', 'UTC')).toEqual({ label: 'Likely asleep', detail: 'last movement 09:50', tone: 'grey' })
    expect(headerLastActivity(read, NOW, 'UTC', 'UTC', true)).toEqual({ label: 'Extended quiet', detail: '2h ago', tone: 'red' })
    // awake within the limit: not the yellow 'Last movement 09:50' either
    const awake = { data: { ...read.data, engine: { ...engine, asleep: false } }, isError: false }
    expect(headerLastActivity(awake, NOW, 'UTC', 'UTC', true)).toEqual({ label: 'Extended quiet', detail: '2h ago', tone: 'red' })
    // out stays out: the engine's word on where they are is not about the quiet
    const out = { data: { ...read.data, engine: { atHome: false, awaySince: ago(130) } }, isError: false }
    expect(headerLastActivity(out, NOW, 'UTC', 'UTC', true).label).toBe('Out since 09:50')
  })
  it("never 'Out since' in a home that watches only its front door: there every door reads as going out (decision 0031)", () => {
    const out = { isLearning: false, atHome: false, awaySince: ago(180), asleep: false, quietMinutes: null, quietLimitMinutes: null }
    expect(headerLastActivity({ data: { ...stats(), engine: out }, isError: false }, NOW, 'UTC').label).toBe('Out since 09:00')
    expect(headerLastActivity({ data: { ...stats(), engine: out, watchesNothingInside: true }, isError: false }, NOW, 'UTC')).toEqual({
      label: 'Quiet period',
      detail: '45m ago',
      tone: 'yellow',
    })
    expect(presenceOf({ engine: out, watchesNothingInside: true })).toBeNull()
    expect(presenceOf({ engine: out })).toBe(out)
  })

  it('never says that nobody moved unless the stats said so', () => {
    for (const isError of [false, true]) expect(headerLastActivity({ data: undefined, isError }, NOW).label).not.toMatch(/No activity|No motion/)
  })
})

describe('activityPatternsView', () => {
  const sensor = { id: 's1' }
  it.each([
    ['sensors loading', { data: undefined, isError: false }, { data: undefined, isError: false }, 'loading'],
    ['sensors failed', { data: undefined, isError: true }, { data: undefined, isError: false }, 'sensors-failed'],
    ['sensors failed, the activity as well', { data: undefined, isError: true }, { data: undefined, isError: true }, 'sensors-failed'],
    ['no sensors', { data: [], isError: false }, { data: [], isError: false }, 'no-sensors'],
    ['activity loading', { data: [sensor], isError: false }, { data: undefined, isError: false }, 'grid-loading'],
    ['activity failed', { data: [sensor], isError: false }, { data: undefined, isError: true }, 'activity-failed'],
    ['both answered', { data: [sensor], isError: false }, { data: [], isError: false }, 'grid'],
    ['a sensors refresh failed: the last answer stays', { data: [sensor], isError: true }, { data: [], isError: false }, 'grid'],
  ] as const)('%s → %s', (_, sensors, activity, view) => expect(activityPatternsView(sensors, activity)).toBe(view))
})

describe('sensorBadgeWhileAway', () => {
  it.each([
    [{ label: '4h ago', tone: 'red' }, true, 'grey'],
    [{ label: '45m ago', tone: 'yellow' }, true, 'grey'],
    [{ label: '4h ago', tone: 'red' }, false, 'red'],
    [{ label: 'Offline', tone: 'red' }, true, 'red'],
    [{ label: 'No Data', tone: 'yellow' }, true, 'yellow'],
  ] as const)('%o, out %s → %s', (badge, away, tone) => expect(sensorBadgeWhileAway(badge, away)).toEqual({ label: badge.label, tone }))
})

describe('doorStatus', () => {
  it.each([
    [[], 'Status Unknown'],
    [null, 'Status Unknown'],
    [[{ eventType: 'entered', timestamp: ago(5) }], 'Currently Home'],
    [[{ eventType: 'left', timestamp: ago(5) }], 'Currently Away'],
    [[{ eventType: 'visitor_arrived', timestamp: ago(5) }], 'Status Unknown'],
    [[{ eventType: 'left', timestamp: ago(50) }, { eventType: 'entered', timestamp: ago(5) }], 'Currently Home'],
  ] as const)('%o → %s', (events, status) => expect(doorStatus(events)).toBe(status))
  it("gives the bare '· N min' only where the details do not say how long already", () => {
    expect(showsDoorDuration({ duration: 95, details: 'Out for 95 min' })).toBe(false)
    expect(showsDoorDuration({ duration: 95, details: 'Back after 95 min away' })).toBe(false)
    expect(showsDoorDuration({ duration: 30, details: 'Visit of 30 min' })).toBe(false)
    expect(showsDoorDuration({ duration: 40, details: 'No movement inside since then' })).toBe(true)
    expect(showsDoorDuration({ duration: 5, details: 'Out for 95 min' })).toBe(true)
    expect(showsDoorDuration({ duration: null, details: 'Movement inside after the door' })).toBe(false)
  })
  it('keeps the four most recent', () => {
    const events = [1, 2, 3, 4, 5].map((m) => ({ id: String(m), timestamp: ago(m) }))
    expect(recentDoorEvents(events.reverse()).map((e) => e.id)).toEqual(['1', '2', '3', '4'])
  })
})

describe('colours', () => {
  it.each([
    [100, 'green'],
    [90, 'green'],
    [89, 'yellow'],
    [75, 'yellow'],
    [74, 'red'],
  ] as const)('door confidence %i → %s', (p, tone) => expect(doorConfidenceTone(p)).toBe(tone))
  it.each([
    [80, 'green'],
    [79, 'yellow'],
    [60, 'yellow'],
    [59, 'orange'],
    [40, 'orange'],
    [39, 'red'],
    [0, 'red'],
  ] as const)('health score %i → %s', (s, tone) => expect(healthScoreTone(s)).toBe(tone))
})

describe('labels', () => {
  it('View N More Alert(s)', () => {
    expect(moreAlertsLabel(1)).toBe('View 1 More Alert')
    expect(moreAlertsLabel(2)).toBe('View 2 More Alerts')
  })
  it('underscores as spaces', () => expect(anomalyLabel('late_wake_up')).toBe('late wake up'))
})

describe('countLabel', () => {
  it.each([
    [1, 'motion', '1 motion event'],
    [2, 'motion', '2 motion events'],
    [2, 'door', '2 door openings'],
    [1, 'door', '1 door opening'],
    [3, 'pressure', '3 presses'],
    [0, 'contact', '0 events'],
  ])('%d of a %s sensor → %s', (n, kind, text) => expect(countLabel(n, kind)).toBe(text))
})
