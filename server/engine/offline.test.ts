import { describe, expect, it } from 'vitest'
import { evaluate, OFFLINE_REMINDER_MINUTES } from './engine'
import { MINUTE_MS } from './local-time'
import { deviceSeen, devicesAddHomeTime, doorLimitMs, fadeDevices, newDeviceHealth, OFFLINE_RULES, offlineLimitMinutes } from './offline'
import type { EngineEvent, EngineHome, EngineState } from './types'
import { HOME, NAMED, judge, local, raised, routine, run, seenAt } from './offline-test-kit'

describe('sensor offline', () => {
  it('calls a device offline when it stays silent far beyond its own normal while others report', () => {
    // (the kitchen sensor, whose longest silences are her nights, is found sooner on her time about: offline-active.test.ts)
    const cut = local(12, 9)
    const events = routine(16).filter((e) => !(e.deviceKey === 'bathroom-pir' && e.timestamp.getTime() >= cut))
    const offline = raised(run(events, local(0, 0), local(15, 23))).filter(({ alert }) => alert.dedupeKey === 'offline:bathroom-pir')
    expect(offline).toHaveLength(1)
    const hours = ((offline[0]?.at ?? Infinity) - cut) / 3_600_000
    expect(hours).toBeLessThan(48)
    expect(offline[0]?.alert.type).toBe('sensor_offline')
    expect(offline[0]?.alert.deviceKey).toBe('bathroom-pir')
    expect(offline[0]?.alert.description).toMatch(/^The bathroom sensor has been silent for/)
    expect(offline[0]?.alert.description).not.toContain('bathroom-pir')
    expect(offline[0]?.alert.title).toBe('Sensor may be offline')
    expect(offline[0]?.alert.description).toMatch(/ of time at home while other sensors show activity — around this hour it is normally silent for at most about \d[\w ]*\.$/)
  })

  it('forgets a sensor once it is deleted: no offline or battery alert for it, and an open one resolves', () => {
    const cut = local(12, 9)
    const withoutKitchen: EngineHome = { ...HOME, devices: HOME.devices.filter((d) => d.key !== 'kitchen-pir') }
    const lowKitchen: EngineHome = { ...HOME, devices: HOME.devices.map((d) => (d.key === 'kitchen-pir' ? { ...d, batteryLevel: 12 } : d)) }
    const events = routine(20).filter((e) => !(e.deviceKey === 'kitchen-pir' && e.timestamp.getTime() >= cut))
    let state: EngineState | null = null
    let index = 0
    const keys: { at: number; raised: string[]; resolved: string[] }[] = []
    for (let t = local(0, 0) + 10 * MINUTE_MS; t <= local(19, 23); t += 10 * MINUTE_MS) {
      const batch: EngineEvent[] = []
      while (index < events.length && (events[index]?.timestamp.getTime() ?? Infinity) <= t) batch.push(events[index++] as EngineEvent)
      // silent from day 12, offline by day 14; deleted on day 15
      const home = t < local(15, 0) ? lowKitchen : withoutKitchen
      const result = evaluate(state, batch, new Date(t), home)
      state = result.state
      keys.push({ at: t, raised: [...result.alerts, ...result.escalations].map((a) => a.dedupeKey), resolved: result.resolved })
    }
    const before = keys.filter(({ at }) => at < local(15, 0))
    expect(before.flatMap((k) => k.raised)).toEqual(expect.arrayContaining(['offline:kitchen-pir', 'battery:kitchen-pir']))
    const after = keys.filter(({ at }) => at >= local(15, 0))
    expect(after.flatMap((k) => k.raised).filter((key) => key.endsWith(':kitchen-pir'))).toEqual([])
    expect(after[0]?.resolved).toEqual(expect.arrayContaining(['offline:kitchen-pir', 'battery:kitchen-pir']))
  })

  it('leaves a bedroom sensor alone through its quiet nights and every sensor through a normal fortnight', () => {
    const offline = raised(run(routine(16), local(0, 0), local(15, 23))).filter(({ alert }) => alert.dedupeKey.startsWith('offline:'))
    expect(offline).toEqual([])
  })

  it('does not call a sensor offline while no other sensor reports either (everyone quiet at home, or the hub down)', () => {
    const cut = local(12, 9)
    const events = routine(16).filter((e) => e.timestamp.getTime() < cut)
    const offline = raised(run(events, local(0, 0), local(15, 23))).filter(({ alert }) => alert.dedupeKey.startsWith('offline:'))
    expect(offline).toEqual([])
  })

  it('does not judge a silent sensor during the learning week, and calls it offline once the week is over', () => {
    const cut = local(3, 9)
    const events = routine(10).filter((e) => !(e.deviceKey === 'kitchen-pir' && e.timestamp.getTime() >= cut))
    const offline = raised(run(events, local(0, 0), local(9, 23))).filter(({ alert }) => alert.dedupeKey === 'offline:kitchen-pir')
    expect(offline).toHaveLength(1)
    expect(offline[0]!.at).toBeGreaterThanOrEqual(local(7, 0))
    expect(offline[0]!.at).toBeLessThan(local(7, 1)) // at once, at home at midnight: not only once she goes out
  })

  it('resolves the offline alert when the device reports again', () => {
    const cut = local(12, 9)
    const events = routine(16).filter((e) => !(e.deviceKey === 'kitchen-pir' && e.timestamp.getTime() >= cut && e.timestamp.getTime() < local(15, 0)))
    const results = run(events, local(0, 0), local(15, 23))
    const resolvedAt = results.find(({ result }) => result.resolved.includes('offline:kitchen-pir'))?.at ?? 0
    expect(resolvedAt).toBeGreaterThanOrEqual(local(15, 7))
    expect(resolvedAt).toBeLessThan(local(15, 9))
  })
})

