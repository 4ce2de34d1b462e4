// The home this tab is watching, kept honest: pinned to the tab (lib/circle-choice.ts), and when it
// stops being on offer (its client deleted or turned into staff, or the person taken out of its
// circle; its reads answer 404 and the list is fetched again) the tab moves to another and says so.
import { useEffect, useRef } from 'react'
import { circleName, useCircle, useCircles, usePinShownCircle, type CircleSummary } from '@/lib/circle'
import { toast } from '@/lib/use-toast'
import { useHomeInAddress } from './home-link'

export function vanishedNotice(gone: CircleSummary, next: CircleSummary | undefined) {
  return {
    title: 'Home No Longer Available',
    description: next
      ? `${circleName(gone)}'s home is no longer available to you. Now showing ${circleName(next)}'s home.`
      : `${circleName(gone)}'s home is no longer available to you, and there is no other home to show.`,
  }
}

/** Answers the clientId on screen; call once, in the signed-in layout */
export function useWatchedCircle() {
  const { current, clientId } = useCircle()
  const { data: circles, dataUpdatedAt } = useCircles()
  const shown = useRef<CircleSummary | undefined>(undefined)
  const seenUpdate = useRef(0)
  usePinShownCircle(clientId)

  useEffect(() => {
    // only a list fetched afresh can say a home went away (not a list cleared at sign-out)
    if (!circles || dataUpdatedAt === seenUpdate.current) {
      shown.current = current ?? shown.current
      return
    }
    seenUpdate.current = dataUpdatedAt
    const before = shown.current
    shown.current = current
    if (before && !circles.some((c) => c.clientId === before.clientId)) toast(vanishedNotice(before, current))
  }, [circles, current, dataUpdatedAt])
  // the address names the home on screen (decision 0122)
  useHomeInAddress(clientId)

  return clientId
}
