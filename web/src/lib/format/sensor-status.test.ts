import { describe, expect, it } from 'vitest'
import { sensorState } from '@contracts/sensor-state'
import { lastActivityText, minutesSince, sensorBadge, sensorStatusWord } from './sensor-status'

const NOW = new Date('2025-06-01T12:00:00Z')
const ago = (minutes: number, seconds = 0) => new Date(NOW.getTime() - minutes * 60_000 - seconds * 1000)

describe('sensorBadge', () => {
  it('calls a sensor the family switched off Switched off in grey, not a red Offline, whatever its last event or alert', () => {
    expect(sensorBadge({ isActive: false, lastActivity: ago(0) }, NOW)).toEqual({ label: 'Switched off', tone: 'grey' })
    expect(sensorBadge({ isActive: false, lastActivity: null }, NOW)).toEqual({ label: 'Switched off', tone: 'grey' })
    // an offline alert from before it was switched off (closed at the engine's next look) does not make it a fault
    expect(sensorBadge({ isActive: false, lastActivity: ago(60 * 30), offlineSince: ago(60) }, NOW)).toEqual({ label: 'Switched off', tone: 'grey' })
  })

  it('calls an active sensor that never reported No Data in yellow', () => {
    expect(sensorBadge({ isActive: true, lastActivity: null }, NOW)).toEqual({ label: 'No Data', tone: 'yellow' })
    expect(sensorBadge({ isActive: true, lastActivity: undefined }, NOW)).toEqual({ label: 'No Data', tone: 'yellow' })
  })

  it.each([
    [0, 0, 'Online', 'green'],
    [0, 59, 'Online', 'green'],
    [1, 0, '1m ago', 'green'],
    [29, 0, '29m ago', 'green'],
    [30, 0, '30m ago', 'green'],
    [30, 59, '30m ago', 'green'],
    [31, 0, '31m ago', 'yellow'],
    [59, 0, '59m ago', 'yellow'],
    [60, 0, '1h ago', 'yellow'],
    // online and silent past the hour: grey, not red, since red is Offline's colour (decision 0017)
    [61, 0, '1h ago', 'grey'],
    [119, 0, '1h ago', 'grey'],
    [120, 0, '2h ago', 'grey'],
    [60 * 24 * 3, 0, '72h ago', 'grey'],
  ])('%i min %i s after the last event: %s in %s', (minutes, seconds, label, tone) => {
    expect(sensorBadge({ isActive: true, lastActivity: ago(minutes, seconds) }, NOW)).toEqual({ label, tone })
  })

  it('is red exactly when the sensor is switched on but not online, so its colour agrees with the Offline counter', () => {
    const sensors = [
      { isActive: true, lastActivity: ago(4 * 60), offlineSince: null },
      { isActive: true, lastActivity: ago(8 * 60), offlineSince: null },
      { isActive: true, lastActivity: ago(42 * 60) },
      { isActive: true, lastActivity: ago(8 * 60), offlineSince: ago(60).toISOString() },
      { isActive: false, lastActivity: ago(2) },
      { isActive: false, lastActivity: ago(2), offlineSince: ago(60).toISOString() },
    ]
    for (const sensor of sensors) expect(sensorBadge(sensor, NOW).tone === 'red', JSON.stringify(sensor)).toBe(sensorState(sensor) === 'offline')
  })

  it('reads the ISO string the API sends', () => {
    expect(sensorBadge({ isActive: true, lastActivity: ago(45).toISOString() }, NOW)).toEqual({ label: '45m ago', tone: 'yellow' })
  })

  it('treats an event a little in the future (a fast sensor clock) as just now', () => {
    expect(sensorBadge({ isActive: true, lastActivity: ago(-2) }, NOW)).toEqual({ label: 'Online', tone: 'green' })
  })
})

describe('lastActivityText', () => {
  it.each([
    [true, null, 'No activity recorded'],
    [true, ago(0, 30), 'Active now'],
    [true, ago(1), 'Active 1 min ago'],
    [true, ago(29), 'Active 29 mins ago'],
    [true, ago(30), 'Active 30 mins ago'],
    [true, ago(31), 'Active 31 mins ago'],
    [true, ago(59), 'Active 59 mins ago'],
    [true, ago(60), 'Last active 1 hour ago'],
    [true, ago(61), 'Last active 1 hour ago'],
    [true, ago(120), 'Last active 2 hours ago'],
    [true, ago(60 * 24 - 1), 'Last active 23 hours ago'],
    [true, ago(60 * 24), 'Last active 1 day ago'],
    [true, ago(60 * 24 * 5 + 7), 'Last active 5 days ago'],
  ] as const)('active=%s, last event %s → %s', (isActive, lastActivity, text) => {
    expect(lastActivityText({ isActive, lastActivity }, NOW)).toBe(text)
  })
})

