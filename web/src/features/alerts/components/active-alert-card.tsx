import { CheckCircle2, Phone, UserCheck, Wrench } from 'lucide-react'
import { useId } from 'react'
import { CallNow } from '@/components/call-now'
import { LastMovementLine } from '@/components/last-movement-line'
import { Button } from '@/components/ui/button'
import { responderLines } from '@/lib/alert-responders'
import { canContactAbout, isUrgentAlert } from '@/lib/alert-urgency'
import { useReader } from '@/lib/circle-people'
import { relativeAge } from '@/lib/format/relative-time'
import { TAP } from '@/lib/tap'
import type { CircleAlert } from '../api/get-alerts'
import { SeverityBadge, SeverityDot, TypeIcon } from './alert-visuals'


export interface ActiveAlertActions {
  /** the button, to take focus back after a confirmation that was cancelled */
  resolve: (alert: CircleAlert, button: HTMLElement) => void
  contact: (alert: CircleAlert) => void
  troubleshoot: (alert: CircleAlert, button: HTMLElement) => void
  /** the alert whose request is under way, if any */
  busyId: string | null
}

/** One unresolved alert: what happened, how long ago, who is on it, and what to do */
export function ActiveAlertCard({ alert, clientId, now, actions }: { alert: CircleAlert; clientId: string; now: Date; actions: ActiveAlertActions }) {
  const titleId = useId()
  const reader = useReader(clientId)
  const responders = responderLines(alert.responses, reader)
  const isBusy = actions.busyId === alert.id
  return (
    <article aria-labelledby={titleId} data-alert-id={alert.id} className="rounded-lg border bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 gap-3">
          <SeverityDot severity={alert.severity} />
          <TypeIcon alert={alert} />
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={titleId} className="font-semibold text-slate-900 wrap-anywhere">
                {alert.title}
              </h2>
              <SeverityBadge severity={alert.severity} />
            </div>
            <LastMovementLine alert={alert} clientId={clientId} now={now} />
            <p className="text-sm text-slate-700 wrap-anywhere">{alert.description}</p>
            <p className="text-xs text-slate-600 wrap-anywhere">
              {alert.device && (
                <span>
                  {alert.device.name} · {alert.device.location} ·{' '}
                </span>
              )}
              <time dateTime={alert.createdAt}>{relativeAge(alert.createdAt, now)}</time>
            </p>
            {responders.length > 0 && (
              <ul className="space-y-0.5 pt-1" aria-label="Responding">
                {responders.map((r) => (
                  <li key={r.userId} className="flex items-center gap-1.5 text-sm font-medium text-green-800">
                    <UserCheck className="size-4 shrink-0" aria-hidden="true" />
                    {r.text}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2 sm:justify-end">
          {/* someone may be on the floor: ring them from here, as from the dashboard's Alerts card */}
          {isUrgentAlert(alert) && <CallNow clientId={clientId} describedBy={titleId} />}
          {/* the person watched is not asked to contact themself */}
          {canContactAbout(alert) && !reader.isOwnHome && (
            <Button variant="outline" size="sm" className={TAP} aria-describedby={titleId} disabled={isBusy} onClick={() => actions.contact(alert)}>
              <Phone aria-hidden="true" /> Contact
            </Button>
          )}
          {alert.type === 'sensor_offline' && (
            <Button variant="outline" size="sm" className={TAP} aria-describedby={titleId} onClick={(e) => actions.troubleshoot(alert, e.currentTarget)}>
              <Wrench aria-hidden="true" /> Troubleshoot
            </Button>
          )}
          <Button size="sm" className={TAP} aria-describedby={titleId} disabled={isBusy} onClick={(e) => actions.resolve(alert, e.currentTarget)}>
            <CheckCircle2 aria-hidden="true" /> Resolve
          </Button>
        </div>
      </div>
    </article>
  )
}
