import { describe, expect, it } from 'vitest'
import { readNight } from './daily'
import { formatClock, formatDuration } from './format'
import { localClock } from './local-time'
import { isAtHome, isPresenceDoubtful, newPresence, presenceOnDoor, presenceOnInside, presenceTick } from './presence'
import { binOf, DEFAULT_QUIET_LIMIT, learnSpell, newQuietModel, paceKey, paceOf, quietLimit } from './quiet-model'
import { activityPatternRows, advanceRoutine, countActivation, newRoutine } from './routine'

const MIN = 60_000

describe('local time', () => {
  it.each([
    // instant, zone, local day of week, hour, minute of day
    ['2024-03-31T00:30:00Z', 'Europe/Amsterdam', 0, 1, 90],
    ['2024-03-31T01:30:00Z', 'Europe/Amsterdam', 0, 3, 210], // 02:00–03:00 local does not exist
    ['2024-10-27T00:30:00Z', 'Europe/Amsterdam', 0, 2, 150], // first 02:30
    ['2024-10-27T01:30:00Z', 'Europe/Amsterdam', 0, 2, 150], // second 02:30
    ['2024-06-01T23:30:00Z', 'America/New_York', 6, 19, 1170],
    ['2024-01-01T00:00:00Z', 'Asia/Kathmandu', 1, 5, 345],
    ['2024-01-01T00:00:00Z', 'UTC', 1, 0, 0],
  ])('%s in %s is weekday %i, hour %i, minute %i', (iso, zone, dayOfWeek, hour, minuteOfDay) => {
    const clock = localClock(Date.parse(iso), zone)
    expect([clock.dayOfWeek, clock.hour, clock.minuteOfDay]).toEqual([dayOfWeek, hour, minuteOfDay])
  })
})

describe('format', () => {
  it.each([
    [0, '0 min'],
    [45, '45 min'],
    [60, '1 h'],
    [130, '2 h 10 min'],
    [1500, '1 d 1 h'],
  ])('%i minutes read "%s"', (minutes, text) => expect(formatDuration(minutes)).toBe(text))

  it.each([
    [-60, '23:00'],
    [450, '07:30'],
    [1440 + 5, '00:05'],
  ])('minute %i of the day reads %s', (minute, text) => expect(formatClock(minute)).toBe(text))
})

