import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { CurrentUser } from '@contracts/auth'
import { apiRequest } from '@/lib/api-client'
import { USER_QUERY_KEY } from '@/lib/auth-errors'
import { browserZone } from '@/lib/format/home-time'

/**
 * Tells the server this browser's time zone when it is not the one stored: news that can wait waits
 * for the morning on the person's own clock (decision 0038), and a carer who moved or travels is on
 * another. Once a session at most; a failure is tried again at the next page load.
 */
export function useTellBrowserTimeZone(user: CurrentUser) {
  const queryClient = useQueryClient()
  useEffect(() => {
    const timeZone = browserZone()
    if (!timeZone || timeZone === user.browserTimeZone) return
    apiRequest('PUT', '/api/me/browser-time-zone', { timeZone })
      .then(() => queryClient.setQueryData<CurrentUser | null>(USER_QUERY_KEY, (was) => (was ? { ...was, browserTimeZone: timeZone } : was)))
      .catch(() => {})
  }, [user.browserTimeZone, queryClient])
}
