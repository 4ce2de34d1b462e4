import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { ALERTS_POLL_MS, connectLive, isCircleQuery, LIVE_BATCH_MS, RECONNECT_MS, SILENCE_MS, STALE_AFTER, type LiveDeps, type SourceFactory } from './live'
import { getLiveStatus } from './live-status'

const HOME = '11111111-1111-4111-8111-111111111111'
const OTHER = '22222222-2222-4222-8222-222222222222'

class FakeSource {
  static opened: FakeSource[] = []
  readyState = 0
  closed = false
  onerror: ((e: Event) => void) | null = null
  listeners = new Map<string, ((event?: { data: string }) => void)[]>()
  constructor(readonly url: string) {
    FakeSource.opened.push(this)
  }
  addEventListener(type: string, fn: (event?: { data: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn])
  }
  /** `data`: what the server sends with it (the home it is about) */
  emit(type: string, data?: object) {
    for (const fn of this.listeners.get(type) ?? []) fn(data && { data: JSON.stringify(data) })
  }
  close() {
    this.closed = true
    this.readyState = 2
  }
}
const factory = ((url: string) => new FakeSource(url)) as unknown as SourceFactory
const signedOut = vi.fn()
const deps = (more: Partial<LiveDeps> = {}): Partial<LiveDeps> => ({ factory, onSignedOut: signedOut, readJson: () => new Promise(() => {}), ...more })

function clientWith(keys: unknown[][]) {
  const qc = new QueryClient()
  for (const key of keys) qc.setQueryData(key, [])
  return qc
}
const staleKeys = (qc: QueryClient) =>
  qc
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey[0])

afterEach(() => {
  FakeSource.opened = []
  signedOut.mockReset()
  vi.useRealTimers()
})

