import { WifiOff } from 'lucide-react'
import { clockTime } from '@/lib/format/clock-time'
import { useLiveStatus } from '@/lib/live-status'

/**
 * While the home's live stream is down the page may be out of date: say so, and since when, in a bar
 * under the top bar that leaves the page usable. The region is always there, so a screen reader hears it
 * appear. On every page with the stream: a home's, and staff's All homes (every home's).
 *
 * Its coming and going moves nothing: it takes no room in the page (a zero-height place that sticks under
 * the top bar, the bar hanging from it), so nothing under it is pushed down; and at the top of a page it
 * lies in the main area's top padding (pt-8 in app-layout.tsx: 2rem, its height 1.75rem and a border, both
 * in rem so they grow together with the text), over no words. Pushed in, it moved the whole page 37 px down; pushed in with the page scrolled by as much to hold
 * it still, it covered the top of the page's title (decision 0083).
 */
export function ConnectionBanner({ clientId }: { clientId: string | undefined }) {
  const status = useLiveStatus(clientId)
  const isLost = status?.state === 'lost'
  return (
    <div className="sticky top-14 z-20 h-0">
      <div
        role="status"
        data-connection-lost={isLost ? '' : undefined}
        className={isLost ? 'border-b border-amber-300 bg-amber-50 px-4 py-1 text-sm text-amber-900 md:px-6' : 'sr-only'}
      >
        {isLost && (
          <span className="flex items-center gap-2">
            <WifiOff className="size-4 shrink-0" aria-hidden="true" />
            Reconnecting… last updated {clockTime(status.lastHeardAt)}
          </span>
        )}
      </div>
    </div>
  )
}
