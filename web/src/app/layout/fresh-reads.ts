import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { isCircleQuery } from '@/lib/live'

/**
 * Each page opens on fresh reads, as when the layout was mounted anew for every page and its live
 * stream's first 'ready' refetched everything of the circle (lib/live.ts). Reads no live event makes
 * stale (users, billing, a hub key's latest refusals) would otherwise stay as first read until a reload.
 */
export function useFreshReadsOnPageChange(clientId: string | undefined, page: string) {
  const queryClient = useQueryClient()
  const shown = useRef(page)
  useEffect(() => {
    if (shown.current === page) return
    shown.current = page
    if (clientId) void queryClient.invalidateQueries({ predicate: (query) => isCircleQuery(query.queryKey, clientId) })
  }, [clientId, page, queryClient])
}
