import { useIsFetching } from '@tanstack/react-query'
import { useEffect } from 'react'

/**
 * Runs `then` once the browser has nothing more pressing to do (or after 2 s where it cannot say); gives back
 * the way to call it off
 */
export function whenIdle(then: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(then, { timeout: 5000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = setTimeout(then, 2000)
  return () => clearTimeout(id)
}

/** The fetches already begun: a module once asked for is not asked for again */
const fetchedAhead = new WeakSet<() => void>()

/**
 * Fetches code ahead of the first press that needs it (a dialog's, a list's), once the page has what it asked
 * the server for and the browser is idle: on a slow line it never holds up the page's own data (the alerts a
 * carer opened the app for). Once: later rounds of reads (the live stream's) do not schedule it again.
 */
export function useFetchAheadWhenSettled(fetchCode: () => void) {
  const isReading = useIsFetching() > 0
  useEffect(() => {
    if (isReading || fetchedAhead.has(fetchCode)) return undefined
    return whenIdle(() => {
      fetchedAhead.add(fetchCode)
      fetchCode()
    })
  }, [isReading, fetchCode])
}
