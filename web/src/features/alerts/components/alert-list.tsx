import type { Role } from '@contracts/enums'
import { BellOff, CheckCircle2, History, SearchX, type LucideIcon } from 'lucide-react'
import { AddSensorHint } from '@/components/add-sensor-hint'
import { Skeleton } from '@/components/ui/skeleton'
import { NOTHING_WATCHING } from '@/lib/no-sensors'
import { cn } from '@/lib/utils'
import type { CircleAlert } from '../api/get-alerts'
import { emptyAlertsState, type EmptyAlertsState } from '../lib/alert-rules'
import type { ResolvedTotal } from '../hooks/use-resolved-total'
import { ActiveAlertCard, type ActiveAlertActions } from './active-alert-card'
import { ResolvedAlertList, SearchedNewestOnly } from './resolved-alert-list'

const EMPTY: Record<EmptyAlertsState, { icon: LucideIcon; title: string; text: string; tone: string }> = {
  active: { icon: CheckCircle2, title: 'No Active Alerts', text: 'All systems are functioning normally. No immediate attention required.', tone: 'text-green-600' },
  resolved: { icon: History, title: 'No Resolved Alerts', text: 'No alerts have been resolved yet.', tone: 'text-green-600' },
  // nothing is functioning in a home without sensors (decision 0016)
  unwatched: { icon: BellOff, title: 'No Active Alerts', text: NOTHING_WATCHING, tone: 'text-slate-500' },
  // the filters may hide alerts: said in Care Notes' words (SPEC.md §2), nothing about how things are
  filtered: { icon: SearchX, title: 'No matching alerts found', text: 'Try adjusting your search, severity or type filter.', tone: 'text-slate-500' },
}

/** Three placeholders while the alerts load (SPEC.md §2) */
export function AlertSkeletons() {
  return (
    <div role="status" aria-label="Loading alerts" className="space-y-3">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} data-testid="alert-skeleton" className="h-24 w-full" />
      ))}
    </div>
  )
}

type AlertListProps =
  | { kind: 'active'; alerts: CircleAlert[]; isFiltered: boolean; clientId: string; now: Date; actions: ActiveAlertActions; hasNoSensors: boolean; role: Role }
  | { kind: 'resolved'; alerts: CircleAlert[]; isFiltered: boolean; now: Date; resolved: ResolvedTotal; reveal?: string | null }

/** A list with nothing in it: SPEC.md §2's words, or that nothing is watching, or that nothing matches */
export function EmptyAlerts({ state, role }: { state: EmptyAlertsState; role?: Role }) {
  const { icon: Icon, title, text, tone } = EMPTY[state]
  return (
    <div className="rounded-lg border bg-white p-8 text-center">
      <Icon className={cn('mx-auto size-10', tone)} aria-hidden="true" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-slate-600">{text}</p>
      {state === 'unwatched' && role && <AddSensorHint role={role} className="mt-2" />}
    </div>
  )
}

export function AlertList(props: AlertListProps) {
  if (props.alerts.length === 0) {
    const state = emptyAlertsState(props.kind, { isFiltered: props.isFiltered, hasNoSensors: props.kind === 'active' && props.hasNoSensors })
    const isPartSearched = props.kind === 'resolved' && props.isFiltered && props.resolved.total > props.resolved.listed
    return (
      <div className="space-y-3">
        <EmptyAlerts state={state} role={props.kind === 'active' ? props.role : undefined} />
        {isPartSearched && <SearchedNewestOnly resolved={props.resolved} />}
      </div>
    )
  }
  if (props.kind === 'resolved') return <ResolvedAlertList alerts={props.alerts} isFiltered={props.isFiltered} resolved={props.resolved} now={props.now} reveal={props.reveal} />
  return (
    <div className="space-y-3">
      {props.alerts.map((a) => (
        <ActiveAlertCard key={a.id} alert={a} clientId={props.clientId} now={props.now} actions={props.actions} />
      ))}
    </div>
  )
}
