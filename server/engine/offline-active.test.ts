import { describe, expect, it } from 'vitest'
import { MINUTE_MS } from './local-time'
import { activeLimitMinutes, deviceSeen, devicesAddHomeTime, newDeviceHealth, OFFLINE_RULES } from './offline'
import { local, raised, routine, run } from './offline-test-kit'

const HOUR_MS = 60 * MINUTE_MS

describe('a sensor judged on how much of her being about it has sat through', () => {
  it('counts the minutes at home within 10 min of a report inside, and learns the longest silence on that count', () => {
    const device = newDeviceHealth()
    const t0 = local(0, 9)
    deviceSeen(device, t0, null)
    // a quarter hour at home whose last report inside came 5 min before it: 5 of its minutes had someone about
    devicesAddHomeTime({ device }, 15, 9, t0, t0 - 5 * MINUTE_MS)
    expect(device.homeMinutesSince).toBe(15)
    expect(device.activeSince).toBe(5)
    // a night's quarter hour with nobody about adds time at home only
    devicesAddHomeTime({ device }, 15, 9, t0 + 15 * MINUTE_MS, t0 - 5 * MINUTE_MS)
    expect(device.activeSince).toBe(5)
    // someone about through all of it
    devicesAddHomeTime({ device }, 15, 9, t0 + 30 * MINUTE_MS, t0 + 44 * MINUTE_MS)
    expect(device.activeSince).toBe(6)
    deviceSeen(device, t0 + HOUR_MS, null)
    expect(device.activeGapMax).toBe(6)
    expect(device.activeSince).toBe(0)
    expect(device.activeGaps).toBe(1)
  })

  it('is not trusted before it has learned ten uses, nor on a state saved before it (which learns from its next use on)', () => {
    const device = newDeviceHealth()
    let at = local(0, 8)
    for (let use = 0; use < OFFLINE_RULES.activeMinGaps; use++) {
      expect(activeLimitMinutes(device)).toBeNull()
      deviceSeen(device, at, null)
      devicesAddHomeTime({ device }, 60, 8, at, at)
      at += HOUR_MS
    }
    deviceSeen(device, at, null)
    expect(device.activeGaps).toBe(OFFLINE_RULES.activeMinGaps)
    // longest: 10 min about in an hour, so 2 × 10 + 60
    expect(activeLimitMinutes(device)).toBe(80)
    const old = newDeviceHealth()
    deviceSeen(old, at, null)
    delete old.activeSince
    devicesAddHomeTime({ device: old }, 60, 8, at, at)
    expect(old.activeSince).toBeUndefined()
    deviceSeen(old, at + HOUR_MS, null)
    expect(old.activeGaps).toBeUndefined()
    expect(old.activeSince).toBe(0)
  })

  it('finds a dead kitchen sensor the next morning: its long silences are her nights, which count for nothing there', () => {
    // the kitchen sensor's last report is at 07:59 on day 12; its longest silence at home is every evening and night (18:45 to 07:30)
    const cut = local(12, 9)
    const events = routine(16).filter((e) => !(e.deviceKey === 'kitchen-pir' && e.timestamp.getTime() >= cut))
    const offline = raised(run(events, local(0, 0), local(15, 23))).filter(({ alert }) => alert.dedupeKey === 'offline:kitchen-pir')
    expect(offline).toHaveLength(1)
    // at 07:10 the next morning, 8 h 39 min of her about against at most 3 h 47 min before; on time at home alone, at 09:00
    expect(offline[0]!.at).toBeLessThan(local(13, 8))
    const { silentHomeMinutes, limitMinutes, activeMinutes, activeLimitMinutes } = offline[0]!.alert.metadata as Record<string, number>
    expect(silentHomeMinutes).toBeLessThan(limitMinutes!)
    expect(activeMinutes).toBeGreaterThan(activeLimitMinutes!)
    expect(offline[0]!.alert.description).toMatch(
      /^The kitchen sensor has been silent for [\w ]+ of time at home while other sensors show activity — someone was seen about for [\w ]+ of that time, and it has never before stayed silent through more than about [\w ]+ of someone being about\.$/,
    )
  })
})
