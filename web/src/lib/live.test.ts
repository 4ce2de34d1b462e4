import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { alertSummaryKey } from './alert-summary'
import { connectLive, isCircleQuery, LIVE_BATCH_MS, RECONNECT_MS, STALE_AFTER } from './live'
import { getLiveStatus } from './live-status'
import { clientWith, deps, FakeSource, HOME, OTHER, staleKeys, resetAfterEach } from './live-test-kit'

resetAfterEach()


describe('STALE_AFTER', () => {
  it.each([
    ['alert.created', ['/api/alerts', '/api/dashboard/stats', '/api/ml/health-score', '/api/ml/behavioral-patterns', '/api/circles']],
    ['alert.updated', ['/api/alerts', '/api/dashboard/stats', '/api/ml/health-score', '/api/ml/behavioral-patterns', '/api/circles']],
    ['alert.resolved', ['/api/alerts', '/api/dashboard/stats', '/api/ml/health-score', '/api/ml/behavioral-patterns', '/api/circles']],
    ['motion', ['/api/devices', '/api/dashboard/stats', '/api/door-events', '/api/activity', '/api/ml/health-score', '/api/ml/behavioral-patterns', '/api/ml/fall-risk-assessment']],
    ['notes.changed', ['/api/care-notes']],
    ['devices.changed', ['/api/devices', '/api/dashboard/stats']],
    ['members.changed', ['/api/family/members', '/api/family/invitations', '/api/circle/members', '/api/circles']],
    ['circle.changed', ['/api/circles', '/api/circle/time-zone', '/api/circle/pets', '/api/circle/mqtt', '/api/activity', '/api/dashboard/stats']],
    ['settings.changed', ['/api/notifications/settings']],
  ] as const)('%s → %j', (type, roots) => {
    expect(STALE_AFTER[type]).toEqual(roots)
  })
})

describe('isCircleQuery', () => {
  it.each([
    [['/api/alerts', { clientId: HOME }], true],
    [['/api/alerts', { clientId: OTHER }], false],
    [['/api/dashboard/stats'], true],
    [['/api/auth/user'], false],
    [['/api/circles'], false],
    [['/api/auth/options'], false],
    [['not-an-api'], false],
  ])('%j → %s', (key, expected) => {
    expect(isCircleQuery(key, HOME)).toBe(expected)
  })
})

