import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { LIVE_BATCH_MS } from '@/lib/live'
import { openAlertsKey } from '../api/get-open-alerts'

const ALERT_EVENTS = ['alert.created', 'alert.updated', 'alert.resolved'] as const

/**
 * While All homes is shown, staff's stream of every home's alerts (decision 0071): someone starting to
 * respond, an alert raised or resolved in any home reads the list again at once, not at its next half
 * minute, so two agents do not ring one family. The half-minute read stays (get-open-alerts.ts): a
 * stream refused or lost leaves the list no staler than before, so this one needs no watchdog of its own.
 */
export function useEveryHomeLive() {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const source = new EventSource('/api/live/every-home', { withCredentials: true })
    let flush: ReturnType<typeof setTimeout> | undefined
    // a burst of events (an engine tick raising ten) is one read
    const readAgain = () => {
      flush ??= setTimeout(() => {
        flush = undefined
        void queryClient.invalidateQueries({ queryKey: openAlertsKey, exact: true })
      }, LIVE_BATCH_MS)
    }
    // the first 'ready' comes with the list just read; a later one is a reconnection, after which anything may have changed
    let hasConnected = false
    source.addEventListener('ready', () => {
      if (hasConnected) readAgain()
      hasConnected = true
    })
    for (const type of ALERT_EVENTS) source.addEventListener(type, readAgain)
    return () => {
      clearTimeout(flush)
      source.close()
    }
  }, [queryClient])
}