describe('the front door sensor', () => {
  it('is called offline once silent for three days while the sensors inside show the person about, naming its longest gap', () => {
    // the door stops reporting after the outing of day 9 (in at 16:00); she stays in and moves about (no walk out
    // past the hall either: an outing without the door is offline-outings.test.ts)
    const cut = local(10, 13)
    const events = routine(15).filter((e) => !((e.deviceKey === 'front-door' || e.deviceKey === 'hall-pir') && e.timestamp.getTime() >= cut))
    const door = raised(run(events, local(0, 0), local(14, 23))).filter(({ alert }) => alert.dedupeKey === 'offline:front-door')
    expect(door).toHaveLength(1)
    const lastDoor = local(9, 16)
    const hours = (door[0]!.at - lastDoor) / 3_600_000
    expect(hours).toBeGreaterThan(72)
    expect(hours).toBeLessThan(73)
    expect(door[0]!.alert).toMatchObject({ type: 'sensor_offline', severity: 'medium', title: 'Front door sensor may be offline', deviceKey: 'front-door' })
    // out at 13:59, in at 16:00: its longest gap is from 16:00 to 13:59 the next day
    expect(door[0]!.alert.description).toBe(
      'The front door sensor has not reported for 3 d while sensors inside show activity — its longest gap so far was 21 h 59 min. ' +
        'If they have not been out since Wed 15 May, 16:00 UTC (unwell, bad weather, someone else doing the shopping), that is all it is; ' +
        'otherwise check its batteries: outings cannot be told from quiet until it is back.',
    )
  })

  it('allows a door used only every few days twice its longest gap', () => {
    const home: EngineHome = { ...HOME }
    const t0 = local(0, 10)
    const door = seenAt(t0)
    deviceSeen(door, t0 + 48 * 60 * MINUTE_MS, null) // a two-day gap learned
    const lastDoor = door.lastSeenAt!
    expect(doorLimitMs(door)).toBe(96 * 60 * MINUTE_MS)
    const at = (hours: number) => {
      const now = lastDoor + hours * 60 * MINUTE_MS
      return judge({ 'front-door': door, 'hall-pir': seenAt(now - 30 * MINUTE_MS) }, home, now).has('offline:front-door')
    }
    expect(at(80)).toBe(false)
    expect(at(95)).toBe(false)
    expect(at(97)).toBe(true)
    // with short gaps only, three days
    expect(doorLimitMs(seenAt(t0))).toBe(72 * 60 * MINUTE_MS)
  })
})

