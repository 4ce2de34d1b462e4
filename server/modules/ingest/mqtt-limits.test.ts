// A topic's limit and the broker's backlog (decision 0130): what a topic could have sent at its average while
// we read nothing passes whole for an hour after we are back, beyond its burst; a flood in between does not.
import { afterEach, describe, expect, it } from 'vitest'
import type { Db } from '../../lib/db'
import { BACKLOG_WINDOW_MS, topicLimits, type TopicLimits } from './mqtt-limits'

const MIN = 60_000
let clock = 0
const open: TopicLimits[] = []
/** one a minute on average, bursts of 5; the hub's row is never written here (no database: said, not thrown) */
function limits() {
  const made = topicLimits({ db: {} as Db, log: { warn: () => {}, error: () => {} }, limits: { messagesPerMinute: 1, burst: 5 }, now: () => clock })
  open.push(made)
  return made
}
/** how many of `n` messages sent at once pass */
const passed = (l: TopicLimits, topic: string, n: number) => Array.from({ length: n }, () => l.admit(topic)).filter(Boolean).length

afterEach(async () => {
  for (const l of open.splice(0)) await l.stop()
  clock = 0
})

describe('a topic’s limit after we were away', () => {
  it('passes a burst and no more while we were never away', () => {
    expect(passed(limits(), 'home', 20)).toBe(5)
  })

  it('passes a topic’s backlog of an hour away at its average whole, beyond its burst', () => {
    const l = limits()
    clock = 60 * MIN
    l.away(0, clock)
    expect(passed(l, 'home', 100)).toBe(5 + 60)
    // another topic heard a little later in the hour has its own
    clock += 10 * MIN
    expect(passed(l, 'other', 100)).toBe(5 + 60)
  })

  it('gives a topic that emptied its bucket before we went both its burst back and the time away', () => {
    const l = limits()
    expect(passed(l, 'home', 20)).toBe(5)
    clock = 30 * MIN
    l.away(0, clock)
    expect(passed(l, 'home', 100)).toBe(5 + 30)
  })

  it('gives nothing for the time away to a topic first heard after the hour, and takes back what is left of it then', () => {
    const l = limits()
    clock = 60 * MIN
    l.away(0, clock)
    expect(l.admit('home')).toBe(true)
    clock += BACKLOG_WINDOW_MS + 1
    expect(passed(l, 'home', 100)).toBe(5)
    expect(passed(l, 'late', 100)).toBe(5)
  })

  it('ignores an away that did not end after it began', () => {
    const l = limits()
    l.away(10 * MIN, 10 * MIN)
    l.away(10 * MIN, 5 * MIN)
    expect(passed(l, 'home', 20)).toBe(5)
  })
})

describe('homes under the shared topic (decision 0142)', () => {
  it('gives each home its own bucket there, and says what was dropped for the topic', () => {
    const warned: unknown[] = []
    const l = topicLimits({ db: {} as Db, log: { warn: (o: unknown) => void warned.push(o), error: () => {} }, limits: { messagesPerMinute: 1, burst: 5 }, now: () => clock })
    open.push(l)
    const admitted = (unit: string, n: number) => Array.from({ length: n }, () => l.admit('zigbee2mqtt', unit)).filter(Boolean).length
    expect(admitted('zigbee2mqtt home-a', 50)).toBe(5)
    expect(admitted('zigbee2mqtt home-b', 50)).toBe(5)
    // the topic's own bucket (names of no home there) is a third
    expect(admitted('zigbee2mqtt', 50)).toBe(5)
    expect(warned).toEqual([expect.objectContaining({ topic: 'zigbee2mqtt', droppedBefore: 0 })])
  })
})
