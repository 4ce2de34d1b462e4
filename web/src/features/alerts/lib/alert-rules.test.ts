import { afterEach, describe, expect, it } from 'vitest'
import type { CircleAlert } from '../api/get-alerts'
import { SEVERITY_FILTERS, TYPE_FILTERS, alertKindLabel, countAlerts, emptyAlertsState, filterAlerts, isFiltered, splitByStatus, startOfDayIn } from './alert-rules'
import { isBatteryAlert } from '@/lib/alert-urgency'

type A = Pick<CircleAlert, 'title' | 'description' | 'severity' | 'type' | 'device' | 'isResolved' | 'createdAt'>
const alert = (over: Partial<A>): A => ({
  title: 'Alert',
  description: '',
  severity: 'low',
  type: 'emergency',
  device: null,
  isResolved: false,
  createdAt: new Date(2025, 5, 1, 9).toISOString(),
  ...over,
})

const FALL = alert({ title: 'Possible fall', description: 'No movement in the Hallway', severity: 'critical', type: 'inactivity' })
const OFFLINE = alert({ title: 'Sensor offline', description: 'Lost contact', severity: 'high', type: 'sensor_offline', device: { name: 'Kitchen Sensor', location: 'Kitchen' } })
const ROUTINE = alert({ title: 'Later breakfast', description: 'Routine changed', severity: 'medium', type: 'pattern_change', isResolved: true })
const ALL = [FALL, OFFLINE, ROUTINE]

describe('filterAlerts', () => {
  it.each([
    ['nothing chosen', { search: '', severity: 'all', type: 'all' }, [FALL, OFFLINE, ROUTINE]],
    ['search in the title, any case', { search: 'FALL', severity: 'all', type: 'all' }, [FALL]],
    ['search in the description', { search: 'hallway', severity: 'all', type: 'all' }, [FALL]],
    ["search in the sensor's room", { search: 'kitchen', severity: 'all', type: 'all' }, [OFFLINE]],
    ['surrounding spaces ignored', { search: '  routine ', severity: 'all', type: 'all' }, [ROUTINE]],
    ['severity', { search: '', severity: 'high', type: 'all' }, [OFFLINE]],
    ['type', { search: '', severity: 'all', type: 'pattern_change' }, [ROUTINE]],
    ['severity and type that disagree', { search: '', severity: 'critical', type: 'sensor_offline' }, []],
    ['search and severity together', { search: 'sensor', severity: 'critical', type: 'all' }, []],
    ['no match', { search: 'zebra', severity: 'all', type: 'all' }, []],
  ] as const)('%s', (_, filters, expected) => {
    expect(filterAlerts(ALL, filters)).toEqual(expected)
  })
})

describe('isFiltered', () => {
  it.each([
    [{ search: '', severity: 'all', type: 'all' }, false],
    [{ search: '   ', severity: 'all', type: 'all' }, false],
    [{ search: 'zebra', severity: 'all', type: 'all' }, true],
    [{ search: '', severity: 'low', type: 'all' }, true],
    [{ search: '', severity: 'all', type: 'inactivity' }, true],
  ] as const)('%j → %s', (filters, expected) => expect(isFiltered(filters)).toBe(expected))
})

describe('emptyAlertsState', () => {
  it.each([
    ['active', false, false, 'active'],
    ['resolved', false, false, 'resolved'],
    ['active', false, true, 'unwatched'],
    ['resolved', false, true, 'resolved'],
    // alerts may be hidden by the filters: never 'All systems are functioning normally' or 'none resolved yet'
    ['active', true, false, 'filtered'],
    ['resolved', true, false, 'filtered'],
    ['active', true, true, 'filtered'],
  ] as const)('%s tab, filtered %s, no sensors %s → %s', (tab, filtered, hasNoSensors, expected) => {
    expect(emptyAlertsState(tab, { isFiltered: filtered, hasNoSensors })).toBe(expected)
  })
  it('says nothing matches when a search hides every alert of both tabs', () => {
    const filters = { search: 'zebra', severity: 'all', type: 'all' } as const
    const { active, resolved } = splitByStatus(filterAlerts(ALL, filters))
    expect([active, resolved]).toEqual([[], []])
    expect(countAlerts(ALL, new Date(2025, 5, 1, 12)).active).toBe(2)
    expect(emptyAlertsState('active', { isFiltered: isFiltered(filters), hasNoSensors: false })).toBe('filtered')
    expect(emptyAlertsState('resolved', { isFiltered: isFiltered(filters), hasNoSensors: false })).toBe('filtered')
  })
})

