import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectLive, isCircleQuery, RECONNECT_MS, STALE_AFTER, type SourceFactory } from './live'

const HOME = '11111111-1111-4111-8111-111111111111'
const OTHER = '22222222-2222-4222-8222-222222222222'

class FakeSource {
  static opened: FakeSource[] = []
  readyState = 0
  closed = false
  onerror: ((e: Event) => void) | null = null
  listeners = new Map<string, (() => void)[]>()
  constructor(readonly url: string) {
    FakeSource.opened.push(this)
  }
  addEventListener(type: string, fn: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn])
  }
  emit(type: string) {
    for (const fn of this.listeners.get(type) ?? []) fn()
  }
  close() {
    this.closed = true
    this.readyState = 2
  }
}
const factory = ((url: string) => new FakeSource(url)) as unknown as SourceFactory

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
    const a = connectLive(HOME, qc, factory)
    const b = connectLive(HOME, qc, factory)
    expect(FakeSource.opened).toHaveLength(1)
    expect(FakeSource.opened[0]!.url).toBe(`/api/live?clientId=${HOME}`)
    a()
    a()
    expect(FakeSource.opened[0]!.closed).toBe(false)
    b()
    expect(FakeSource.opened[0]!.closed).toBe(true)
  })

  it('marks only what an event names as stale', () => {
    const qc = clientWith([['/api/alerts', { clientId: HOME }], ['/api/care-notes', { clientId: HOME }], ['/api/dashboard/stats', { clientId: HOME }]])
    const stop = connectLive(HOME, qc, factory)
    FakeSource.opened[0]!.emit('alert.created')
    expect(staleKeys(qc).sort()).toEqual(['/api/alerts', '/api/dashboard/stats'])
    stop()
  })

  it('re-syncs everything of the circle on every ready, leaving other circles and the person alone', () => {
    const qc = clientWith([['/api/alerts', { clientId: HOME }], ['/api/care-notes', { clientId: OTHER }], ['/api/auth/user'], ['/api/devices', { clientId: HOME }]])
    const stop = connectLive(HOME, qc, factory)
    FakeSource.opened[0]!.emit('ready')
    expect(staleKeys(qc).sort()).toEqual(['/api/alerts', '/api/devices'])
    stop()
  })

  it('opens a new stream after the browser gives up, backing off', () => {
    vi.useFakeTimers()
    const stop = connectLive(HOME, new QueryClient(), factory)
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
