import { CheckCircle2, Contact, Wrench } from 'lucide-react'
import { useId } from 'react'
import { CallNow } from '@/components/call-now'
import { Button } from '@/components/ui/button'
import { responderLines } from '@/lib/alert-responders'
import { canContactAbout, offersCallNow } from '@/lib/alert-urgency'
import { useReader } from '@/lib/circle-people'
import { TAP } from '@/lib/tap'
import { cn } from '@/lib/utils'
import type { CircleAlert } from '../api/get-alerts'
import { FILLED_BUTTON_FORCED_COLOURS, OpenAlertCard } from './open-alert-card'
import { ResolveWithNote } from './resolve-with-note'
import { ResponderList } from './responder-list'

export interface ActiveAlertActions {
  /** the button, to take focus back after a confirmation that was cancelled; `withNote`: 'Resolve with a note' */
  resolve: (alert: CircleAlert, button: HTMLElement, withNote?: boolean) => void
  contact: (alert: CircleAlert) => void
  /** Call Now rang the home about it: the circle is told who is on it, without Contact's toast or second call */
  called: (alert: CircleAlert) => void
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
    <OpenAlertCard
      alert={alert}
      clientId={clientId}
      now={now}
      titleId={titleId}
      below={<ResponderList lines={responders} />}
    >
      {/* someone may be on the floor: ring them from here, as from the dashboard's Alerts card; the circle then reads
          'Sarah Ellis is contacting them' as after Contact (decision 0094), unless it is her own home she rings from */}
      {offersCallNow(alert) && <CallNow clientId={clientId} describedBy={titleId} onDial={reader.isOwnHome ? undefined : () => actions.called(alert)} />}
      {/* the person watched is not asked to contact themself; a contact card, not Call Now's phone (contact-actions.ts) */}
      {canContactAbout(alert) && !reader.isOwnHome && (
        <Button variant="outline" size="sm" className={TAP} aria-describedby={titleId} busy={isBusy} onClick={() => actions.contact(alert)}>
          <Contact aria-hidden="true" /> Contact
        </Button>
      )}
      {alert.type === 'sensor_offline' && (
        <Button variant="outline" size="sm" className={TAP} aria-describedby={titleId} onClick={(e) => actions.troubleshoot(alert, e.currentTarget)}>
          <Wrench aria-hidden="true" /> Troubleshoot
        </Button>
      )}
      <ResolveWithNote alert={alert} describedBy={titleId} busy={isBusy} onClick={(button) => actions.resolve(alert, button, true)} />
      <Button size="sm" className={cn(TAP, FILLED_BUTTON_FORCED_COLOURS)} aria-describedby={titleId} busy={isBusy} data-action="resolve" onClick={(e) => actions.resolve(alert, e.currentTarget)}>
        <CheckCircle2 aria-hidden="true" /> Resolve
      </Button>
    </OpenAlertCard>
  )
}
