// When each read last left for the server, as the page's clock tells it: the live stream's first
// 'ready' reads again only what may have changed after that (live-ready.ts). React Query keeps when an
// answer came, not when its question left, and an answer can be older than its arrival.
import type { Query, QueryCache } from '@tanstack/react-query'

const started = new WeakMap<Query, number>()

/** Notes each read's start from now on; answers the function that stops it. Call once per query cache, as it is made. */
export function recordReadStarts(cache: QueryCache, now: () => number = Date.now) {
  return cache.subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'fetch') started.set(event.query, now())
  })
}

/** When the query's latest read was sent; undefined when it was never read here (data put in by hand, or before recording began) */
export const readStartedAt = (query: Query) => started.get(query)
