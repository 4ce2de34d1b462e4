import type { Role } from '@contracts/enums'
import { BellOff, CheckCircle2, History } from 'lucide-react'
import { AddSensorHint } from '@/components/add-sensor-hint'
import { Skeleton } from '@/components/ui/skeleton'
import { NOTHING_WATCHING } from '@/lib/no-sensors'
import { cn } from '@/lib/utils'
import type { CircleAlert } from '../api/get-alerts'
import { ActiveAlertCard, type ActiveAlertActions } from './active-alert-card'
import { ResolvedAlertCard } from './resolved-alert-card'

const EMPTY = {
  active: { icon: CheckCircle2, title: 'No Active Alerts', text: 'All systems are functioning normally. No immediate attention required.' },
  resolved: { icon: History, title: 'No Resolved Alerts', text: 'No alerts have been resolved yet.' },
  // nothing is functioning in a home without sensors (decision 0016)
  unwatched: { icon: BellOff, title: 'No Active Alerts', text: NOTHING_WATCHING },
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
  | { kind: 'active'; alerts: CircleAlert[]; clientId: string; now: Date; actions: ActiveAlertActions; hasNoSensors: boolean; role: Role }
  | { kind: 'resolved'; alerts: CircleAlert[]; now: Date }

export function AlertList(props: AlertListProps) {
  if (props.alerts.length === 0) {
    const unwatched = props.kind === 'active' && props.hasNoSensors
    const { icon: Icon, title, text } = EMPTY[unwatched ? 'unwatched' : props.kind]
    return (
      <div className="rounded-lg border bg-white p-8 text-center">
        <Icon className={cn('mx-auto size-10', unwatched ? 'text-slate-500' : 'text-green-600')} aria-hidden="true" />
        <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
        <p className="mt-1 text-slate-600">{text}</p>
        {unwatched && props.kind === 'active' && <AddSensorHint role={props.role} className="mt-2" />}
      </div>
    )
  }
  return (
    <div className="space-y-3">
      {props.kind === 'active'
        ? props.alerts.map((a) => <ActiveAlertCard key={a.id} alert={a} clientId={props.clientId} now={props.now} actions={props.actions} />)
        : props.alerts.map((a) => <ResolvedAlertCard key={a.id} alert={a} now={props.now} />)}
    </div>
  )
}