describe('a sensor the family switched off', () => {
  it.each([
    [ago(0, 20), 'Switched off just now: not watched until it is switched on again'],
    [ago(1), 'Switched off 1 min ago: not watched until it is switched on again'],
    [ago(45), 'Switched off 45 mins ago: not watched until it is switched on again'],
    [ago(60), 'Switched off 1 hour ago: not watched until it is switched on again'],
    [ago(60 * 23 + 59), 'Switched off 23 hours ago: not watched until it is switched on again'],
    [ago(60 * 24 * 3 + 5).toISOString(), 'Switched off 3 days ago: not watched until it is switched on again'],
  ])('says since when (switched off at %s) and that it is not watched: %s', (switchedOffAt, text) => {
    expect(lastActivityText({ isActive: false, lastActivity: ago(60 * 24 * 4), switchedOffAt }, NOW)).toBe(text)
  })

  it('says it is not watched without a time when since when is not known (switched off before it was kept)', () => {
    expect(lastActivityText({ isActive: false, lastActivity: ago(5) }, NOW)).toBe('Switched off: not watched until it is switched on again')
    expect(lastActivityText({ isActive: false, lastActivity: null, switchedOffAt: null }, NOW)).toBe('Switched off: not watched until it is switched on again')
  })

  it("never reads 'Device is offline', which SPEC keeps for a sensor switched on that has stopped reporting", () => {
    expect(lastActivityText({ isActive: false, lastActivity: null, offlineSince: ago(60) }, NOW)).not.toMatch(/offline/i)
    expect(lastActivityText({ isActive: true, lastActivity: null, offlineSince: ago(60) }, NOW)).toBe('Device is offline')
  })
})

describe('sensorStatusWord (Troubleshoot)', () => {
  const heard = '2026-10-06T07:55:00Z'
  it.each([
    [{ isActive: true, offlineSince: null, lastActivity: heard }, 'Online'],
    [{ isActive: true, offlineSince: '2026-10-06T08:00:00Z', lastActivity: heard }, 'Offline'],
    [{ isActive: true, offlineSince: '2026-10-06T08:00:00Z', lastActivity: null }, 'Offline'],
    [{ isActive: false, offlineSince: null, lastActivity: heard }, 'Switched off'],
    [{ isActive: false, offlineSince: '2026-10-06T08:00:00Z', lastActivity: null }, 'Switched off'],
    // never reported: its badge's 'No Data' and the Sensors page's counter, not Online (decision 0124)
    [{ isActive: true, offlineSince: null, lastActivity: null }, 'No Data'],
  ])('%o is %s', (sensor, word) => {
    expect(sensorStatusWord(sensor)).toBe(word)
  })
})

describe('minutesSince', () => {
  it('counts whole minutes and never goes below zero', () => {
    expect(minutesSince(ago(3, 59), NOW)).toBe(3)
    expect(minutesSince(ago(-10), NOW)).toBe(0)
  })
})

describe('a sensor the engine judges offline', () => {
  const now = new Date('2026-10-06T09:00:00Z')
  it.each([
    [{ isActive: true, lastActivity: null, offlineSince: '2026-10-06T08:00:00Z' }],
    [{ isActive: true, lastActivity: '2026-10-06T08:59:30Z', offlineSince: '2026-10-06T08:00:00Z' }],
  ])('is Offline whatever its switch and last event say (%o)', (sensor) => {
    expect(sensorState(sensor)).toBe('offline')
    expect(sensorBadge(sensor, now)).toEqual({ label: 'Offline', tone: 'red' })
    expect(lastActivityText(sensor, now)).toBe('Device is offline')
  })
  it('is Online again once its alert is closed', () => {
    expect(sensorState({ isActive: true, offlineSince: null, lastActivity: '2026-10-06T08:59:30Z' })).toBe('online')
    expect(sensorState({ isActive: true, offlineSince: null, lastActivity: null })).toBe('no-data')
    expect(sensorBadge({ isActive: true, lastActivity: null, offlineSince: null }, now)).toEqual({ label: 'No Data', tone: 'yellow' })
  })
})
