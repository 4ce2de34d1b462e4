import type { OpenAlertOfHome, OpenAlertsOfEveryHome } from '@contracts/alerts'
import { useQuery } from '@tanstack/react-query'

export type { OpenAlertOfHome, OpenAlertsOfEveryHome }

/** How often the All homes list is read again while shown, besides the tab's live stream, which carries every home's alerts while it is shown (decision 0076) */
export const EVERY_HOME_REFRESH_MS = 30_000

/**
 * GET /api/alerts/open?scope=all. Keyed under '/api/alerts' so that whatever reloads the alerts (a
 * Resolve, a live event of the home on screen) reloads this list too.
 */
export const openAlertsKey = ['/api/alerts', 'open', { scope: 'all' }] as const

/** Staff only: the open alerts of every home, most urgent first; read again on focus and every 30 s while shown */
export function useOpenAlertsOfEveryHome() {
  return useQuery<OpenAlertsOfEveryHome>({
    queryKey: openAlertsKey,
    refetchInterval: EVERY_HOME_REFRESH_MS,
    // unlike the app's other reads (SPEC.md §7), stale at once: an agent back from a phone call or
    // from one home's page must not act on a list from before it
    staleTime: 0,
    refetchOnWindowFocus: true,
  })
}
