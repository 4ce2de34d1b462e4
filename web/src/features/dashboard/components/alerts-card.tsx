import { AlertTriangle, Bell, BellOff, CheckCircle2, CircleHelp, UserCheck } from 'lucide-react'
import { useQueryClient } from '@tanstack/react-query'
import type { FocusEvent, RefObject } from 'react'
import { Link } from 'wouter'
import { CallNow, SendMessage } from '@/components/call-now'
import { LastMovementLine } from '@/components/last-movement-line'
import { descriptionOnCard } from '@/lib/format/description-on-card'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { canContactAbout, isUrgentAlert } from '@/lib/alert-urgency'
import { responderLines } from '@/lib/alert-responders'
import { useCirclePeople, useReader } from '@/lib/circle-people'
import { dialAndTell } from '@/lib/dial-and-tell'
import { alertPageHref } from '@/lib/home-dashboard-link'
import { relativeAge } from '@/lib/format/relative-time'
import { toast } from '@/lib/use-toast'
import { TAP } from '@/lib/tap'
import { cn } from '@/lib/utils'
import { errorMessage, useCalling, useCheckOn, type CardAlertItem, type DashboardStats, type useDashboardAlerts } from '../api/dashboard-api'
import { moreAlertsLabel, TONE_BADGE } from '../lib/dashboard-rules'
import { ALL_SWITCHED_OFF_ALERTS, HISTORY_ARRIVING_ALERTS, NOTHING_HEARD_ALERTS } from '@/lib/no-sensors'
import { alertsCardView, learningAlertsText, type Read } from '../lib/dashboard-status'
import { RetryLine } from './retry-line'

const SEVERITY: Record<string, string> = { critical: TONE_BADGE.red, high: TONE_BADGE.orange, medium: TONE_BADGE.yellow, low: 'bg-blue-100 text-blue-800' }

const HEADING = {
  loading: { text: 'Alerts', icon: Bell, tone: 'text-slate-900' },
  failed: { text: 'Alerts could not be loaded', icon: CircleHelp, tone: 'text-slate-900' },
  clear: { text: 'All Clear', icon: CheckCircle2, tone: 'text-green-800' },
  unwatched: { text: 'No Alerts', icon: BellOff, tone: 'text-slate-900' },
  'switched-off': { text: 'No Alerts', icon: BellOff, tone: 'text-slate-900' },
  'inside-unwatched': { text: 'No Alerts', icon: BellOff, tone: 'text-slate-900' },
  unheard: { text: 'No Alerts', icon: BellOff, tone: 'text-slate-900' },
  learning: { text: 'No Alerts', icon: Bell, tone: 'text-slate-900' },
  ended: { text: 'No Alerts', icon: BellOff, tone: 'text-slate-900' },
  urgent: { text: 'Urgent Attention Needed', icon: AlertTriangle, tone: 'text-red-800' },
  notifications: { text: 'Notifications', icon: Bell, tone: 'text-slate-900' },
} as const

/**
 * The alerts card of §4: All Clear / Urgent Attention Needed / Notifications, at most 4, Check On Them;
 * No Alerts in a home without sensors, one that watches only its front door, or while learning. With an urgent alert open the dashboard puts
 * it first, so what happened and Call Now are on a phone's first screen.
 */
/**
 * `listRef`, `onListFocus`: where a keyboard user is kept when the alert they are on is resolved elsewhere (useKeepPlaceWhenGone),
 * held by the dashboard: the card moves up the page and back as an urgent alert comes and goes, a new card each time
 */
