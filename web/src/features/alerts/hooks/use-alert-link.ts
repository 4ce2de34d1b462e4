import { useEffect, useRef } from 'react'
import { useLocation, useSearch } from 'wouter'
import { readAlertLink, searchWithoutAlert, tabOfAlert } from '../lib/alert-link'

/**
 * Opens the page on the alert a link names (`?alert=`, lib/alert-link.ts) once the home's alerts are read:
 * its tab, its card at the top of the screen, focus on the card; the parameter then leaves the address, so
 * a reload or a later visit starts at the top as usual. `alerts`: the home's list, undefined while read.
 * `showTab` is given the alert too: a long Resolved list shows as far down as it. `notHere`: the home on screen has
 * no such alert (the link's home is not on offer to this person: the layout showed her own instead).
 */
export function useAlertLink(
  alerts: readonly { id: string; isResolved: boolean }[] | undefined,
  showTab: (tab: 'active' | 'resolved', alertId: string) => void,
  notHere?: (alertId: string) => void,
) {
  const search = useSearch()
  const [location, navigate] = useLocation()
  // the alert to move to, once its tab shows it
  const pending = useRef<string | null>(null)
  const alertId = readAlertLink(search)

  useEffect(() => {
    if (alertId === undefined || !alerts) return
    const tab = tabOfAlert(alerts, alertId)
    if (tab) {
      showTab(tab, alertId)
      pending.current = alertId
    } else notHere?.(alertId)
    // the address as it is now (the layout may have put the home in it in this same commit)
    navigate(`${location}${searchWithoutAlert(window.location.search)}${window.location.hash}`, { replace: true, state: window.history.state })
  }, [alerts, alertId, location, navigate, showTab, notHere])

  // until the tab shows the card: the Resolved tab's panel puts its cards in a render of its own (Radix's
  // Presence mounts them from a layout effect), after this component's last one; looked for after each render
  // only, the card waited for an unrelated later render (a query's answer, the clock's tick), which on a busy
  // phone had all come before it: the card showed, unfocused. So the page is watched until it comes.
  useEffect(() => {
    const id = pending.current
    if (!id) return
    const land = () => {
      const card = document.querySelector<HTMLElement>(`main [data-alert-id="${CSS.escape(id)}"]`)
      if (!card) return false
      pending.current = null
      // in reach of focus() but not of Tab; a screen reader reads the card's name, its title
      card.tabIndex = -1
      card.focus({ preventScroll: true })
      // under the sticky top bar (index.css scroll-padding-top)
      card.scrollIntoView({ block: 'start' })
      return true
    }
    if (land()) return
    const observer = new MutationObserver(() => {
      if (land()) observer.disconnect()
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  })
}