describe('presence', () => {
  type Step = ['door' | 'inside' | 'tick', string, number]
  // keys ending in -mat are seat or bed mats (pressure), in -pir motion sensors; the rest are switches someone works
  it.each<[string, Step[], boolean, string, boolean]>([
    ['door then quiet: out', [['door', 'front', 0], ['tick', '', 11]], false, 'away', false],
    ['door then activity inside: home', [['door', 'front', 0], ['inside', 'kitchen', 3], ['tick', '', 30]], true, 'home', false],
    ['out, one sensor on its own: still out', [['door', 'front', 0], ['tick', '', 11], ['inside', 'couch-mat', 60], ['inside', 'couch-mat', 62]], false, 'away', false],
    ['out, two sensors: back', [['door', 'front', 0], ['tick', '', 11], ['inside', 'couch-mat', 60], ['inside', 'fridge', 65]], true, 'home', false],
    ['out, door, sits down before moving: back', [['door', 'front', 0], ['tick', '', 11], ['door', 'front', 300], ['tick', '', 340], ['inside', 'toilet', 360]], true, 'home', false],
    ['door then only the couch mat: home, but maybe out', [['door', 'front', 0], ['inside', 'couch-mat', 2], ['inside', 'couch-mat', 40], ['tick', '', 90]], true, 'home', true],
    ['door, couch mat, then the kitchen: surely home', [['door', 'front', 0], ['inside', 'couch-mat', 2], ['inside', 'kitchen', 40]], true, 'home', false],
    ['out, door, sits on the couch: back, no doubt (an arrival)', [['door', 'front', 0], ['tick', '', 11], ['door', 'front', 300], ['inside', 'couch-mat', 305]], true, 'home', false],
    ['maybe out, then out for sure: the doubt ends', [['door', 'front', 0], ['inside', 'couch-mat', 2], ['door', 'front', 50], ['tick', '', 61]], false, 'away', false],
    ['nothing yet: home', [], true, 'home', false],
    ['door, nothing inside yet: still taken as home', [['door', 'front', 0], ['tick', '', 5]], true, 'door', false],
    ['door, exactly ten minutes of quiet: out', [['door', 'front', 0], ['tick', '', 10]], false, 'away', false],
    ['out, door, nothing inside yet: still out', [['door', 'front', 0], ['tick', '', 11], ['door', 'front', 300], ['tick', '', 305]], false, 'door', false],
    ['out, door, one sensor exactly two hours later: back', [['door', 'front', 0], ['tick', '', 11], ['door', 'front', 300], ['tick', '', 311], ['inside', 'toilet', 420]], true, 'home', false],
    ['out, door, one motion sensor over two hours later: still out', [['door', 'front', 0], ['tick', '', 11], ['door', 'front', 300], ['tick', '', 311], ['inside', 'hall-pir', 421]], false, 'away', false],
    ['out, door, a switch worked over two hours later: back (a pet or a cushion moves no cupboard)', [['door', 'front', 0], ['tick', '', 11], ['door', 'front', 300], ['tick', '', 311], ['inside', 'toilet', 421]], true, 'home', false],
    ['a visitor let in, sat unseen past ten minutes, then one cupboard: back', [['door', 'front', 0], ['tick', '', 11], ['inside', 'cups-cupboard', 25]], true, 'home', false],
    ['out to the bins and back, sat unseen, then the toilet door: back', [['door', 'front', 0], ['door', 'front', 6], ['tick', '', 17], ['inside', 'toilet-door', 30]], true, 'home', false],
    ['out, two sensors exactly fifteen minutes apart: back', [['door', 'front', 0], ['tick', '', 11], ['inside', 'couch-mat', 60], ['inside', 'fridge', 75]], true, 'home', false],
    ['out, two sensors twenty minutes apart: still out', [['door', 'front', 0], ['tick', '', 11], ['inside', 'couch-mat', 60], ['inside', 'hall-pir', 80]], false, 'away', false],
    // the two-sensor return without a switch: a mat and a motion sensor, neither of which a pet or a cushion rules out alone
    ['out, a mat then a motion sensor five minutes later: back', [['door', 'front', 0], ['tick', '', 11], ['inside', 'couch-mat', 60], ['inside', 'hall-pir', 65]], true, 'home', false],
    ['out, a mat then a motion sensor exactly fifteen minutes later: back', [['door', 'front', 0], ['tick', '', 11], ['inside', 'couch-mat', 60], ['inside', 'hall-pir', 75]], true, 'home', false],
    ['out, a mat then a motion sensor sixteen minutes later: still out', [['door', 'front', 0], ['tick', '', 11], ['inside', 'couch-mat', 60], ['inside', 'hall-pir', 76]], false, 'away', false],
    ['out, the same motion sensor again and again: still out', [['door', 'front', 0], ['tick', '', 11], ['inside', 'hall-pir', 60], ['inside', 'hall-pir', 62], ['inside', 'hall-pir', 64]], false, 'away', false],
    ['out, a mat long ago, then a motion sensor and the mat again: back', [['door', 'front', 0], ['tick', '', 11], ['inside', 'couch-mat', 30], ['inside', 'hall-pir', 60], ['inside', 'couch-mat', 70]], true, 'home', false],
    // an arrival: after a door while out, one motion sensor or mat up to two hours on means she came in
    ['out, door, one motion sensor exactly two hours later: back', [['door', 'front', 0], ['tick', '', 11], ['door', 'front', 300], ['tick', '', 311], ['inside', 'hall-pir', 420]], true, 'home', false],
    ['out, door, sits on the couch half an hour later: back', [['door', 'front', 0], ['tick', '', 11], ['door', 'front', 300], ['tick', '', 311], ['inside', 'couch-mat', 330]], true, 'home', false],
  ])('%s', (_, steps, atHome, mode, maybeOut) => {
    const presence = newPresence()
    for (const [kind, key, minute] of steps) {
      if (kind === 'door') presenceOnDoor(presence, minute * MIN)
      else if (kind === 'inside') {
        presenceTick(presence, minute * MIN)
        presenceOnInside(presence, key, minute * MIN, key.endsWith('-mat') ? 'pressure' : key.endsWith('-pir') ? 'motion' : 'contact')
      } else presenceTick(presence, minute * MIN)
    }
    expect(isAtHome(presence)).toBe(atHome)
    expect(presence.mode).toBe(mode)
    expect(isPresenceDoubtful(presence)).toBe(maybeOut)
  })
})