describe('STALE_AFTER', () => {
  it.each([
    ['alert.created', ['/api/alerts', '/api/dashboard/stats', '/api/ml/health-score', '/api/ml/behavioral-patterns', '/api/circles']],
    ['alert.updated', ['/api/alerts', '/api/dashboard/stats', '/api/ml/health-score', '/api/ml/behavioral-patterns', '/api/circles']],
    ['alert.resolved', ['/api/alerts', '/api/dashboard/stats', '/api/ml/health-score', '/api/ml/behavioral-patterns', '/api/circles']],
    ['motion', ['/api/devices', '/api/dashboard/stats', '/api/door-events', '/api/activity', '/api/ml/health-score', '/api/ml/behavioral-patterns', '/api/ml/fall-risk-assessment']],
    ['notes.changed', ['/api/care-notes']],
    ['devices.changed', ['/api/devices', '/api/dashboard/stats']],
    ['members.changed', ['/api/family/members', '/api/family/invitations', '/api/circle/members', '/api/circles']],
    ['circle.changed', ['/api/circles', '/api/circle/time-zone', '/api/circle/pets', '/api/activity', '/api/dashboard/stats']],
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

  it('marks only what an event names as stale', () => {
    vi.useFakeTimers()
    const qc = clientWith([['/api/alerts', { clientId: HOME }], ['/api/care-notes', { clientId: HOME }], ['/api/dashboard/stats', { clientId: HOME }]])
    const stop = connectLive(HOME, qc, deps())
    FakeSource.opened[0]!.emit('alert.created')
    vi.advanceTimersByTime(LIVE_BATCH_MS)
    expect(staleKeys(qc).sort()).toEqual(['/api/alerts', '/api/dashboard/stats'])
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

describe('a stream that goes quiet or drops', () => {
  it('is kept while the heartbeats come, and reopened after a minute without a word', () => {
    vi.useFakeTimers()
    const stop = connectLive(HOME, new QueryClient(), deps())
    const first = FakeSource.opened[0]!
    first.emit('ready')
    vi.advanceTimersByTime(SILENCE_MS - 1_000)
    first.emit('heartbeat')
    vi.advanceTimersByTime(SILENCE_MS - 1_000)
    expect(FakeSource.opened).toHaveLength(1)
    expect(getLiveStatus(HOME)?.state).toBe('live')
    vi.advanceTimersByTime(1_000)
    expect(first.closed).toBe(true)
    expect(FakeSource.opened).toHaveLength(2)
    expect(getLiveStatus(HOME)?.state).toBe('lost')
    // the old stream's late words no longer count
    first.emit('ready')
    expect(getLiveStatus(HOME)?.state).toBe('lost')
    stop()
  })

  it('says when it was last heard from, and once back refetches everything once, the homes on offer too', () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T01:12:00Z') })
    const qc = clientWith([['/api/alerts', { clientId: HOME }], ['/api/circles'], ['/api/auth/user']])
    const stop = connectLive(HOME, qc, deps())
    const source = FakeSource.opened[0]!
    expect(getLiveStatus(HOME)?.state).toBe('connecting')
    source.emit('ready')
    // the first hello refetches the circle's reads, which were just read anyway
    expect(staleKeys(qc)).toEqual(['/api/alerts'])
    vi.advanceTimersByTime(20_000)
    source.emit('heartbeat')
    const heardAt = Date.now()
    vi.advanceTimersByTime(5_000)
    source.onerror?.(new Event('error')) // still CONNECTING: the browser retries
    expect(getLiveStatus(HOME)).toEqual({ state: 'lost', lastHeardAt: heardAt })
    expect(FakeSource.opened).toHaveLength(1)

    for (const q of qc.getQueryCache().getAll()) qc.setQueryData(q.queryKey, [])
    source.emit('ready')
    expect(getLiveStatus(HOME)?.state).toBe('live')
    expect(staleKeys(qc).sort()).toEqual(['/api/alerts', '/api/circles'])
    stop()
    expect(getLiveStatus(HOME)).toBeUndefined()
  })

  it('goes to the sign-in page when the server says the session ended, and does not reconnect', () => {
    vi.useFakeTimers()
    const stop = connectLive(HOME, new QueryClient(), deps())
    const source = FakeSource.opened[0]!
    source.emit('ready')
    source.emit('session.ended')
    expect(signedOut).toHaveBeenCalledTimes(1)
    expect(source.closed).toBe(true)
    vi.advanceTimersByTime(10 * SILENCE_MS)
    expect(FakeSource.opened).toHaveLength(1)
    expect(getLiveStatus(HOME)).toBeUndefined()
    stop()
  })
})

describe('a stream the browser gives up on', () => {
  const givesUp = (source: FakeSource) => {
    source.readyState = 2
    source.onerror?.(new Event('error'))
  }

  it('asks who is signed in and, on a 401 (the session expired while it was down), goes to sign in at once without reopening it', async () => {
    vi.useFakeTimers()
    const readJson = vi.fn<LiveDeps['readJson']>().mockRejectedValue(new Error('401: {"message":"Unauthorized"}'))
    onTestFinished(connectLive(HOME, new QueryClient(), deps({ readJson })))
    const source = FakeSource.opened[0]!
    source.emit('ready')
    givesUp(source)
    await vi.advanceTimersByTimeAsync(0)
    expect(readJson).toHaveBeenCalledWith('/api/auth/user')
    expect(signedOut).toHaveBeenCalledTimes(1)
    expect(getLiveStatus(HOME)).toBeUndefined()
    await vi.advanceTimersByTimeAsync(RECONNECT_MS.at(-1)! + ALERTS_POLL_MS)
    expect(FakeSource.opened).toHaveLength(1)
    expect(signedOut).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['still signed in', () => Promise.resolve({ id: 'me' })],
    ['the server is away', () => Promise.reject(new Error('502: Bad Gateway'))],
    ['the network is down', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('keeps trying, backing off, when %s', async (_, answer) => {
    vi.useFakeTimers()
    onTestFinished(connectLive(HOME, new QueryClient(), deps({ readJson: vi.fn(answer) })))
    givesUp(FakeSource.opened[0]!)
    await vi.advanceTimersByTimeAsync(RECONNECT_MS[0])
    expect(FakeSource.opened).toHaveLength(2)
    expect(signedOut).not.toHaveBeenCalled()
    expect(getLiveStatus(HOME)?.state).toBe('lost')
  })
})

describe('the alert list read every minute', () => {
  const key = ['/api/alerts', { clientId: HOME }]
  const watched = (qc: QueryClient) => new QueryObserver(qc, { queryKey: key, enabled: false }).subscribe(() => {})

  it('is read while something shows it, even while live, and a failed read keeps what is shown', async () => {
    vi.useFakeTimers()
    const qc = clientWith([key])
    const readJson = vi.fn<LiveDeps['readJson']>().mockResolvedValueOnce([{ id: 'a1' }]).mockRejectedValueOnce(new Error('502: Bad Gateway'))
    const stop = connectLive(HOME, qc, deps({ readJson }))
    FakeSource.opened[0]!.emit('ready')
    await vi.advanceTimersByTimeAsync(ALERTS_POLL_MS)
    expect(readJson).not.toHaveBeenCalled() // nothing on screen reads it

    const unwatch = watched(qc)
    await vi.advanceTimersByTimeAsync(ALERTS_POLL_MS)
    expect(readJson).toHaveBeenCalledWith(`/api/alerts?clientId=${HOME}`)
    expect(qc.getQueryData(key)).toEqual([{ id: 'a1' }])
    await vi.advanceTimersByTimeAsync(ALERTS_POLL_MS)
    expect(readJson).toHaveBeenCalledTimes(2)
    expect(qc.getQueryData(key)).toEqual([{ id: 'a1' }])
    expect(qc.getQueryState(key)?.status).toBe('success')
    expect(signedOut).not.toHaveBeenCalled()
    unwatch()
    stop()
  })

  it('takes a 401 for a session that ended', async () => {
    vi.useFakeTimers()
    const qc = clientWith([key])
    const readJson = vi.fn<LiveDeps['readJson']>().mockRejectedValue(new Error('401: {"message":"Unauthorized"}'))
    const stop = connectLive(HOME, qc, deps({ readJson }))
    const unwatch = watched(qc)
    await vi.advanceTimersByTimeAsync(ALERTS_POLL_MS)
    expect(signedOut).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(ALERTS_POLL_MS)
    expect(readJson).toHaveBeenCalledTimes(1)
    unwatch()
    stop()
  })
})
