import { WifiOff } from 'lucide-react'
import { clockTime } from '@/lib/format/clock-time'
import { useLiveStatus } from '@/lib/live-status'

/**
 * While the home's live stream is down the page may be out of date: say so, and since when, in a
 * bar under the top bar that leaves the page usable. The region is always there, so a screen reader
 * hears it appear.
 */
export function ConnectionBanner({ clientId }: { clientId: string | undefined }) {
  const status = useLiveStatus(clientId)
  const isLost = status?.state === 'lost'
  return (
    <div role="status" className={isLost ? 'sticky top-14 z-20 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900' : 'sr-only'}>
      {isLost && (
        <span className="flex items-center gap-2">
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          Reconnecting… last updated {clockTime(status.lastHeardAt)}
        </span>
      )}
    </div>
  )
}
