import { describe, expect, it } from 'vitest'
import { asksBeforeResolve, canContactAbout, highestSeverity, isUrgentAlert, offersCallNow } from './alert-urgency'

const a = (type: string, severity: string) => ({ type, severity })

describe('alert urgency', () => {
  it.each([
    [a('emergency', 'high'), true, true, true],
    [a('emergency', 'critical'), true, true, true],
    [a('inactivity', 'critical'), true, true, true],
    [a('inactivity', 'medium'), false, true, true],
    [a('sensor_offline', 'critical'), true, true, false],
    [a('sensor_offline', 'high'), false, false, false],
    [a('pattern_change', 'low'), false, false, false],
  ])('%o: urgent %s, contact %s, asks before resolving %s', (alert, urgent, contact, asks) => {
    expect(isUrgentAlert(alert)).toBe(urgent)
    expect(canContactAbout(alert)).toBe(contact)
    expect(asksBeforeResolve(alert)).toBe(asks)
  })

  it.each([
    [{ type: 'sensor_offline', severity: 'medium', dedupeKey: 'offline:abc' }, true],
    [{ type: 'sensor_offline', severity: 'high', dedupeKey: 'hub:zigbee' }, true],
    [{ type: 'sensor_offline', severity: 'low', dedupeKey: 'battery:abc' }, true],
    [{ type: 'sensor_offline', severity: 'medium', dedupeKey: 'battery:abc' }, true],
    [{ type: 'sensor_offline', severity: 'medium', dedupeKey: 'chatter:abc' }, true],
    [{ type: 'pattern_change', severity: 'low', dedupeKey: 'chatter:abc' }, false],
    // an older row without the engine's cause, and another type that happens to share the prefix
    [{ type: 'sensor_offline', severity: 'low', dedupeKey: null }, false],
    [{ type: 'sensor_offline', severity: 'low', dedupeKey: null, metadata: { batteryLevel: 12 } }, true],
    [{ type: 'pattern_change', severity: 'low', dedupeKey: 'battery:abc' }, false],
    [{ type: 'pattern_change', severity: 'low', dedupeKey: 'offline:abc' }, false],
    [{ type: 'pattern_change', severity: 'low', dedupeKey: 'hub:zigbee' }, false],
  ])('a sensor alert %o asks before resolving: %s (a silent sensor or hub, or a low battery, is raised again)', (alert, asks) => {
    expect(asksBeforeResolve(alert)).toBe(asks)
  })

  it('finds the highest severity', () => {
    expect(highestSeverity([])).toBeNull()
    expect(highestSeverity([a('x', 'low'), a('x', 'high'), a('x', 'medium')])).toBe('high')
    expect(highestSeverity([a('x', 'critical'), a('x', 'high')])).toBe('critical')
  })
})

describe('offersCallNow', () => {
  it.each([
    [{ type: 'inactivity', severity: 'high' }, true],
    [{ type: 'inactivity', severity: 'low' }, true],
    [{ type: 'emergency', severity: 'high' }, true],
    [{ type: 'pattern_change', severity: 'critical' }, true],
    [{ type: 'pattern_change', severity: 'medium' }, false],
    [{ type: 'sensor_offline', severity: 'medium', dedupeKey: 'battery:s1' }, false],
  ])('%j → %s: as its e-mail calls it urgent or not', (alert, expected) => {
    expect(offersCallNow(alert)).toBe(expected)
  })
})
