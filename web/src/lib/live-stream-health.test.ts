// The live stream kept alive: heartbeats, a stream gone quiet or given up on, a session that ended, and
// the alert list read every minute beside it (live.ts; its sharing and staleness are in live.test.ts)
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { alertSummaryKey } from './alert-summary'
import { ALERTS_POLL_MS, connectLive, RECONNECT_MS, SILENCE_MS, type LiveDeps } from './live'
import { getLiveStatus } from './live-status'
import { clientWith, deps, FakeSource, HOME, signedOut, staleKeys, resetAfterEach } from './live-test-kit'

resetAfterEach()

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

  it("on staff's All homes with no home to pick (the every-home stream alone), says so too: the banner reads it", () => {
    vi.useFakeTimers()
    const stop = connectLive(undefined, new QueryClient(), deps(), { everyHome: true })
    const source = FakeSource.opened[0]!
    expect(source.url).toBe('/api/live/every-home')
    expect(getLiveStatus(undefined)?.state).toBe('connecting')
    source.emit('ready')
    expect(getLiveStatus(undefined)?.state).toBe('live')
    source.onerror?.(new Event('error'))
    expect(getLiveStatus(undefined)?.state).toBe('lost')
    source.emit('ready')
    expect(getLiveStatus(undefined)?.state).toBe('live')
    stop()
    expect(getLiveStatus(undefined)).toBeUndefined()
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

  it("reads the top bar's summary too, on every page, and the home's list only where it is shown", async () => {
    vi.useFakeTimers()
    const summary = alertSummaryKey(HOME)
    const qc = clientWith([key, [...summary]])
    const readJson = vi.fn<LiveDeps['readJson']>().mockResolvedValue({ openCount: 1, alerts: [] })
    const stop = connectLive(HOME, qc, deps({ readJson }))
    const unwatch = new QueryObserver(qc, { queryKey: summary, enabled: false }).subscribe(() => {})
    await vi.advanceTimersByTimeAsync(ALERTS_POLL_MS)
    expect(readJson.mock.calls).toEqual([[`/api/alerts/summary?clientId=${HOME}`]])
    expect(qc.getQueryData(summary)).toEqual({ openCount: 1, alerts: [] })
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