describe('connectLive', () => {
  it('shares one stream per circle and closes it when the last user lets go', () => {
    const qc = new QueryClient()
    const a = connectLive(HOME, qc, deps())
    const b = connectLive(HOME, qc, deps())
    expect(FakeSource.opened).toHaveLength(1)
    expect(FakeSource.opened[0]!.url).toBe(`/api/live?clientId=${HOME}`)
    a()
    a()
    expect(FakeSource.opened[0]!.closed).toBe(false)
    b()
    expect(FakeSource.opened[0]!.closed).toBe(true)
  })

  it("reads her own settings again when they change, on staff's All homes stream too (the event names her own channel, not a home)", () => {
    vi.useFakeTimers()
    const keys = [['/api/notifications/settings'], ['/api/alerts', 'open'], ['/api/alerts', { clientId: HOME }]]
    for (const everyHome of [false, true]) {
      const qc = clientWith(keys)
      const stop = connectLive(HOME, qc, deps(), { everyHome })
      FakeSource.opened.at(-1)!.emit('settings.changed', { type: 'settings.changed', circleId: 'user:33333333-3333-4333-8333-333333333333' })
      vi.advanceTimersByTime(LIVE_BATCH_MS)
      expect(staleKeys(qc), everyHome ? 'All homes' : 'a home').toEqual(['/api/notifications/settings'])
      stop()
    }
  })

  it('marks only what an event names as stale', () => {
    vi.useFakeTimers()
    const qc = clientWith([['/api/alerts', { clientId: HOME }], ['/api/care-notes', { clientId: HOME }], ['/api/dashboard/stats', { clientId: HOME }]])
    const stop = connectLive(HOME, qc, deps())
    FakeSource.opened[0]!.emit('alert.created')
    vi.advanceTimersByTime(LIVE_BATCH_MS)
    expect(staleKeys(qc).sort()).toEqual(['/api/alerts', '/api/dashboard/stats'])
    stop()
  })

  it("reads the top bar's summary of the alerts again on each alert event of the home, and on nothing else", () => {
    vi.useFakeTimers()
    const summary = alertSummaryKey(HOME)
    const qc = clientWith([[...summary]])
    const stop = connectLive(HOME, qc, deps(), { everyHome: true })
    const source = FakeSource.opened[0]!
    source.emit('motion', { type: 'motion', circleId: HOME })
    source.emit('alert.created', { type: 'alert.created', circleId: OTHER, id: 'a0' })
    vi.advanceTimersByTime(LIVE_BATCH_MS)
    expect(staleKeys(qc)).toEqual([])
    for (const type of ['alert.created', 'alert.resolved'] as const) {
      qc.setQueryData(summary, [])
      source.emit(type, { type, circleId: HOME, id: 'a1' })
      vi.advanceTimersByTime(LIVE_BATCH_MS)
      expect(staleKeys(qc)).toEqual(['/api/alerts'])
    }
    stop()
  })

  it('reads each thing once for a burst of events: ten alerts at once are not ten reads of every list', () => {
    vi.useFakeTimers()
    const qc = clientWith([['/api/alerts', { clientId: HOME }], ['/api/circles'], ['/api/devices', { clientId: HOME }]])
    const invalidated: unknown[] = []
    const spy = vi.spyOn(qc, 'invalidateQueries').mockImplementation(async (filters) => void invalidated.push(filters?.queryKey?.[0]))
    const stop = connectLive(HOME, qc, deps())
    for (let i = 0; i < 10; i++) FakeSource.opened[0]!.emit('alert.created')
    FakeSource.opened[0]!.emit('motion')
    expect(invalidated).toEqual([])
    vi.advanceTimersByTime(LIVE_BATCH_MS)
    expect(invalidated.filter((root) => root === '/api/alerts')).toHaveLength(1)
    expect(invalidated.filter((root) => root === '/api/circles')).toHaveLength(1)
    expect(invalidated.filter((root) => root === '/api/devices')).toHaveLength(1)
    expect(new Set(invalidated).size).toBe(invalidated.length)
    // a later event is a read of its own
    FakeSource.opened[0]!.emit('alert.resolved')
    vi.advanceTimersByTime(LIVE_BATCH_MS)
    expect(invalidated.filter((root) => root === '/api/alerts')).toHaveLength(2)
    spy.mockRestore()
    stop()
  })

  it('re-syncs everything of the circle on every ready, leaving other circles and the person alone', () => {
    const qc = clientWith([['/api/alerts', { clientId: HOME }], ['/api/care-notes', { clientId: OTHER }], ['/api/auth/user'], ['/api/devices', { clientId: HOME }]])
    const stop = connectLive(HOME, qc, deps())
    FakeSource.opened[0]!.emit('ready')
    expect(staleKeys(qc).sort()).toEqual(['/api/alerts', '/api/devices'])
    stop()
  })

  it('opens a new stream after the browser gives up, backing off', () => {
    vi.useFakeTimers()
    const stop = connectLive(HOME, new QueryClient(), deps())
    const first = FakeSource.opened[0]!
    first.readyState = 0
    first.onerror?.(new Event('error'))
    expect(FakeSource.opened).toHaveLength(1) // still connecting: the browser retries itself
    first.readyState = 2
    first.onerror?.(new Event('error'))
    vi.advanceTimersByTime(RECONNECT_MS[0] - 1)
    expect(FakeSource.opened).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(FakeSource.opened).toHaveLength(2)
    stop()
    expect(FakeSource.opened[1]!.closed).toBe(true)
  })
})

describe("on staff's All homes (decision 0076)", () => {
  const LIST = ['/api/alerts', 'open', { scope: 'all' }]
  const invalidated = (qc: QueryClient) =>
    qc
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => JSON.stringify(q.queryKey))
      .sort()

  it("holds one stream, the home's and every home's alerts, which reads the list again for another home's alert and everything for the home's own", () => {
    vi.useFakeTimers()
    const qc = clientWith([['/api/alerts', { clientId: HOME }], LIST, ['/api/devices', { clientId: HOME }]])
    const stop = connectLive(HOME, qc, deps(), { everyHome: true })
    expect(FakeSource.opened.map((s) => s.url)).toEqual([`/api/live/every-home?clientId=${HOME}`])
    const source = FakeSource.opened[0]!
    source.emit('alert.updated', { type: 'alert.updated', circleId: OTHER, id: 'a1' })
    vi.advanceTimersByTime(LIVE_BATCH_MS)
    expect(invalidated(qc)).toEqual([JSON.stringify(LIST)])
    source.emit('motion', { type: 'motion', circleId: HOME })
    vi.advanceTimersByTime(LIVE_BATCH_MS)
    expect(invalidated(qc)).toEqual([JSON.stringify(LIST), JSON.stringify(['/api/devices', { clientId: HOME }])])
    expect(getLiveStatus(HOME)?.state).toBe('connecting')
    stop()
    expect(source.closed).toBe(true)
  })

  it('opens the stream of every home alone for staff with no home to pick, and says nothing of a home', () => {
    vi.useFakeTimers()
    const qc = clientWith([LIST])
    const stop = connectLive(undefined, qc, deps(), { everyHome: true })
    const source = FakeSource.opened[0]!
    expect(source.url).toBe('/api/live/every-home')
    // a reconnection: anything may have changed meanwhile
    source.emit('ready')
    source.emit('ready')
    expect(invalidated(qc)).toEqual([JSON.stringify(LIST)])
    stop()
  })
})
