// The care circle a person is looking at. Staff and carers with several circles pick one in the top
// bar; the address names it (`?home=`, decision 0122) and each tab remembers its own (circle-choice.ts).
// Every circle-scoped call sends it as `clientId`.
import type { CircleSummary } from '@contracts/circles'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { useLocation, useSearch } from 'wouter'
import { circleChoice } from './circle-choice'
import { homeInAddress, searchWithHome } from './home-address'
import { homeToOpen } from './other-homes'

export type { CircleSummary }

/** The homes on offer (GET /api/circles); refreshed after user changes and when a home's calls answer 404 */
export const CIRCLES_KEY = '/api/circles'

/** How often a person with several homes reads them again: the live stream follows the home on screen only */
export const OTHER_HOMES_REFRESH_MS = 30_000

// with several homes, read every half minute: an alert raised in a home not on
// screen reaches no stream of this tab, and the picker's marker must not wait for the next reload
export const useCircles = () =>
  useQuery<CircleSummary[]>({ queryKey: [CIRCLES_KEY], refetchInterval: (query) => ((query.state.data?.length ?? 0) > 1 ? OTHER_HOMES_REFRESH_MS : false) })

export const circleName = (c: Pick<CircleSummary, 'firstName' | 'lastName'> | undefined) =>
  c ? [c.firstName, c.lastName].filter(Boolean).join(' ') || 'Unnamed' : ''

/**
 * The circles on offer and the one on screen: the one the address names, while it is on offer; else the one
 * this tab remembers; else the one with the most urgent open alert, else the first (other-homes.ts). Once
 * shown, the tab pins it. `choose` is the picker's: a new history entry on that home (Back returns to this
 * one), and where a new tab starts; `path` opens another page on it.
 */
export function useCircle() {
  const { data: circles = [], isLoading } = useCircles()
  const remembered = useSyncExternalStore(circleChoice.subscribe, circleChoice.get)
  const asked = homeInAddress(useSearch())
  const [, navigate] = useLocation()
  const current = circles.find((c) => c.clientId === asked) ?? circles.find((c) => c.clientId === remembered) ?? homeToOpen(circles)
  const choose = useCallback(
    (clientId: string, path?: string) => {
      const { pathname, search, hash } = window.location
      const to = path === undefined ? `${pathname}${searchWithHome(search, clientId)}${hash}` : `${path}${searchWithHome('', clientId)}`
      // the address first: it names the home on screen, so the tab never shows the old home under the new choice
      if (to !== `${pathname}${search}${hash}`) navigate(to)
      circleChoice.choose(clientId)
    },
    [navigate],
  )
  return { circles, current, clientId: current?.clientId, isLoading, choose }
}

/** Keeps the home a tab shows as its own, so that neither a reload nor another tab's choice moves it */
export function usePinShownCircle(clientId: string | undefined) {
  useEffect(() => {
    if (clientId) circleChoice.pin(clientId)
  }, [clientId])
}

/** The IANA time zone of the home `clientId` (undefined while the circles load): its times are shown on its clock (decision 0020) */
export function useHomeTimeZone(clientId: string | undefined) {
  return useCircles().data?.find((c) => c.clientId === clientId)?.timeZone
}
