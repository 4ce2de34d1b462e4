import { useEffect, useRef, useState, type RefObject } from 'react'
import { placeIn, withPlace, type EveryHomePlace } from '../lib/every-home-place'

const openHomeOf = (list: HTMLElement | null, alertId: string | undefined) =>
  alertId ? list?.querySelector<HTMLElement>(`[data-alert-id="${CSS.escape(alertId)}"] [data-action="open-home"]`) : null

/**
 * The All homes list's place (lib/every-home-place.ts): `remember` keeps it on this history entry as a home
 * is opened; `returning`, read once, is the place Back came back to. Once the list is shown, focus goes back
 * to the Open home of the card opened (else of the card after it), in the middle of the screen.
 */
export function useEveryHomePlace(list: RefObject<HTMLElement | null>, isListShown: boolean) {
  const [returning] = useState(() => placeIn(window.history.state))
  const isDone = useRef(false)

  useEffect(() => {
    if (!returning || !isListShown || isDone.current) return
    // after the page's own scroll to the top of a view it moved to (routes/alerts.tsx), in the same commit
    const frame = requestAnimationFrame(() => {
      isDone.current = true
      window.history.replaceState(withPlace(window.history.state, undefined), '')
      const at = openHomeOf(list.current, returning.alertId) ?? openHomeOf(list.current, returning.nextId) ?? list.current
      at?.focus({ preventScroll: true })
      at?.scrollIntoView({ block: 'center' })
    })
    return () => cancelAnimationFrame(frame)
  }, [returning, isListShown, list])

  const remember = (place: EveryHomePlace) => window.history.replaceState(withPlace(window.history.state, place), '')
  return { returning, remember }
}