export function AlertsCard({
  clientId,
  alerts,
  stats,
  now,
  listRef,
  onListFocus,
}: {
  clientId: string
  /** the dashboard's read of them: a second reader mounted with the card would read a failed list again each time it shows */
  alerts: ReturnType<typeof useDashboardAlerts>
  stats: Read<DashboardStats>
  now: Date
  listRef: RefObject<HTMLUListElement | null>
  onListFocus: (event: FocusEvent) => void
}) {
  const view = alertsCardView(alerts, stats)
  const heading = HEADING[view.kind]
  const retry = () => void alerts.refetch()
  return (
    <Card className={cn(view.kind === 'urgent' && 'border-red-300')} aria-labelledby="alerts-card-title" role="region">
      <CardHeader>
        <CardTitle id="alerts-card-title" className={cn('flex items-center gap-2 text-lg', heading.tone)}>
          <heading.icon className="size-5" aria-hidden="true" /> {heading.text}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {view.kind === 'loading' ? (
          <div role="status" aria-label="Loading alerts">
            <Skeleton className="h-20 w-full" />
          </div>
        ) : view.kind === 'failed' ? (
          <RetryLine text="Please check your connection and try again." onRetry={retry} busy={alerts.isFetching} />
        ) : view.kind === 'clear' ? (
          <p className="text-sm text-slate-700">Everything is Normal</p>
        ) : view.kind === 'unwatched' ? (
          <p className="text-sm text-slate-700">No sensors yet, so no alert will be raised about a fall or a quiet spell.</p>
        ) : view.kind === 'switched-off' ? (
          <p className="text-sm text-slate-700">{ALL_SWITCHED_OFF_ALERTS}</p>
        ) : view.kind === 'inside-unwatched' ? (
          <p className="text-sm text-slate-700">Only the front door is watched, so no alert will be raised about a fall or a quiet spell.</p>
        ) : view.kind === 'unheard' ? (
          <p className="text-sm text-slate-700">{stats.data?.receivingHistory ? HISTORY_ARRIVING_ALERTS : NOTHING_HEARD_ALERTS}</p>
        ) : view.kind === 'ended' ? (
          <p className="text-sm text-slate-700">Monitoring of this home has ended, so no alert is raised. Past alerts stay on the Alerts page.</p>
        ) : view.kind === 'learning' ? (
          <p className="text-sm text-slate-700">{stats.data?.engine ? learningAlertsText(stats.data.engine, stats.data.alertsToday) : 'None so far.'}</p>
        ) : (
          <>
            {view.isStale && <RetryLine text="These could not be refreshed and may be out of date." onRetry={retry} busy={alerts.isFetching} />}
            {view.kind === 'urgent' && <UrgentActions clientId={clientId} mostUrgentId={view.open.find(isUrgentAlert)?.id} />}
            <ul ref={listRef} tabIndex={-1} onFocus={onListFocus} className="space-y-2 outline-hidden">
              {view.shown.map((a) => (
                <AlertItem key={a.id} alert={a} clientId={clientId} now={now} />
              ))}
            </ul>
            {view.more > 0 && (
              <Link href="/alerts" className={cn(buttonVariants({ variant: 'link', size: 'sm' }), TAP)}>
                {moreAlertsLabel(view.more)}
              </Link>
            )}
          </>
        )}
      </CardContent>
    </Card>
  )
}

function AlertItem({ alert: a, clientId, now }: { alert: CardAlertItem; clientId: string; now: Date }) {
  const checkOn = useCheckOn(clientId)
  const queryClient = useQueryClient()
  // read with the card, so Check On Them's call has the number at once (circlePeopleNow waits for it otherwise)
  useCirclePeople(clientId)
  // the person being watched is not asked to check on themself
  const reader = useReader(clientId)
  const check = () =>
    dialAndTell(queryClient, clientId, {
      tell: () => checkOn.mutateAsync(a.id),
      onTold: () => toast({ title: 'Check On Them', description: 'Initiating contact with your loved one...' }),
      failed: (error: unknown) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
    })
  return (
    <li data-alert-id={a.id} className="space-y-1 rounded-md border p-3">
      {/* when, beside what: on a phone both are read before the description */}
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900" data-testid="alert-title">
          {a.title}
        </span>
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', SEVERITY[a.severity])}>{a.severity.toUpperCase()}</span>
        {/* 'Raised', as on the Alerts page: a bare '1h ago' over 'No movement since 00:50 — 2 h 14 min ago' was a second age for one quiet */}
        <span className="text-xs text-slate-600">
          Raised:{' '}
          <time dateTime={a.createdAt} data-testid="alert-time">
            {relativeAge(a.createdAt, now)}
          </time>
        </span>
      </div>
      <LastMovementLine alert={a} clientId={clientId} now={now} />
      {/* a description naming a sensor quotes its name, which may have no spaces: wrap-anywhere lets the card narrow to a phone */}
      <p className="text-sm text-slate-700 wrap-anywhere">{descriptionOnCard(a)}</p>
      {responderLines(a.responses ?? [], reader).map((r) => (
        <p key={r.userId} className="flex items-center gap-1.5 text-xs font-medium text-green-800">
          <UserCheck className="size-3.5" aria-hidden="true" /> {r.text}
        </p>
      ))}
      {canContactAbout(a) && !reader.isOwnHome && (
        <Button size="sm" variant="outline" className={TAP} data-action="check-on" busy={checkOn.isPending} onClick={() => void check()}>
          Check On Them
        </Button>
      )}
    </li>
  )
}

/** Call Now and Send Message: the person being watched, on the number they gave (Quick Contact); the alerts themselves on the Alerts page */
function UrgentActions({ clientId, mostUrgentId }: { clientId: string; mostUrgentId?: string }) {
  const calling = useCalling(clientId)
  // the circle reads who rang about it, as after Check On Them; not the person watched ringing her own circle (decision 0094)
  const reader = useReader(clientId)
  const onDial = mostUrgentId && !reader.isOwnHome ? () => calling.mutate(mostUrgentId) : undefined
  return (
    <div className="flex flex-wrap gap-2">
      <CallNow clientId={clientId} onDial={onDial} />
      <SendMessage clientId={clientId} onDial={onDial} />
      {/* the page opened on that alert: on a phone it sat below the filters and stat cards */}
      <Link href={mostUrgentId ? alertPageHref(mostUrgentId) : '/alerts'} className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), TAP)}>
        Open in Alerts
      </Link>
    </div>
  )
}