describe('an outing', () => {
  it('starts at the door she went out by, and stays one outing when the door opens again with nothing inside after it', () => {
    const presence = newPresence()
    presenceOnDoor(presence, 0)
    expect(presenceTick(presence, 11 * MIN)).toBe('left')
    expect(presence.awaySince).toBe(0)
    presenceOnDoor(presence, 300 * MIN) // someone at the door, or she looked in and left again
    expect(presenceTick(presence, 311 * MIN)).toBeNull()
    expect(presence.mode).toBe('away')
    expect(presence.awaySince).toBe(0)
  })
})

describe('night reading', () => {
  // marks are minutes from 18:00 the evening before × 4 + kind (0 other, 1 bathroom, 2 door, 3 hall)
  const mark = (hour: number, minute: number, kind = 0) => (((hour < 18 ? hour + 24 : hour) - 18) * 60 + minute) * 4 + kind
  it('finds bedtime, getting up and the bathroom visits in between', () => {
    const marks = [mark(21, 0), mark(22, 30), mark(22, 40, 1), mark(3, 0, 1), mark(3, 4, 1), mark(5, 10, 1), mark(7, 0, 1), mark(7, 20), mark(7, 40), mark(8, 0)]
    expect(readNight(marks)).toEqual({ bedMinute: -80, riseMinute: 420, visits: 2 })
  })

  it('counts a visit through the hall (hall, bathroom, hall) as a visit, and the hall alone as getting up', () => {
    const marks = [mark(22, 30), mark(22, 40, 1), mark(2, 0, 3), mark(2, 1, 1), mark(2, 6, 1), mark(2, 7, 3), mark(7, 0, 1), mark(7, 20)]
    expect(readNight(marks)).toEqual({ bedMinute: -80, riseMinute: 420, visits: 1 })
    // a hall sensor firing on its own at 05:00 (someone up and about, or a pet): the night ends there
    expect(readNight([mark(22, 30), mark(22, 40, 1), mark(5, 0, 3), mark(7, 0, 1), mark(7, 20)])).toEqual({ bedMinute: -80, riseMinute: 300, visits: 0 })
  })

  it('takes the toilet on the way to bed for going to bed, and a visit after a sleep before it for a visit', () => {
    // house A, 11 Mar 2008: a drink at 21:14, the toilet at 21:52, bed at 21:53 (annotated), the toilet at 03:05
    const evening = [mark(21, 14), mark(21, 52, 1), mark(21, 53, 1), mark(3, 5, 1), mark(8, 40)]
    expect(readNight(evening)).toEqual({ bedMinute: -127, riseMinute: 520, visits: 1 })
    // asleep by 22:00, up to the toilet at 23:45 and again at 03:05: both are visits
    const slept = [mark(22, 0), mark(23, 45, 1), mark(3, 5, 1), mark(8, 40)]
    expect(readNight(slept)).toEqual({ bedMinute: -120, riseMinute: 520, visits: 2 })
    // the bathroom at 22:05 on the way to bed, up again at 22:50: a visit after her bedtime one
    expect(readNight([mark(22, 0), mark(22, 5, 1), mark(22, 50, 1), mark(3, 5, 1), mark(8, 40)])).toEqual({ bedMinute: -115, riseMinute: 520, visits: 2 })
  })

  it('does not take an evening out for a night', () => {
    const marks = [mark(19, 0), mark(19, 30, 2), mark(9, 50, 2), mark(9, 55)]
    expect(readNight(marks)).toBeNull()
  })
})

