// E-mails about alerts link to /alerts?home=<clientId>: that home is shown in the tab the link opened,
// when the person may see it, and the parameter leaves the address (a reload or a shared link later
// must not move the tab back). The other parameters stay (?notifications=1 is someone else's).
import { useEffect } from 'react'
import { useLocation, useSearch } from 'wouter'
import { circleChoice } from '@/lib/circle-choice'
import { useCircles, type CircleSummary } from '@/lib/circle'
import { HOME_PARAM } from '@/lib/home-dashboard-link'
import { toast } from '@/lib/use-toast'

export const HOME_NOT_AVAILABLE = 'That home is not available to you'

/** What a link's `?home=` asks for, against the homes on offer; undefined when it names none */
export function readHomeLink(search: string, circles: readonly Pick<CircleSummary, 'clientId'>[]) {
  const params = new URLSearchParams(search)
  if (!params.has(HOME_PARAM)) return undefined
  const wanted = params.get(HOME_PARAM)
  params.delete(HOME_PARAM)
  const rest = params.toString()
  return {
    clientId: circles.some((c) => c.clientId === wanted) ? (wanted ?? undefined) : undefined,
    search: rest ? `?${rest}` : '',
  }
}

/**
 * Call after the tab's own choice is pinned (watched-circle.ts): effects run in order, and the pin
 * of the home shown before the link was read must not win over the link.
 */
export function useHomeLink() {
  const search = useSearch()
  const [location, navigate] = useLocation()
  const { data: circles } = useCircles()
  useEffect(() => {
    if (!circles) return
    const link = readHomeLink(search, circles)
    if (!link) return
    // this tab only: the home a new tab opens on stays the one last picked
    if (link.clientId) circleChoice.pin(link.clientId)
    else toast({ title: HOME_NOT_AVAILABLE })
    navigate(`${location}${link.search}${window.location.hash}`, { replace: true })
  }, [circles, location, navigate, search])
}
