import { useRef } from 'react'
import { CircleCombobox, type CircleComboboxHandle } from '@/components/circle-combobox'
import { useCircle, useCircles } from '@/lib/circle'
import { otherHomesNeedingAttention } from '@/lib/other-homes'
import { cn } from '@/lib/utils'

const IN_PAGE = 'h-auto min-h-11 flex-1 py-1 [&>span:first-child]:line-clamp-2 [&>span:first-child]:whitespace-normal [&>span:first-child]:wrap-break-word'

/**
 * Shown when a person can see more than one home: search by name or e-mail, homes with open alerts first. In the
 * top bar; `inPage`, the same in a row of its own at the top of the page, for a bar too narrow to show a home's
 * name (narrow-top-bar.ts: large text on a phone, or a 320 px one)
 */
export function CirclePicker({ inPage = false, className }: { inPage?: boolean; className?: string }) {
  const { circles, clientId, choose } = useCircle()
  const { refetch } = useCircles()
  const picker = useRef<CircleComboboxHandle>(null)
  if (circles.length < 2) return null
  const others = otherHomesNeedingAttention(circles, clientId)
  return (
    <div className={cn('flex min-w-0 items-center gap-2 text-sm text-slate-700', className)}>
      {/* 'Watching' and the wider picker from 40rem of window in the text's own size (a container query: 640 px at
          the usual size, as before; 1280 px at 200 %, where a tablet's bar is a phone's in her rems) */}
      <span className="hidden @min-[40rem]:inline" aria-hidden="true">
        Watching
      </span>
      <CircleCombobox
        ref={picker}
        aria-label="Care circle"
        circles={circles}
        value={clientId ?? ''}
        onChange={choose}
        // the counts are as fresh as the last look: opening the list looks again
        onOpen={() => void refetch()}
        // a thumb's 44 px on a phone, the desktop's usual height beside a pointer; in the page, the row's width,
        // a long name on two lines rather than cut short
        className={inPage ? IN_PAGE : 'h-11 w-40 md:h-9 @min-[40rem]:w-56'}
      />
      {/* another home has open alerts: said beside the picker, read out when it changes, and a press lists those homes */}
      <span role="status" className="shrink-0">
        {others.label && (
          <button
            type="button"
            data-testid="other-homes-alerts"
            data-urgent={others.isUrgent}
            title={`${others.label}: show them`}
            onClick={() => picker.current?.openWithAlerts()}
            className={cn(
              'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold text-white focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 pointer-coarse:min-h-11 pointer-coarse:min-w-11 pointer-coarse:justify-center',
              others.isUrgent ? 'bg-red-600 hover:bg-red-700' : 'bg-amber-700 hover:bg-amber-800',
            )}
          >
            <span aria-hidden="true">+{others.count}</span>
            <span className="sr-only">{others.label}</span>
          </button>
        )}
      </span>
    </div>
  )
}
