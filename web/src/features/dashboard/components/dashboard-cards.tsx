import { AlertTriangle, Bell, CheckCircle2, MessageSquare, Phone, StickyNote, UserCheck, Wifi } from 'lucide-react'
import { Link } from 'wouter'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { noteCategoryLabel } from '@/lib/format/note-category'
import { noteAge } from '@/lib/format/note-age'
import { relativeAge } from '@/lib/format/relative-time'
import { sensorBadge } from '@/lib/format/sensor-status'
import { toast } from '@/lib/use-toast'
import { cn } from '@/lib/utils'
import { errorMessage, useCheckOn, useCirclePeople, useDashboardAlerts, useDashboardNotes, type DashboardSensor } from '../api/dashboard-api'
import { alertsCardState, canCheckOn, moreAlertsLabel, telHref, TONE_BADGE } from '../lib/dashboard-rules'

const SEVERITY: Record<string, string> = { critical: TONE_BADGE.red, high: TONE_BADGE.orange, medium: TONE_BADGE.yellow, low: 'bg-blue-100 text-blue-800' }
const fullName = (p: { firstName: string | null; lastName: string | null }) => [p.firstName, p.lastName].filter(Boolean).join(' ') || 'Someone'

/** The alerts card of §4: All Clear / Urgent Attention Needed / Notifications, at most 4, Check On Them */
export function AlertsCard({ clientId, now }: { clientId: string; now: Date }) {
  const alerts = useDashboardAlerts(clientId)
  const checkOn = useCheckOn(clientId)
  const state = alertsCardState(alerts.data ?? [])
  // the person being watched is not asked to check on themself
  const people = useCirclePeople(clientId)
  const isOwnHome = people.data?.some((p) => p.id === clientId && p.isYou) ?? false

  const check = async (id: string) => {
    try {
      await checkOn.mutateAsync(id)
      toast({ title: 'Check On Them', description: 'Initiating contact with your loved one...' })
    } catch (error) {
      if (!isUnauthorizedError(error)) toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' })
    }
  }

  const heading = state.kind === 'clear' ? 'All Clear' : state.kind === 'urgent' ? 'Urgent Attention Needed' : 'Notifications'
  const Icon = state.kind === 'clear' ? CheckCircle2 : state.kind === 'urgent' ? AlertTriangle : Bell
  return (
    <Card className={cn(state.kind === 'urgent' && 'border-red-300')} aria-labelledby="alerts-card-title" role="region">
      <CardHeader>
        <CardTitle id="alerts-card-title" className={cn('flex items-center gap-2 text-lg', state.kind === 'urgent' ? 'text-red-800' : state.kind === 'clear' ? 'text-green-800' : '')}>
          <Icon className="size-5" aria-hidden="true" /> {heading}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {alerts.isLoading ? (
          <Skeleton className="h-20 w-full" />
        ) : alerts.isError ? (
          <p className="text-sm text-red-800">Alerts could not be loaded.</p>
        ) : state.kind === 'clear' ? (
          <p className="text-sm text-slate-700">Everything is Normal</p>
        ) : (
          <>
            {state.kind === 'urgent' && <UrgentActions clientId={clientId} />}
            <ul className="space-y-2">
              {state.shown.map((a) => (
                <li key={a.id} data-alert-id={a.id} className="space-y-1 rounded-md border p-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-slate-900">{a.title}</span>
                    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', SEVERITY[a.severity])}>{a.severity.toUpperCase()}</span>
                  </div>
                  <p className="break-words text-sm text-slate-700">{a.description}</p>
                  <p className="text-xs text-slate-600">
                    <time dateTime={a.createdAt}>{relativeAge(a.createdAt, now)}</time>
                  </p>
                  {(a.responses ?? []).map((r) => (
                    <p key={`${r.userId}-${r.action}`} className="flex items-center gap-1.5 text-xs font-medium text-green-800">
                      <UserCheck className="size-3.5" aria-hidden="true" /> {fullName(r)} is {r.action === 'check_on' ? 'checking on them' : 'contacting them'}
                    </p>
                  ))}
                  {canCheckOn(a) && !isOwnHome && (
                    <Button size="sm" variant="outline" disabled={checkOn.isPending} onClick={() => void check(a.id)}>
                      Check On Them
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {state.more > 0 && (
              <Link href="/alerts" className={buttonVariants({ variant: 'link', size: 'sm' })}>
                {moreAlertsLabel(state.more)}
              </Link>
            )}
          </>
        )}
      </CardContent>
    </Card>
  )
}

/**
 * Call Now and Send Message: the phone's own call and text apps, on the number the person being
 * watched gave (Quick Contact). Without a number, or for that person themself, they say what to do.
 */
function UrgentActions({ clientId }: { clientId: string }) {
  const people = useCirclePeople(clientId)
  const client = people.data?.find((p) => p.id === clientId)
  const phone = client && !client.isYou ? client.phone : null
  if (phone) {
    return (
      <div className="flex flex-wrap gap-2">
        <a className={cn(buttonVariants({ variant: 'destructive' }), 'min-h-11')} href={telHref(phone)}>
          <Phone aria-hidden="true" /> Call Now
        </a>
        <a className={cn(buttonVariants({ variant: 'outline' }), 'min-h-11')} href={telHref(phone).replace(/^tel:/, 'sms:')}>
          <MessageSquare aria-hidden="true" /> Send Message
        </a>
      </div>
    )
  }
  const noNumber = client && !client.isYou ? ' They have not added a phone number to Quick Contact yet.' : ''
  // the person being watched, on their own dashboard: whom to call is their circle, or the emergency services
  const call = client?.isYou ? 'Call someone in your care circle from your phone, or the emergency services if you need help now.' : `Call your loved one now from your phone.${noNumber}`
  const message = client?.isYou ? 'Send someone in your care circle a message from your phone.' : `Send your loved one a message from your phone.${noNumber}`
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="destructive" size="sm" onClick={() => toast({ title: 'Call Now', description: call })}>
        <Phone aria-hidden="true" /> Call Now
      </Button>
      <Button variant="outline" size="sm" onClick={() => toast({ title: 'Send Message', description: message })}>
        <MessageSquare aria-hidden="true" /> Send Message
      </Button>
    </div>
  )
}

/** Each sensor with its §4 badge */
export function SensorStatusCard({ sensors, isError, now }: { sensors: DashboardSensor[] | undefined; isError: boolean; now: Date }) {
  // min-w-0: a grid item would otherwise grow to its longest row instead of cutting the name short
  return (
    <Card role="region" aria-labelledby="sensor-card-title" className="min-w-0">
      <CardHeader>
        <CardTitle id="sensor-card-title" className="flex items-center gap-2 text-lg">
          <Wifi className="size-5" aria-hidden="true" /> Sensor Status
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p className="text-sm text-red-800">Sensors could not be loaded.</p>
        ) : !sensors ? (
          <Skeleton className="h-20 w-full" />
        ) : sensors.length === 0 ? (
          <p className="text-sm text-slate-600">
            No sensors configured.{' '}
            <Link href="/sensors" className="font-medium text-slate-900 underline">
              Manage sensors
            </Link>
          </p>
        ) : (
          <ul className="space-y-2">
            {sensors.map((s) => {
              const badge = sensorBadge(s, now)
              const battery = s.batteryLevel != null ? ` · ${s.batteryLevel}%` : ''
              // the badge keeps its place at the end of the line: a long name is cut short, whole in the title
              return (
                <li key={s.id} className="flex items-center justify-between gap-2 text-sm">
                  <span className="min-w-0 truncate" title={`${s.name} · ${s.location}${battery}`}>
                    <span className="font-medium text-slate-900">{s.name}</span> <span className="text-slate-600">· {s.location}</span>
                    {battery && <span className="text-slate-600">{battery}</span>}
                  </span>
                  <span data-tone={badge.tone} className={cn('shrink-0 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold', TONE_BADGE[badge.tone])}>
                    {badge.label}
                  </span>
                </li>
              )
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}

/** The latest few care notes, full width at the bottom */
export function CareNotesCard({ clientId, now }: { clientId: string; now: Date }) {
  const notes = useDashboardNotes(clientId)
  const latest = (notes.data ?? []).slice(0, 3)
  return (
    <Card role="region" aria-labelledby="notes-card-title">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle id="notes-card-title" className="flex items-center gap-2 text-lg">
          <StickyNote className="size-5" aria-hidden="true" /> Recent Care Notes
        </CardTitle>
        <Link href="/care-notes" className={buttonVariants({ variant: 'link', size: 'sm' })}>
          View all care notes
        </Link>
      </CardHeader>
      <CardContent>
        {notes.isLoading ? (
          <Skeleton className="h-20 w-full" />
        ) : notes.isError ? (
          <p className="text-sm text-red-800">Care notes could not be loaded.</p>
        ) : latest.length === 0 ? (
          <p className="text-sm text-slate-600">No care notes yet</p>
        ) : (
          <ul className="space-y-3">
            {latest.map((n) => (
              <li key={n.id} className="space-y-1 rounded-md border p-3">
                <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                  <span className="font-medium text-slate-900">{fullName(n.author)}</span>
                  <span>{noteAge(n.createdAt, now)}</span>
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-800">{noteCategoryLabel(n.category)}</span>
                  {n.isPrivate && <span className="rounded-full bg-purple-100 px-2 py-0.5 font-semibold text-purple-800">Private</span>}
                </div>
                <p className="whitespace-pre-wrap break-words text-sm text-slate-700">{n.content}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
