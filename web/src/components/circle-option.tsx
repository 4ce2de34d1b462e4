import type { CircleMemberName, CircleSummary } from '@contracts/circles'
import { Check, CircleAlert, TriangleAlert, Users } from 'lucide-react'
import { circleName } from '@/lib/circle'
import { circleDetail, memberLabel, openAlertsLabel, openAlertsTone } from '@/lib/circle-search'
import { MONITORING_ENDED } from '@/lib/monitoring-ended'
import { cn } from '@/lib/utils'
import { HomeGlance } from './home-glance'

const MARKER = { critical: 'bg-red-600 text-white', high: 'bg-orange-700 text-white', other: 'bg-amber-100 text-amber-900' } as const

/**
 * A home's open alerts as a small count: red with a warning sign when one is critical, orange with a ring when one is
 * high (a long quiet spell, a sensor long silent), pale amber otherwise; nothing when none
 */
export function OpenAlertsMarker({ circle }: { circle: CircleSummary }) {
  const label = openAlertsLabel(circle)
  const tone = openAlertsTone(circle)
  if (!label || !tone) return null
  const Icon = tone === 'critical' ? TriangleAlert : tone === 'high' ? CircleAlert : null
  return (
    <span
      data-testid="open-alerts-marker"
      data-critical={tone === 'critical' || undefined}
      data-tone={tone}
      title={label}
      className={cn('inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold', MARKER[tone])}
    >
      {Icon && <Icon className="size-3" aria-hidden="true" />}
      <span aria-hidden="true">{circle.openAlerts > 99 ? '99+' : circle.openAlerts}</span>
      <span className="sr-only">{label}</span>
    </span>
  )
}

/** One row of the picker's list: name, what tells it apart (the e-mail), learning or out (decision 0104), who in its circle the search found, its open alerts */
export function CircleOption(props: {
  id: string
  circle?: CircleSummary
  /** the circle's member the search found, when it was not the client: said under the e-mail */
  member?: CircleMemberName
  /** the row that means 'no home' (Invite User: 'No care circle yet') */
  noneLabel?: string
  isSelected: boolean
  isActive: boolean
  onPick: () => void
  onPoint: () => void
}) {
  const { circle } = props
  return (
    <li
      id={props.id}
      role="option"
      aria-selected={props.isSelected}
      data-active={props.isActive || undefined}
      // keep focus in the search box: a click picks without blurring it first
      onMouseDown={(e) => e.preventDefault()}
      onClick={props.onPick}
      onMouseMove={props.onPoint}
      className="flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm data-[active]:bg-accent"
    >
      <Check className={cn('size-4 shrink-0', props.isSelected ? 'opacity-100' : 'opacity-0')} aria-hidden="true" />
      {circle ? (
        <>
          <span className="min-w-0 flex-1">
            <span className="block font-medium wrap-anywhere">{circleName(circle)}</span>
            <span className="block text-xs text-slate-600 wrap-anywhere">{circleDetail(circle)}</span>
            <HomeGlance circle={circle} />
            {circle.monitoringEndedAt && (
              <span data-testid="monitoring-ended-marker" className="block text-xs font-medium text-slate-700">
                {MONITORING_ENDED}
              </span>
            )}
            {props.member && (
              <span data-testid="matched-member" className="flex items-start gap-1 text-xs text-slate-700">
                <Users className="mt-px size-3 shrink-0" aria-hidden="true" />
                <span className="min-w-0 wrap-anywhere">
                  <span className="sr-only">In the care circle: </span>
                  {memberLabel(props.member)}
                </span>
              </span>
            )}
          </span>
          <OpenAlertsMarker circle={circle} />
        </>
      ) : (
        <span className="min-w-0 flex-1 truncate">{props.noneLabel}</span>
      )}
    </li>
  )
}
