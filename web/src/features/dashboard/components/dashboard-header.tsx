import { Activity, NotebookPen, Siren, Wifi } from 'lucide-react'
import { Link } from 'wouter'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Button, buttonVariants } from '@/components/ui/button'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { isUrgentAlert } from '@/lib/alert-urgency'
import { newNoteHref } from '@/lib/home-dashboard-link'
import { useReader } from '@/lib/circle-people'
import { toast } from '@/lib/use-toast'
import { cn } from '@/lib/utils'
import { errorMessage, useRaiseEmergency, useSimulateMotion, type CardAlertItem, type DashboardStats } from '../api/dashboard-api'
import { headerLastActivity, headerSensorCount, TONE_BADGE } from '../lib/dashboard-rules'
import { headerBadge, type Read } from '../lib/dashboard-status'
import { lastMovementLine } from '../lib/last-movement-line'
import { quietAlertLine } from '../lib/quiet-alert-line'
import { QuickContact } from './quick-contact'

const DOT = { green: 'bg-green-600', yellow: 'bg-yellow-500', orange: 'bg-orange-500', red: 'bg-red-600', grey: 'bg-slate-400' } as const

interface HeaderProps {
  clientId: string
  name: string
  stats: Read<DashboardStats>
  alerts: Read<CardAlertItem[]>
  now: Date
  /** the home's, for 'Out since 09:12' */
  timeZone?: string
  canSimulate: boolean
  /** may write care notes (SPEC.md §6: Add Note): the header offers Add Care Note */
  canWriteNotes?: boolean
  /** the reads that decide the page's shape have answered: until then only the title, nothing to push the page down as they come */
  isLaidOut: boolean
}

/** 'Monitoring {name}', last activity, sensors, overall badge, learning label, and the header's actions */
export function DashboardHeader({ clientId, name, stats, alerts, now, timeZone, canSimulate, canWriteNotes = false, isLaidOut }: HeaderProps) {
  return (
    <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
      <div className="min-w-0 space-y-2">
        {/* the same h1 before and after the page is laid out: focus put on it after a page change stays there */}
        <h1 className="break-words text-2xl font-bold text-slate-900 md:text-3xl">Monitoring {name}</h1>
        {isLaidOut && <StatusLines stats={stats} alerts={alerts} now={now} timeZone={timeZone} />}
      </div>
      {isLaidOut && (
        <div className="flex flex-wrap gap-2">
          {/* made-up movement in a home no longer watched would be refused (decision 0045) */}
          {canSimulate && !stats.data?.monitoringEndedAt && <SimulateButton clientId={clientId} name={name} />}
          <QuickContact clientId={clientId} name={name} />
          <EmergencyButton clientId={clientId} name={name} />
          {/* what she found, written down at once: the Care Notes page opens with the form open, the cursor in the note */}
          {canWriteNotes && (
            <Link href={newNoteHref()} className={buttonVariants({ variant: 'outline' })}>
              <NotebookPen aria-hidden="true" /> Add Care Note
            </Link>
          )}
        </div>
      )}
    </header>
  )
}

