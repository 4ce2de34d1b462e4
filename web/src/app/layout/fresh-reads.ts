import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { isCircleQuery } from '@/lib/live'

/**
 * Each page opens on fresh reads, as when the layout was mounted anew for every page and its live
 * stream's first 'ready' refetched everything of the circle (lib/live.ts). Reads no live event makes
 * stale (users, billing, a hub key's latest refusals) would otherwise stay as first read until a reload.
 *
 * A read the new page already sent as it opened is that fresh read: it is kept, not dropped and sent
 * again (`cancelRefetch: false`). A page seen before opens on reads the last page change marked stale,
 * and reads them at once, before this runs (a page's effects run before its layout's): every return to
 * Sensors or the Dashboard sent each of its reads twice.
 */
export function useFreshReadsOnPageChange(clientId: string | undefined, page: string) {
  const queryClient = useQueryClient()
  const shown = useRef(page)
  useEffect(() => {
    if (shown.current === page) return
    shown.current = page
    if (clientId) void queryClient.invalidateQueries({ predicate: (query) => isCircleQuery(query.queryKey, clientId) }, { cancelRefetch: false })
  }, [clientId, page, queryClient])
}