describe('quiet model', () => {
  it('learns how long quiet lasts after a room at a time of day, and lets sparse evidence lean on wider windows', () => {
    const model = newQuietModel()
    for (let day = 0; day < 10; day++) {
      const t = Date.UTC(2024, 0, 1 + day, 19)
      learnSpell(model, 'living', 'couch', t, t + 90 * MIN, 'UTC')
      learnSpell(model, 'kitchen', 'fridge', t - 60 * MIN, t - 52 * MIN, 'UTC')
    }
    const evening = binOf(20 * 60)
    const living = quietLimit(model, 'living', 'couch', evening)
    const kitchen = quietLimit(model, 'kitchen', 'fridge', binOf(18 * 60))
    expect(living.usualLongestMinutes).toBeCloseTo(90, 0)
    expect(kitchen.usualLongestMinutes).toBeLessThan(living.usualLongestMinutes)
    expect(quietLimit(model, 'hall', 'new-sensor', evening).usualLongestMinutes).toBeGreaterThan(kitchen.usualLongestMinutes)
  })

  it('tells a lone fridge opening before a long sit from one in the middle of cooking', () => {
    const model = newQuietModel()
    for (let day = 0; day < 60; day++) {
      const t = Date.UTC(2024, 0, 1 + day, 18)
      learnSpell(model, 'kitchen', 'fridge', t, t + 6 * MIN, 'UTC', paceKey('fridge', paceOf(7)))
      learnSpell(model, 'kitchen', 'fridge', t + 10 * MIN, t + 100 * MIN, 'UTC', paceKey('fridge', paceOf(0)))
    }
    const at = binOf(18 * 60 + 15)
    const busy = quietLimit(model, 'kitchen', 'fridge', at, undefined, paceKey('fridge', 2))
    const lone = quietLimit(model, 'kitchen', 'fridge', at, undefined, paceKey('fridge', 0))
    const anyPace = quietLimit(model, 'kitchen', 'fridge', at)
    expect(busy.limitMinutes).toBe(DEFAULT_QUIET_LIMIT.floorMinutes)
    expect(lone.limitMinutes).toBeGreaterThan(90)
    expect(anyPace.limitMinutes).toBeGreaterThan(busy.limitMinutes)
    expect([paceOf(0), paceOf(3), paceOf(4)]).toEqual([0, 1, 2])
  })
})

describe('routine', () => {
  it('gives one activity_patterns row per device and hour of the week, leaning on other days while sparse', () => {
    const routine = newRoutine()
    const monday9 = Math.floor(Date.UTC(2024, 4, 6, 9) / 3_600_000)
    advanceRoutine(routine, monday9, 0, ['kitchen'])
    for (let i = 0; i < 4; i++) countActivation(routine, 'kitchen')
    advanceRoutine(routine, monday9 + 1, 1, ['kitchen'])
    const rows = activityPatternRows(routine)
    expect(rows).toHaveLength(168)
    const monday = rows.find((row) => row.dayOfWeek === 1 && row.hour === 9)
    const tuesday = rows.find((row) => row.dayOfWeek === 2 && row.hour === 9)
    expect(monday?.expectedActivity).toBe(4)
    expect(tuesday?.expectedActivity).toBeGreaterThan(0)
    expect(tuesday?.confidence).toBe(0)
    expect(monday?.confidence).toBe(0.25)
    expect(monday?.lastUpdated.getTime()).toBe(1)
  })
})