/** Last activity, sensors, the overall badge and the learning label; then, where they apply, the last use a pet cannot make and when a quiet alert would come */
function StatusLines({ stats: statsRead, alerts, now, timeZone }: Pick<HeaderProps, 'stats' | 'alerts' | 'now' | 'timeZone'>) {
  const stats = statsRead.data
  // someone may need help now: the header gives no calm reading of the quiet beside that
  const urgentOpen = (alerts.data ?? []).some((a) => !a.isResolved && isUrgentAlert(a))
  const last = headerLastActivity(statsRead, now, timeZone, undefined, urgentOpen)
  const lastMovement = lastMovementLine(stats, now, last.label, timeZone)
  const alertBy = quietAlertLine(stats, now, timeZone, undefined, urgentOpen)
  const badge = headerBadge(statsRead, alerts)
  // learning a routine the door alone cannot show is not said beside 'Nothing inside the home is watched'
  // nor in a home no longer watched (decision 0045)
  const learningLabel = stats?.engine?.isLearning && !stats.watchesNothingInside && !stats.monitoringEndedAt ? stats.engine.learningLabel : null
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1.5" data-testid="last-activity" data-tone={last.tone}>
          <span aria-hidden="true" className={cn('size-2.5 rounded-full', DOT[last.tone])} />
          {/* the label and its detail one run of text: as two flex items, large text set them in two columns side by side */}
          <span>
            <span className="font-medium">{last.label}</span>
            {last.detail && ` · ${last.detail}`}
          </span>
        </span>
        <span className="inline-flex items-center gap-1.5" data-testid="sensor-count">
          <Wifi className="size-4" aria-hidden="true" />
          {headerSensorCount(statsRead)}
        </span>
        {badge && (
          <span data-testid="header-badge" data-tone={badge.tone} className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', TONE_BADGE[badge.tone])}>
            {badge.label}
          </span>
        )}
        {/* the badge says it already unless an alert needs attention */}
        {learningLabel && badge?.label !== learningLabel && (
          <span className="rounded-full bg-blue-100 px-2.5 py-0.5 text-xs font-semibold text-blue-800">{learningLabel}</span>
        )}
      </div>
      {/* where they were last seen moving, and when only where the indicator does not say it: a sensor's own 'last active' counts any report (decisions 0096, 0100) */}
      {lastMovement && (
        <p className="text-sm text-slate-700" data-testid="last-movement">
          {lastMovement}
        </p>
      )}
      {/* a home with a pet: the movement above may be the pet's; this is what a pet cannot do */}
      {last.uses && (
        <p className="text-sm text-slate-700" data-testid="last-use">
          {last.uses.text}
          {last.uses.note && <span className="block text-slate-600">{last.uses.note}</span>}
        </p>
      )}
      {/* how long the quiet may go on before an alert: the engine's own limits, walked forward by the server */}
      {alertBy && (
        <p className="text-sm text-slate-700" data-testid="quiet-alert-at">
          {alertBy}
        </p>
      )}
    </>
  )
}

/**
 * Simulated movement counts as real for monitoring (it restarts the quiet-spell timer), so it asks
 * first and says so; the server refuses it while an inactivity or possible-fall alert is open.
 */
function SimulateButton({ clientId, name }: { clientId: string; name: string }) {
  const simulate = useSimulateMotion(clientId)
  const run = async () => {
    try {
      const result = await simulate.mutateAsync()
      toast({ title: 'Motion Simulation Complete', description: `${result.events} motion events recorded in ${result.rooms.join(', ')}.` })
    } catch (error) {
      if (!isUnauthorizedError(error)) toast({ title: 'Simulation Failed', description: errorMessage(error), variant: 'destructive' })
    }
  }
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" busy={simulate.isPending}>
          <Activity aria-hidden="true" /> {simulate.isPending ? 'Simulating...' : 'Simulate Motion'}
        </Button>
      }
      title="Simulate motion?"
      description={
        <>
          This records a few minutes of made-up movement in {name}'s home now, to try the dashboard. Monitoring treats it as real: it restarts the
          quiet-spell timer, so never use it while you are unsure how {name} is.
        </>
      }
      confirmLabel="Add Simulated Motion"
      onConfirm={() => void run()}
    />
  )
}

function EmergencyButton({ clientId, name }: { clientId: string; name: string }) {
  const raise = useRaiseEmergency(clientId)
  // the person watched, pressing it on her own home, is told of her circle, not of her own name's
  const circle = useReader(clientId).isOwnHome ? 'your' : `${name}'s`
  const confirm = async () => {
    try {
      await raise.mutateAsync()
      toast({ title: 'Emergency Alert Sent', description: `Everyone in ${circle} care circle has been alerted.` })
    } catch (error) {
      if (!isUnauthorizedError(error)) toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' })
    }
  }
  return (
    <ConfirmDialog
      trigger={
        <Button variant="destructive" busy={raise.isPending}>
          <Siren aria-hidden="true" /> Emergency
        </Button>
      }
      title="Raise an emergency alert?"
      description={
        <>
          This raises a critical emergency alert that reaches everyone watching {circle} care circle. It does not call the emergency services: in a
          life-threatening situation, call them directly.
        </>
      }
      confirmLabel="Send Emergency Alert"
      destructive
      onConfirm={confirm}
    />
  )
}
