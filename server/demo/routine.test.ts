import { describe, expect, it } from 'vitest'
import { localParts, localToUtc, type LocalDate } from './local-time'
import { DEMO_SENSOR_KEYS, generateDemoEvents, type DemoEvent } from './routine'

const TZ = 'Europe/London'
const SEED = 424242
const MINUTE = 60_000
const local = (date: LocalDate, hour = 0) => new Date(localToUtc(date, hour * 3600, TZ))
const generate = (from: Date, to: Date, seed = SEED) => generateDemoEvents({ from, to, timeZone: TZ, seed })
const ms = (e: DemoEvent) => e.timestamp.getTime()
const isIndoor = (e: DemoEvent) => e.sensorKey !== 'front-door'

/** Events grouped by local calendar day, keyed YYYY-M-D */
function byLocalDay(events: DemoEvent[]) {
  const days = new Map<string, DemoEvent[]>()
  for (const e of events) {
    const p = localParts(ms(e), TZ)
    const key = `${p.year}-${p.month}-${p.day}`
    days.set(key, [...(days.get(key) ?? []), e])
  }
  return days
}
const localHour = (e: DemoEvent) => {
  const p = localParts(ms(e), TZ)
  return p.hour + p.minute / 60
}

/**
 * When the person got up, read from the sensors alone: the start of the run of bedroom motion that
 * leads into the day's first kitchen visit (a run breaks at motion elsewhere or 20 quiet minutes).
 */
function wakeHour(day: DemoEvent[]) {
  const motion = day.filter((e) => e.motionDetected && isIndoor(e))
  const kitchen = motion.findIndex((e) => e.sensorKey === 'kitchen')
  let i = motion.slice(0, kitchen).findLastIndex((e) => e.sensorKey === 'bedroom')
  if (kitchen < 0 || i < 0) return undefined
  while (i > 0 && motion[i - 1]!.sensorKey === 'bedroom' && ms(motion[i]!) - ms(motion[i - 1]!) <= 20 * MINUTE) i--
  return localHour(motion[i]!)
}

// four weeks around the spring change (Sunday 29 March 2026, 01:00 GMT → 02:00 BST)
const SPRING = { from: local({ year: 2026, month: 3, day: 15 }), to: local({ year: 2026, month: 4, day: 12 }) }
const AUTUMN = { from: local({ year: 2026, month: 10, day: 11 }), to: local({ year: 2026, month: 11, day: 8 }) }
const spring = generate(SPRING.from, SPRING.to)
const springDays = [...byLocalDay(spring).values()]

describe('generateDemoEvents', () => {
  it('gives the same life for the same seed and window, and another for another seed', () => {
    expect(generate(SPRING.from, SPRING.to)).toEqual(spring)
    expect(generate(SPRING.from, SPRING.to, SEED + 1)).not.toEqual(spring)
  })

  it('splits a window at any instant into two windows that add up to it', () => {
    const from = SPRING.from
    const to = new Date(from.getTime() + 5 * 86_400_000)
    const whole = generate(from, to)
    for (const cut of ['2026-03-15T07:43:21.123Z', '2026-03-16T00:00:00.000Z', '2026-03-17T13:05:59.999Z']) {
      const at = new Date(cut)
      expect([...generate(from, at), ...generate(at, to)]).toEqual(whole)
    }
    const exact = whole[100]!.timestamp
    expect([...generate(from, exact), ...generate(exact, to)]).toEqual(whole)
  })

  it('keeps every event inside [from, to) and in time order', () => {
    const from = new Date('2026-03-20T09:17:03.500Z')
    const to = new Date('2026-03-22T18:02:00.000Z')
    const events = generate(from, to)
    expect(events.length).toBeGreaterThan(0)
    for (const e of events) {
      expect(ms(e)).toBeGreaterThanOrEqual(from.getTime())
      expect(ms(e)).toBeLessThan(to.getTime())
    }
    expect(events.map(ms)).toEqual(events.map(ms).sort((a, b) => a - b))
    expect(generate(to, from)).toEqual([])
    expect(generate(from, from)).toEqual([])
  })

  it('leaves out the sensors that are not installed', () => {
    const events = generateDemoEvents({ ...SPRING, timeZone: TZ, seed: SEED, sensors: ['kitchen', 'front-door'] })
    expect(new Set(events.map((e) => e.sensorKey))).toEqual(new Set(['kitchen', 'front-door']))
    expect(events).toEqual(spring.filter((e) => e.sensorKey === 'kitchen' || e.sensorKey === 'front-door'))
  })

  it('reports like real sensors: a PIR clears 1–3 minutes after its last motion, a door closes 5–40 s after opening', () => {
    for (const key of DEMO_SENSOR_KEYS) {
      const events = spring.filter((e) => e.sensorKey === key)
      expect(events.length).toBeGreaterThan(0)
      expect(new Set(events.map(ms)).size).toBe(events.length)
      events.forEach((e, i) => {
        if (e.motionDetected) return
        const before = events[i - 1]
        expect(before?.motionDetected).toBe(true)
        const gapS = (ms(e) - ms(before!)) / 1000
        if (key === 'front-door') expect(gapS).toSatisfy((s: number) => s >= 5 && s <= 40)
        else expect(gapS).toSatisfy((s: number) => s >= 60 && s <= 180)
      })
    }
    const door = spring.filter((e) => e.sensorKey === 'front-door')
    door.forEach((e, i) => expect(e.motionDetected).toBe(i % 2 === 0))
  })
})

