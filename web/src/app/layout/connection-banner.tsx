import { WifiOff } from 'lucide-react'
import { useLayoutEffect, useRef, type RefObject } from 'react'
import { clockTime } from '@/lib/format/clock-time'
import { useLiveStatus } from '@/lib/live-status'

/**
 * While the home's live stream is down the page may be out of date: say so, and since when, in a
 * bar under the top bar that leaves the page usable. The region is always there, so a screen reader
 * hears it appear. On every page with the stream: a home's, and staff's All homes (every home's).
 */
export function ConnectionBanner({ clientId }: { clientId: string | undefined }) {
  const status = useLiveStatus(clientId)
  const isLost = status?.state === 'lost'
  const bar = useRef<HTMLDivElement>(null)
  useHoldPageStill(bar, isLost)
  return (
    <div
      ref={bar}
      role="status"
      data-connection-lost={isLost ? '' : undefined}
      className={isLost ? 'sticky top-14 z-20 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900' : 'sr-only'}
    >
      {isLost && (
        <span className="flex items-center gap-2">
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          Reconnecting… last updated {clockTime(status.lastHeardAt)}
        </span>
      )}
    </div>
  )
}

/**
 * The bar comes and goes without moving what the carer is reading: it takes its place above the page (so
 * what lies under it can still be scrolled to), and the page is scrolled by as much before the frame is
 * drawn. Pushed in, it moved the whole page 37 px down while she read or reached for a button, and back up
 * again on reconnecting.
 */
function useHoldPageStill(bar: RefObject<HTMLElement | null>, isShown: boolean) {
  const height = useRef(0)
  useLayoutEffect(() => {
    const now = isShown ? (bar.current?.offsetHeight ?? 0) : 0
    const grew = now - height.current
    height.current = now
    if (grew !== 0) window.scrollBy({ top: grew, behavior: 'instant' })
  }, [bar, isShown])
}