describe('a device used a few times a week', () => {
  it('counts a burst of openings and closings as one use, so a handful of uses is judged on the generous fallback', () => {
    const device = newDeviceHealth()
    let at = local(0, 9)
    // three washes, each 8 reports within a few minutes, three days apart
    for (let wash = 0; wash < 3; wash++) {
      for (let report = 0; report < 8; report++) {
        devicesAddHomeTime({ device }, 0.5, 9, 0, null)
        at += 30_000
        deviceSeen(device, at, null)
      }
      devicesAddHomeTime({ device }, 3 * 24 * 60, 9, 0, null)
      at += 3 * 86_400_000
    }
    expect(device.gaps).toBe(2)
    const { limit } = offlineLimitMinutes(device, 9)
    expect(limit).toBeGreaterThanOrEqual(OFFLINE_RULES.sparseMinMinutes)
  })

  /** The alert's text for a burner last used 12 days ago, after `gaps` separate uses, its longest silence `longest` min */
  const burnerText = (gaps: number, longest: number) => {
    const now = local(20, 10)
    const burner = seenAt(now - 12 * 24 * 60 * MINUTE_MS)
    burner.gapMax[9] = longest
    burner.gaps = gaps
    burner.homeMinutesSince = 11 * 24 * 60
    const [alert] = judge({ 'kitchen-pir': burner, 'hall-pir': seenAt(now - 30 * MINUTE_MS) }, HOME, now).values()
    return alert?.description
  }

  it('says it was let be silent for days because it was used only once, not that it is normally silent a minute', () => {
    // a burner used once, in a burst: its longest silence between reports is a minute, and it is judged against a week;
    // a silence between uses it never had (before: '(its longest silence between uses was 1 min)')
    const text = burnerText(0, 1)
    expect(text).toMatch(/ — it has been used only once so far, so it is called silent after 7 d of time at home\.$/)
    expect(text).not.toContain('between uses')
    expect(text).not.toContain('normally silent')
  })

  it('names its longest silence between uses only when it had one: twice, or a few times', () => {
    expect(burnerText(1, 3 * 60)).toContain('it has been used only twice so far, so it is called silent after 7 d of time at home (its longest silence between uses was 3 h)')
    expect(burnerText(3, 2 * 24 * 60)).toContain('it has been used only a few times so far, so it is called silent after 7 d of time at home (its longest silence between uses was 2 d)')
    // two uses, but the silence between them has faded below a use's length: no figure that says nothing
    expect(burnerText(1, 20)).toMatch(/ — it has been used only twice so far, so it is called silent after 7 d of time at home\.$/)
  })
})