describe('the simulated routine over four weeks', () => {
  it('has 150–500 events on every day', () => {
    expect(springDays).toHaveLength(28)
    for (const day of springDays) expect(day.length).toSatisfy((n: number) => n >= 150 && n <= 500)
  })

  it('keeps the living room quiet through the night', () => {
    const lounge = spring.filter((e) => e.sensorKey === 'living-room' && e.motionDetected)
    expect(lounge.filter((e) => localHour(e) < 6)).toEqual([])
    const longestGaps = lounge.slice(1).map((e, i) => ms(e) - ms(lounge[i]!)).filter((gap) => gap > 6 * 60 * MINUTE)
    expect(longestGaps.length).toBe(27) // one long quiet spell for every night in the window
  })

  it('gets up for the bathroom on some nights but not all', () => {
    const nightsWithVisits = springDays.filter((day) =>
      day.some((e) => e.sensorKey === 'bathroom' && e.motionDetected && localHour(e) < 5.5),
    ).length
    expect(nightsWithVisits).toBeGreaterThanOrEqual(5)
    expect(nightsWithVisits).toBeLessThan(28)
  })

  it('goes out on some days, 1–3 hours at a time, with no motion indoors while out', () => {
    const daysOut = springDays.filter((day) => day.some((e) => e.sensorKey === 'front-door')).length
    expect(daysOut).toSatisfy((n: number) => n >= 8 && n <= 22)
    for (const day of springDays) {
      const door = day.filter((e) => e.sensorKey === 'front-door')
      expect(door.length % 4).toBe(0) // open+close going out, open+close coming back
      for (let i = 0; i < door.length; i += 4) {
        const [left, back] = [ms(door[i + 1]!), ms(door[i + 2]!)]
        expect((back - left) / MINUTE).toSatisfy((m: number) => m >= 59 && m <= 181)
        const indoorWhileOut = day.filter((e) => isIndoor(e) && e.motionDetected && ms(e) > left && ms(e) < back)
        expect(indoorWhileOut).toEqual([])
      }
    }
  })

  it('wakes between 06:00 and 09:00 local time on both sides of the clock changes', () => {
    const autumnDays = [...byLocalDay(generate(AUTUMN.from, AUTUMN.to)).values()]
    for (const day of [...springDays, ...autumnDays]) {
      expect(wakeHour(day)).toSatisfy((h: number | undefined) => h !== undefined && h >= 6 && h <= 9)
    }
  })

  it('sleeps in a little at weekends', () => {
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
    const wakes = springDays.map((day) => {
      const { year, month, day: date } = localParts(ms(day[0]!), TZ)
      return { weekday: new Date(Date.UTC(year, month - 1, date)).getUTCDay(), hour: wakeHour(day)! }
    })
    const weekend = wakes.filter((w) => w.weekday === 0 || w.weekday === 6).map((w) => w.hour)
    const weekdays = wakes.filter((w) => w.weekday !== 0 && w.weekday !== 6).map((w) => w.hour)
    expect(mean(weekend)).toBeGreaterThan(mean(weekdays))
  })
})
