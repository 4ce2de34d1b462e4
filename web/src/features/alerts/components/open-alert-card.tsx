import type { ReactNode } from 'react'
import { LastMovementLine } from '@/components/last-movement-line'
import { descriptionOnCard } from '@/lib/format/description-on-card'
import type { QuietAlert } from '@/lib/format/last-movement'
import { relativeAge } from '@/lib/format/relative-time'
import type { AlertSeverity, CircleAlert } from '../api/get-alerts'
import { SeverityBadge, SeverityDot, TypeIcon } from './alert-visuals'

/**
 * For a card's filled button (Resolve): forced colours draw a 1 px border round every button (index.css), which
 * the outlined ones already have; taken from its padding (size sm, 0.75rem), the row of buttons wraps as it does
 * without forced colours (on a 390 px phone Resolve went onto a line of its own under Call Now and Contact)
 */
export const FILLED_BUTTON_FORCED_COLOURS = 'forced-colors:px-[calc(--spacing(3)-1px)]'

type ShownAlert = QuietAlert &
  Pick<CircleAlert, 'type' | 'dedupeKey' | 'metadata'> & {
    id: string
    severity: AlertSeverity
    title: string
    description: string
    createdAt: string
    device?: { name: string; location: string } | null
  }

interface OpenAlertCardProps {
  alert: ShownAlert
  /** the home it is about, whose time zone the last-movement line is told in */
  clientId: string
  now: Date
  /** the title's id; `labelledBy` when the card's name is more than its title */
  titleId: string
  labelledBy?: string
  /** above the title (the home, in the All homes list) */
  above?: ReactNode
  /** under the age (who is responding) */
  below?: ReactNode
  /** the card's buttons */
  children: ReactNode
  'data-home-id'?: string
}

/**
 * An open alert as every list of them shows it: severity dot, type icon, title and severity, the last
 * movement, what happened, the sensor and how long ago, then its buttons (one home's list, or every home's)
 */
export function OpenAlertCard({ alert, clientId, now, titleId, labelledBy, above, below, children, ...data }: OpenAlertCardProps) {
  return (
    <article aria-labelledby={labelledBy ?? titleId} data-alert-id={alert.id} {...data} className="rounded-lg border bg-white p-4 shadow-sm">
      {/* the buttons stand beside the words while 20 rem of the card is left for them, else under them: on a tablet (820 px,
          the sidebar beside the list) three buttons at their full width left the words 60 px ('Kowalsk / i', 'batter / y') */}
      <div className="flex flex-wrap items-start gap-3">
        {/* with large text the dot and icon stand above the words when fewer than 12 rem would be left beside them: squeezed, the title broke mid-word ('Unusua / l') */}
        <div className="flex min-w-0 flex-[1_1_20rem] flex-wrap gap-3">
          <SeverityDot severity={alert.severity} />
          <TypeIcon alert={alert} />
          <div className="min-w-0 flex-[1_1_12rem] space-y-1">
            {above}
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={titleId} className="font-semibold text-slate-900 wrap-anywhere">
                {alert.title}
              </h2>
              <SeverityBadge severity={alert.severity} />
            </div>
            <LastMovementLine alert={alert} clientId={clientId} now={now} />
            <p className="text-sm text-slate-700 wrap-anywhere">{descriptionOnCard(alert)}</p>
            <p className="text-xs text-slate-600 wrap-anywhere">
              {alert.device && (
                <span>
                  {alert.device.name} · {alert.device.location} ·{' '}
                </span>
              )}
              {/* 'Raised': a bare '5m ago' after the sensor's name read as the sensor seen 5 min ago, under 'No movement since … 1 h 23 min ago' */}
              Raised: <time dateTime={alert.createdAt}>{relativeAge(alert.createdAt, now)}</time>
            </p>
            {below}
          </div>
        </div>
        <div className="flex min-w-0 flex-wrap gap-2">{children}</div>
      </div>
    </article>
  )
}