describe('countAlerts', () => {
  // local times: 'today' starts at midnight where the browser is
  const NOW = new Date(2025, 5, 2, 10, 30)
  it.each([
    ['none', [], { total: 0, active: 0, critical: 0, today: 0 }],
    ['critical counts only while unresolved', [alert({ severity: 'critical' }), alert({ severity: 'critical', isResolved: true })], { total: 2, active: 1, critical: 1, today: 0 }],
    ['made at local midnight is today', [alert({ createdAt: new Date(2025, 5, 2, 0, 0).toISOString() })], { total: 1, active: 1, critical: 0, today: 1 }],
    ['a minute before midnight is not', [alert({ createdAt: new Date(2025, 5, 1, 23, 59).toISOString() })], { total: 1, active: 1, critical: 0, today: 0 }],
    ['resolved ones made today still count as today', [alert({ isResolved: true, createdAt: new Date(2025, 5, 2, 10).toISOString() })], { total: 1, active: 0, critical: 0, today: 1 }],
    ['24 hours ago is yesterday', [alert({ createdAt: new Date(2025, 5, 1, 10, 30).toISOString() })], { total: 1, active: 1, critical: 0, today: 0 }],
    ['resolved critical alerts are not counted as critical, however many', [alert({ severity: 'critical' }), alert({ severity: 'critical', isResolved: true }), alert({ severity: 'critical', isResolved: true })], { total: 3, active: 1, critical: 1, today: 0 }],
  ] as const)('%s', (_, alerts, expected) => {
    expect(countAlerts(alerts, NOW)).toEqual(expected)
  })
})

describe("countAlerts in the circle's time zone", () => {
  // 2025-06-02 10:30 UTC is 19:30 in Tokyo (UTC+9) and 06:30 in New York (UTC-4, summer time)
  const NOW = new Date('2025-06-02T10:30:00Z')
  const at = (iso: string) => [alert({ createdAt: iso })]
  it.each([
    ['Asia/Tokyo', '2025-06-01T15:00:00Z', 1],
    ['Asia/Tokyo', '2025-06-01T14:59:59Z', 0],
    ['America/New_York', '2025-06-02T04:00:00Z', 1],
    ['America/New_York', '2025-06-02T03:59:00Z', 0],
    ['UTC', '2025-06-02T00:00:00Z', 1],
    ['UTC', '2025-06-01T23:59:59Z', 0],
  ] as const)('in %s, made at %s: today %i', (zone, createdAt, today) => {
    expect(countAlerts(at(createdAt), NOW, zone).today).toBe(today)
  })
  it.each([
    // Sunday 30 March 2025 in London, 10:00 BST: the day began at 00:00 GMT, before the clocks went forward
    ['2025-03-30T09:00:00Z', '2025-03-29T23:30:00Z', '2025-03-30T00:00:00Z'],
    // Sunday 26 October 2025, 10:00 GMT: the day began at 00:00 BST, before the clocks went back
    ['2025-10-26T10:00:00Z', '2025-10-25T22:59:59Z', '2025-10-25T23:00:00Z'],
  ] as const)('on a day the clocks change in the circle\'s zone (now %s), counts from the real local midnight', (now, before, midnight) => {
    expect(startOfDayIn(new Date(now), 'Europe/London')).toBe(Date.parse(midnight))
    expect(countAlerts(at(before), new Date(now), 'Europe/London').today).toBe(0)
    expect(countAlerts(at(midnight), new Date(now), 'Europe/London').today).toBe(1)
  })
  it('falls back to the browser\'s midnight for a zone it does not know', () => {
    expect(startOfDayIn(NOW, 'Mars/Olympus_Mons')).toBe(startOfDayIn(NOW))
  })
  it('counts an alert made exactly at midnight as today, and one a millisecond earlier as not, whatever the seconds on the clock now', () => {
    const now = new Date('2025-06-02T10:30:45.500Z')
    expect(countAlerts(at('2025-06-02T00:00:00.000Z'), now, 'UTC').today).toBe(1)
    expect(countAlerts(at('2025-06-01T23:59:59.999Z'), now, 'UTC').today).toBe(0)
  })
})