describe('what a sensor normally stays silent for', () => {
  /** `days` days of a sensor reporting at the given local minutes, the person at home all the time, in 10-minute steps */
  function learn(days: number, reportMinutes: number[]) {
    const device = newDeviceHealth()
    for (let day = 0; day < days; day++) {
      for (let minute = 0; minute < 24 * 60; minute += 10) {
        if (reportMinutes.includes(minute)) deviceSeen(device, local(day, 0) + minute * MINUTE_MS, null)
        devicesAddHomeTime({ device }, 10, Math.floor(minute / 60), 0, null)
      }
    }
    return device
  }

  it('judges a silence against what is usual around that hour: a bedroom sensor quiet all day may be silent longer by evening than in the morning', () => {
    // up at 07:00, to bed at 22:40: silent 940 minutes through the day, 500 through the night
    const bedroom = learn(40, [7 * 60, 22 * 60 + 40])
    const at = (hour: number) => offlineLimitMinutes(bedroom, hour)
    // in the evening, and just after the long silence usually ends (23:00), twice the longest silence and two hours
    expect(at(21).limit).toBeCloseTo(2 * 940 + 120, 6)
    expect(at(23).limit).toBeCloseTo(2 * 940 + 120, 6)
    // mid-morning, only three hours of silence have been seen around then: it leans on them as far as it has seen them
    expect(at(9).limit).toBeLessThan(at(21).limit - 600)
    expect(at(9).usual).toBeGreaterThan(240)
    expect(at(9).usual).toBeLessThan(940)
  })

  it('never calls a sensor offline before twelve hours of silence at home, however busy it usually is', () => {
    const hallway = learn(40, Array.from({ length: 12 }, (_, i) => i * 120)) // every two hours, day and night
    expect(offlineLimitMinutes(hallway, 9)).toEqual({ limit: 12 * 60, usual: 120 })
  })

  it('keeps the longest silence seen at an hour: a shorter one later does not shrink it', () => {
    const device = seenAt(local(0, 9))
    devicesAddHomeTime({ device }, 600, 9, 0, null)
    deviceSeen(device, local(0, 19), null)
    devicesAddHomeTime({ device }, 60, 9, 0, null)
    deviceSeen(device, local(0, 20), null)
    expect(Math.max(...device.gapMax)).toBe(600)
    expect(offlineLimitMinutes(device, 9).usual).toBe(600)
  })

  it('lets what it learned fade by one percent a day, so an old long silence weighs less and less', () => {
    const device = seenAt(local(0, 9))
    device.gapMax[9] = 1000
    device.gapCount[9] = 10
    fadeDevices({ device })
    expect(device.gapMax[9]).toBe(990)
    expect(device.gapCount[9]).toBeCloseTo(9.9, 6)
    for (let day = 1; day < 70; day++) fadeDevices({ device })
    expect(device.gapMax[9]).toBeGreaterThan(480)
    expect(device.gapMax[9]).toBeLessThan(510)
  })

  it('gives a little-used device three times its longest silence, at least a week, and judges it on what it learned from six uses on', () => {
    const device = newDeviceHealth()
    device.gapMax[9] = 4 * 24 * 60 // a washing machine last left four days
    device.gaps = 5
    expect(offlineLimitMinutes(device, 9)).toEqual({ limit: 3 * 4 * 24 * 60, usual: 4 * 24 * 60, sparse: true })
    device.gapMax[9] = 60
    expect(offlineLimitMinutes(device, 9).limit).toBe(7 * 24 * 60)
    device.gaps = 6
    expect(offlineLimitMinutes(device, 9).limit).toBeLessThan(7 * 24 * 60)
  })

  it('counts a report after exactly half an hour of quiet at home as a new use', () => {
    const device = seenAt(local(0, 9))
    devicesAddHomeTime({ device }, 30, 9, 0, null)
    deviceSeen(device, local(0, 9) + 30 * MINUTE_MS, null)
    devicesAddHomeTime({ device }, 29, 9, 0, null)
    deviceSeen(device, local(0, 10), null)
    expect(device.gaps).toBe(1)
  })
})

describe('an offline alert a person resolved while the sensor stays silent', () => {
  it('is reported again once a day while the sensor stays silent, and no more once it is back', () => {
    const cut = local(12, 9)
    const back = local(19, 8)
    const events = routine(21).filter((e) => !(e.deviceKey === 'kitchen-pir' && e.timestamp.getTime() >= cut && e.timestamp.getTime() < back))
    const results = run(events, local(0, 0), local(20, 23), NAMED)
    const raisedAt = raised(results).find(({ alert }) => alert.dedupeKey === 'offline:kitchen-pir')!.at
    const reports = results.flatMap(({ at, result }) => result.escalations.filter((a) => a.dedupeKey === 'offline:kitchen-pir').map((alert) => ({ at, alert })))
    const sameSeverity = reports.filter(({ alert }, i) => alert.severity === (i === 0 ? 'medium' : reports[i - 1]!.alert.severity))
    expect(sameSeverity.length).toBeGreaterThanOrEqual(3)
    let previous = raisedAt
    for (const { at } of reports) {
      expect(at - previous).toBeLessThanOrEqual(OFFLINE_REMINDER_MINUTES * MINUTE_MS)
      previous = at
    }
    expect(reports.filter(({ at }) => at - raisedAt >= OFFLINE_REMINDER_MINUTES * MINUTE_MS).length).toBeGreaterThanOrEqual(3)
    expect(reports.every(({ at }) => at < back)).toBe(true)
    expect(results.some(({ result }) => result.resolved.includes('offline:kitchen-pir'))).toBe(true)
  })
})
