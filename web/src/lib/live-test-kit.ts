// The browser's side of the live stream under test: an EventSource that opens nothing (each opened one
// kept, to emit what a server would send), and a query client holding the keys a page would
import { QueryClient } from '@tanstack/react-query'
import { afterEach, vi } from 'vitest'
import type { LiveDeps, SourceFactory } from './live'

export const HOME = '11111111-1111-4111-8111-111111111111'
export const OTHER = '22222222-2222-4222-8222-222222222222'

export class FakeSource {
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
export const signedOut = vi.fn()
export const deps = (more: Partial<LiveDeps> = {}): Partial<LiveDeps> => ({ factory, onSignedOut: signedOut, readJson: () => new Promise(() => {}), ...more })

export function clientWith(keys: unknown[][]) {
  const qc = new QueryClient()
  for (const key of keys) qc.setQueryData(key, [])
  return qc
}
export const staleKeys = (qc: QueryClient) =>
  qc
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey[0])

/** Call at the top of each file that uses the kit: the unit files share their modules (isolate: false), so a
 * hook registered when this module loads would run only in the first file that imported it */
export function resetAfterEach() {
  afterEach(() => {
    FakeSource.opened = []
    signedOut.mockReset()
    vi.useRealTimers()
  })
}