describe("countAlerts without the circle's time zone, on the day the browser's clocks change", () => {
  const browserZone = process.env.TZ
  afterEach(() => {
    if (browserZone === undefined) delete process.env.TZ
    else process.env.TZ = browserZone
  })
  it('starts Today at the real local midnight, not an hour early, the morning the clocks go forward', () => {
    process.env.TZ = 'Europe/London'
    // Sunday 30 March 2025, 10:00 BST; midnight was 00:00 GMT, before the clocks went forward at 01:00
    const now = new Date('2025-03-30T09:00:00Z')
    // setting TZ takes effect in a forked test process (vitest's default pool), not in a worker thread
    expect(now.getHours(), 'the browser zone did not become Europe/London').toBe(10)
    expect(startOfDayIn(now)).toBe(Date.parse('2025-03-30T00:00:00Z'))
    expect(countAlerts([alert({ createdAt: '2025-03-29T23:30:00Z' })], now).today).toBe(0)
    expect(countAlerts([alert({ createdAt: '2025-03-30T00:00:00Z' })], now).today).toBe(1)
  })
})

describe('the filters offered', () => {
  it('are the severities and types SPEC.md §2 lists, in its words and order, after All', () => {
    expect(SEVERITY_FILTERS).toEqual([
      { value: 'all', label: 'All Severities' },
      { value: 'critical', label: 'Critical' },
      { value: 'high', label: 'High' },
      { value: 'medium', label: 'Medium' },
      { value: 'low', label: 'Low' },
    ])
    expect(TYPE_FILTERS).toEqual([
      { value: 'all', label: 'All Types' },
      { value: 'inactivity', label: 'Inactivity' },
      { value: 'sensor_offline', label: 'Sensor Offline' },
      { value: 'pattern_change', label: 'Pattern Change' },
      { value: 'emergency', label: 'Emergency' },
    ])
  })
})

describe('splitByStatus', () => {
  it('keeps the order within each tab', () => {
    expect(splitByStatus(ALL)).toEqual({ active: [FALL, OFFLINE], resolved: [ROUTINE] })
  })

  it('lists the active most urgent first, a possible fall as critical, newest first within; the resolved as sent', () => {
    // newest first, as the server sends them
    const battery = alert({ title: 'Battery low', severity: 'low', type: 'sensor_offline' })
    const quiet = alert({ title: 'Quiet', severity: 'medium', type: 'inactivity' })
    const fall = alert({ title: 'Possible fall', severity: 'high', type: 'emergency' })
    const olderQuiet = alert({ title: 'Quiet earlier', severity: 'medium', type: 'inactivity' })
    const critical = alert({ title: 'No movement', severity: 'critical', type: 'inactivity' })
    const done = alert({ title: 'Done', severity: 'critical', type: 'emergency', isResolved: true })
    const doneLow = alert({ title: 'Done low', severity: 'low', type: 'sensor_offline', isResolved: true })
    const { active, resolved } = splitByStatus([battery, doneLow, quiet, fall, olderQuiet, done, critical])
    expect(active.map((a) => a.title)).toEqual(['Possible fall', 'No movement', 'Quiet', 'Quiet earlier', 'Battery low'])
    expect(resolved.map((a) => a.title)).toEqual(['Done low', 'Done'])
  })
})

describe('a low battery or a hub, stored as sensor_offline', () => {
  it.each([
    [{ type: 'sensor_offline', dedupeKey: 'battery:abc', metadata: { batteryLevel: 15 } }, 'Low battery'],
    [{ type: 'sensor_offline', dedupeKey: null, metadata: { batteryLevel: 15, threshold: 20 } }, 'Low battery'],
    [{ type: 'sensor_offline', dedupeKey: 'offline:abc', metadata: { silentHomeMinutes: 900 } }, 'Sensor Offline'],
    [{ type: 'inactivity', dedupeKey: 'inactivity', metadata: null }, 'Inactivity'],
    [{ type: 'sensor_offline', dedupeKey: 'hub:zigbee2mqtt:zigbee2mqtt', metadata: { silentMinutes: 45 } }, 'Hub offline'],
    [{ type: 'sensor_offline', dedupeKey: 'chatter:abc', metadata: { runMinutes: 190 } }, 'Sensor keeps firing'],
    [{ type: 'sensor_offline', dedupeKey: 'engine:stopped', metadata: { source: 'engine' } }, 'Monitoring stopped'],
  ] as const)('%o is labelled %s', (alert, label) => {
    expect(alertKindLabel(alert)).toBe(label)
    expect(isBatteryAlert(alert)).toBe(label === 'Low battery')
  })
})
