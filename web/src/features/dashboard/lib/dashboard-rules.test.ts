import { describe, expect, it } from 'vitest'
import {
  alertsCardState,
  anomalyLabel,
  canCheckOn,
  doorConfidenceTone,
  doorStatus,
  headerBadge,
  healthScoreTone,
  lastActivityIndicator,
  moreAlertsLabel,
  overallStatus,
  recentDoorEvents,
  telHref,
  countLabel,
} from './dashboard-rules'

const NOW = new Date('2026-03-10T12:00:00Z')
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString()

describe('overallStatus and headerBadge', () => {
  it.each([
    [{ alertsToday: 1, activityScore: 90, totalDevices: 2, activeDevices: 2 }, 'Attention Needed', 'Attention Needed'],
    [{ alertsToday: 1, activityScore: 10, totalDevices: 2, activeDevices: 0 }, 'Attention Needed', 'Attention Needed'],
    [{ alertsToday: 0, activityScore: 60, totalDevices: 2, activeDevices: 2 }, 'Everything Looks Good', 'All Good'],
    [{ alertsToday: 0, activityScore: 59, totalDevices: 2, activeDevices: 2 }, 'Activity Change', 'Monitoring'],
    [{ alertsToday: 0, activityScore: 90, totalDevices: 2, activeDevices: 1 }, 'Sensors Offline', 'Monitoring'],
    [{ alertsToday: 0, activityScore: 0, totalDevices: 0, activeDevices: 0 }, 'Activity Change', 'Monitoring'],
  ])('%o → %s / %s', (stats, overall, badge) => {
    expect(overallStatus(stats).label).toBe(overall)
    expect(headerBadge(stats).label).toBe(badge)
  })
})

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

describe('alerts card', () => {
  const a = (severity: string, type = 'pattern_change', isResolved = false) => ({ severity, type, isResolved })
  it('all clear with only resolved alerts', () => expect(alertsCardState([a('critical', 'emergency', true)]).kind).toBe('clear'))
  it('urgent with an open critical', () => expect(alertsCardState([a('low'), a('critical')]).kind).toBe('urgent'))
  it('notifications otherwise', () => expect(alertsCardState([a('high')]).kind).toBe('notifications'))
  it('at most four, then the rest counted', () => {
    const s = alertsCardState([1, 2, 3, 4, 5, 6].map(() => a('low')))
    expect(s.shown).toHaveLength(4)
    expect(s.more).toBe(2)
    expect(moreAlertsLabel(1)).toBe('View 1 More Alert')
    expect(moreAlertsLabel(2)).toBe('View 2 More Alerts')
  })
  it('Check On Them for inactivity or critical', () => {
    expect(canCheckOn(a('low', 'inactivity'))).toBe(true)
    expect(canCheckOn(a('critical', 'emergency'))).toBe(true)
    expect(canCheckOn(a('high', 'sensor_offline'))).toBe(false)
  })
  it('underscores as spaces', () => expect(anomalyLabel('late_wake_up')).toBe('late wake up'))
})

describe('telHref', () => {
  it.each([
    ['+44 7700-900123', 'tel:+447700900123'],
    ['01632 960 001', 'tel:01632960001'],
    [' +1-202-555-0147 ', 'tel:+12025550147'],
  ])('%s → %s', (phone, href) => expect(telHref(phone)).toBe(href))
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
