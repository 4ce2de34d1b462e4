import { CircleCombobox } from '@/components/circle-combobox'
import { useCircle, useCircles } from '@/lib/circle'
import { otherHomesNeedingAttention } from '@/lib/other-homes'
import { cn } from '@/lib/utils'

/** Shown when a person can see more than one home: search by name or e-mail, homes with open alerts first */
export function CirclePicker() {
  const { circles, clientId, choose } = useCircle()
  const { refetch } = useCircles()
  if (circles.length < 2) return null
  const others = otherHomesNeedingAttention(circles, clientId)
  return (
    <div className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
      <span className="hidden sm:inline" aria-hidden="true">
        Watching
      </span>
      <CircleCombobox
        aria-label="Care circle"
        circles={circles}
        value={clientId ?? ''}
        onChange={choose}
        // the counts are as fresh as the last look: opening the list looks again
        onOpen={() => void refetch()}
        // a thumb's 44 px on a phone, the desktop's usual height beside a pointer
        className="h-11 w-40 sm:w-56 md:h-9"
      />
      {/* another home has open alerts: said beside the picker, and read out when it changes */}
      <span role="status" className="shrink-0">
        {others.label && (
          <span
            data-testid="other-homes-alerts"
            data-urgent={others.isUrgent}
            title={others.label}
            className={cn('rounded-full px-2 py-0.5 text-xs font-semibold text-white', others.isUrgent ? 'bg-red-600' : 'bg-amber-700')}
          >
            <span aria-hidden="true">+{others.count}</span>
            <span className="sr-only">{others.label}</span>
          </span>
        )}
      </span>
    </div>
  )
}
