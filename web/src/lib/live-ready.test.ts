// The stream's first 'ready' reads again only what may have changed since the page read it; every
// later 'ready' (a reconnection) reads everything of the home again (live-ready.ts)
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { alertSummaryKey } from './alert-summary'
import { connectLive } from './live'
import { JUST_READ_MS, readyNews } from './live-ready'
import { deps, FakeSource, HOME, resetAfterEach } from './live-test-kit'
import { recordReadStarts } from './read-starts'

resetAfterEach()

const ALERTS = ['/api/alerts', { clientId: HOME }]
const SUMMARY = alertSummaryKey(HOME)
const DEVICES = ['/api/devices', { clientId: HOME }]
const NOTES = ['/api/care-notes', { clientId: HOME }]
const BILLING = ['/api/subscription/current']
const LIST = ['/api/alerts', 'open', { scope: 'all' }]

/** A page's query client whose reads are timed by `clock.now` */
function pageAt(clock: { now: number }) {
  const qc = new QueryClient()
  recordReadStarts(qc.getQueryCache(), () => clock.now)
  const read = (key: readonly unknown[]) => qc.fetchQuery({ queryKey: key, queryFn: async () => [] })
  const reread = () =>
    qc
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => JSON.stringify(q.queryKey))
      .sort()
  return { qc, read, reread }
}
const names = (...keys: (readonly unknown[])[]) => keys.map((k) => JSON.stringify(k)).sort()
const quiet = (ms: number, more: Record<string, number> = {}) => ({
  quietMs: { 'alert.created': ms, 'alert.updated': ms, 'alert.resolved': ms, motion: ms, 'notes.changed': ms, 'devices.changed': ms, 'members.changed': ms, 'circle.changed': ms, ...more },
})

describe("the stream's first 'ready'", () => {
  it('reads nothing again that the page read after the last event that could change it', async () => {
    const clock = { now: 1_000_000 }
    const { qc, read, reread } = pageAt(clock)
    await Promise.all([read(ALERTS), read(SUMMARY), read(DEVICES), read(NOTES), read(BILLING)])
    const stop = connectLive(HOME, qc, deps({ now: () => clock.now }))
    clock.now += 300
    // nothing heard about the home for an hour
    FakeSource.opened[0]!.emit('ready', quiet(3_600_000))
    expect(reread()).toEqual([])
    stop()
  })

  it('reads again what an event may have changed after it was read, and only that', async () => {
    const clock = { now: 1_000_000 }
    const { qc, read, reread } = pageAt(clock)
    await Promise.all([read(ALERTS), read(SUMMARY), read(DEVICES), read(NOTES), read(BILLING)])
    clock.now += 50
    const stop = connectLive(HOME, qc, deps({ now: () => clock.now }))
    clock.now += 250
    // a movement 100 ms before 'ready' (after the reads left, 300 ms before it), a note 10 minutes ago
    FakeSource.opened[0]!.emit('ready', quiet(3_600_000, { motion: 100, 'notes.changed': 600_000 }))
    expect(reread()).toEqual(names(DEVICES))
    stop()
  })

  it('reads again what it cannot vouch for: never read here, read on an earlier visit, or a server that says nothing', async () => {
    const clock = { now: 1_000_000 }
    const { qc, read, reread } = pageAt(clock)
    await read(NOTES) // an earlier look at the home
    clock.now += JUST_READ_MS + 1
    await read(DEVICES)
    qc.setQueryData(ALERTS, []) // put in by hand: when it was read is unknown
    const stop = connectLive(HOME, qc, deps({ now: () => clock.now }))
    FakeSource.opened[0]!.emit('ready', quiet(3_600_000))
    expect(reread()).toEqual(names(ALERTS, NOTES))
    stop()

    const older = pageAt(clock)
    await older.read(DEVICES)
    const again = connectLive(HOME, older.qc, deps({ now: () => clock.now }))
    FakeSource.opened[1]!.emit('ready')
    expect(older.reread()).toEqual(names(DEVICES))
    again()
  })

  it('reads everything of the home again after a reconnection: events may have been missed', async () => {
    const clock = { now: 1_000_000 }
    const { qc, read, reread } = pageAt(clock)
    await Promise.all([read(ALERTS), read(SUMMARY), read(DEVICES), read(BILLING), read(['/api/circles'])])
    const stop = connectLive(HOME, qc, deps({ now: () => clock.now }))
    const source = FakeSource.opened[0]!
    source.emit('ready', quiet(3_600_000))
    expect(reread()).toEqual([])
    clock.now += 40_000
    source.emit('ready', quiet(3_600_000))
    expect(reread()).toEqual(names(ALERTS, SUMMARY, DEVICES, BILLING, ['/api/circles']))
    stop()
  })

  it("on All homes, reads the list of every home again when any home's alert came after it was read", async () => {
    const clock = { now: 1_000_000 }
    const { qc, read, reread } = pageAt(clock)
    await Promise.all([read(LIST), read(SUMMARY)])
    const stop = connectLive(HOME, qc, deps({ now: () => clock.now }), { everyHome: true })
    clock.now += 200
    FakeSource.opened[0]!.emit('ready', { ...quiet(3_600_000), everyHomeQuietMs: 100 })
    expect(reread()).toEqual(names(LIST))
    stop()
  })

  it("on All homes, another home picked: the list of every home, read a while ago, is read again only if an alert came since", async () => {
    const clock = { now: 1_000_000 }
    const { qc, read, reread } = pageAt(clock)
    await read(LIST)
    // the agent reads the list, then picks another home: a new stream, the list kept current by the old one until then
    clock.now += JUST_READ_MS + 5_000
    await read(SUMMARY)
    const stop = connectLive(HOME, qc, deps({ now: () => clock.now }), { everyHome: true })
    clock.now += 200
    FakeSource.opened[0]!.emit('ready', { ...quiet(3_600_000), everyHomeQuietMs: 3_600_000 })
    expect(reread()).toEqual([])
    stop()

    const busier = pageAt(clock)
    await busier.read(LIST)
    clock.now += JUST_READ_MS + 5_000
    const again = connectLive(HOME, busier.qc, deps({ now: () => clock.now }), { everyHome: true })
    clock.now += 200
    // an alert in some home a second ago, after the list was read
    FakeSource.opened[1]!.emit('ready', { ...quiet(3_600_000), everyHomeQuietMs: 1_000 })
    expect(busier.reread()).toEqual(names(LIST))
    again()
  })
})

describe('readyNews', () => {
  it.each([
    [undefined, undefined],
    ['{}', undefined],
    ['not json', undefined],
    ['{"quietMs":{"motion":120,"notes.changed":-1,"alert.created":"soon","bogus":5}}', { quietMs: { motion: 120 } }],
    ['{"everyHomeQuietMs":70}', { quietMs: {}, everyHomeQuietMs: 70 }],
  ])('%s → %j', (data, expected) => {
    expect(readyNews(data === undefined ? undefined : ({ data } as MessageEvent))).toEqual(expected)
  })
})
