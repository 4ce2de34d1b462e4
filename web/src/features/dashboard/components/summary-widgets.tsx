import { DoorOpen } from 'lucide-react'
import type { Role } from '@contracts/enums'
import { useState } from 'react'
import { AddSensorHint } from '@/components/add-sensor-hint'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { homeDayNote } from '@/lib/format/home-time'
import { relativeAge } from '@/lib/format/relative-time'
import { lastActivityText } from '@/lib/format/sensor-status'
import { NOT_STARTED } from '@/lib/no-sensors'
import { cn } from '@/lib/utils'
import { isNotFound, useActivity, type CardAlertItem, type DashboardSensor, type DashboardStats, type DoorEvent } from '../api/dashboard-api'
import { ActivityGrid } from './activity-grid'
import { activityPatternsView, doorConfidenceTone, doorStatus, recentDoorEvents, showsDoorDuration, TONE_BADGE, TONE_TEXT } from '../lib/dashboard-rules'
import { overallStatus, type Read, type StatusClock } from '../lib/dashboard-status'
import { RetryLine } from './retry-line'

/** The summary row: the overall state of §4 (in a home without sensors, how monitoring starts; learning; out), then the day's figures */
export function StatusSummary({
  stats,
  alerts,
  role,
  clock,
  ownAddress,
}: {
  stats: Read<DashboardStats>
  alerts: Read<CardAlertItem[]>
  role: Role
  clock: StatusClock
  ownAddress: string | null
}) {
  const status = overallStatus(stats, alerts, clock)
  if (!status) return <Skeleton className="h-28 w-full" />
  return (
    <section aria-label="Status summary" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Card className="sm:col-span-2">
        <CardContent className="space-y-1 p-6">
          <p className="text-sm text-slate-600">Overall status</p>
          <p data-testid="overall-status" data-tone={status.tone} className={cn('text-xl font-bold', TONE_TEXT[status.tone])}>
            {status.label}
          </p>
          <p className="text-sm text-slate-700" data-testid="overall-status-text">
            {status.text}
          </p>
          {status.label === NOT_STARTED && <AddSensorHint role={role} />}
          {status.label === NOT_STARTED && ownAddress && <JoinAnotherHomeHint address={ownAddress} />}
        </CardContent>
      </Card>
      {/* counted from the home's midnight (the server's alertsToday): a viewer elsewhere is told whose */}
      <Figure label="Alerts today" value={stats.data ? String(stats.data.alertsToday) : '–'} testId="alerts-today" note={homeDayNote(clock.now, clock.timeZone)} />
      <Figure label="Activity score" value={activityScoreFigure(stats.data)} testId="activity-score" note={activityScoreNote(stats.data)} />
    </section>
  )
}

/**
 * A client's own home without sensors may be someone who signed up to watch over another person:
 * an invitation into that person's home takes them there and ends this one (decision 0044)
 */
export const joinAnotherHomeText = (address: string) =>
  `Signed up to watch over someone else? Ask whoever looks after them on Hearthwatch (their carer, or support) to invite ${address} from the Family Members page of their home. Accepting takes you there, and this empty home goes away.`

const JoinAnotherHomeHint = ({ address }: { address: string }) => (
  <p className="pt-2 text-sm text-slate-700" data-testid="join-another-home">
    {joinAnotherHomeText(address)}
  </p>
)

type ScoreStats = Pick<DashboardStats, 'totalDevices' | 'lastMotionAt' | 'activityScore' | 'allSwitchedOff' | 'activityScoreUnknown'> & {
  engine?: Pick<NonNullable<DashboardStats['engine']>, 'isLearning'> | null
}

/**
 * With no sensors, none heard from yet, or every one switched off (a stay away), the score is only the engine's
 * neutral default or yesterday's: no figure rather than a normal-looking one beside 'nothing is watched'. While the
 * routine is being learned it is measured against a day or two of it (a new carer saw '100/100' beside 13 hours
 * without movement and an open 'Unusual inactivity'): no figure either (decision 0109). Nor before the engine has read
 * the home at all (its view null: a hub's history still arriving, or the first reading not yet read), when the score is
 * its neutral 70, not a measure
 */
export const activityScoreFigure = (s: ScoreStats | undefined) => (isScorable(s) && !s.engine?.isLearning && !s.activityScoreUnknown ? `${s.activityScore}/100` : '–')

/** Sensors that are on and have seen movement, read by the engine (an older server sends no view: taken as read): a score can be read at all */
const isScorable = (s: ScoreStats | undefined): s is ScoreStats =>
  s !== undefined && s.totalDevices > 0 && Boolean(s.lastMotionAt) && !s.allSwitchedOff && s.engine !== null

/**
 * Under a '–': why there is no score, as the server says it (activityScoreUnknown: a hub's history still arriving, no
 * sensor inside learned yet), or while learning when a score comes; none beside a figure, nor where the page says
 * why already (no sensors, none heard, all switched off)
 */
export const activityScoreNote = (s: ScoreStats | undefined) => {
  if (s?.activityScoreUnknown) return s.totalDevices > 0 && !s.allSwitchedOff && Boolean(s.lastMotionAt) ? s.activityScoreUnknown : null
  return isScorable(s) && s.engine?.isLearning ? 'Scored once the routine is learned' : null
}

const Figure = ({ label, value, testId, note }: { label: string; value: string; testId: string; note?: string | null }) => (
  <Card>
    <CardContent className="space-y-1 p-6">
      <p className="text-sm text-slate-600">{label}</p>
      <p data-testid={testId} className="text-2xl font-bold text-slate-900">
        {value}
      </p>
      {note && (
        <p className="text-xs text-slate-600" data-testid={`${testId}-note`}>
          {note}
        </p>
      )}
    </CardContent>
  </Card>
)

/** The sensors' read as the dashboard holds it, with its Try again */
type SensorsRead = Read<DashboardSensor[]> & { isFetching: boolean; refetch: () => unknown }

/** Activity patterns by sensor on an hourly grid, with the 24h/48h toggle; a read that failed says so, with Try again */
export function ActivityPatterns({ clientId, sensors, now, timeZone }: { clientId: string; sensors: SensorsRead; now: Date; timeZone?: string }) {
  const [hours, setHours] = useState<24 | 48>(24)
  // the list in words stays open across 24h/48h, while the grid waits for the other window's counts
  const [listOpen, setListOpen] = useState(false)
  const activity = useActivity(clientId, hours)
  const view = activityPatternsView(sensors, activity)
  return (
    <Card role="region" aria-labelledby="activity-card-title">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2 space-y-0">
        <div className="space-y-1.5">
          <CardTitle id="activity-card-title" className="text-lg">
            Activity Patterns
          </CardTitle>
          <CardDescription className="text-slate-600">By sensor, hour by hour, over the last {hours} hours</CardDescription>
        </div>
        <div role="group" aria-label="Time window" className="flex rounded-md border p-0.5">
          {([24, 48] as const).map((h) => (
            <button
              key={h}
              type="button"
              aria-pressed={hours === h}
              onClick={() => setHours(h)}
              className={cn(
                'rounded px-3 py-1 text-sm font-medium focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring pointer-coarse:min-h-11',
                hours === h ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {h}h
            </button>
          ))}
        </div>
      </CardHeader>
      <CardContent>
        {view === 'sensors-failed' ? (
          <RetryLine text="Activity patterns could not be loaded." onRetry={() => void sensors.refetch()} busy={sensors.isFetching} />
        ) : !sensors.data || view === 'loading' ? (
          <Skeleton className="h-20 w-full" />
        ) : view === 'no-sensors' ? (
          <p className="text-sm text-slate-600">No sensors yet: activity appears here once a sensor reports.</p>
        ) : (
          <>
            {view === 'activity-failed' ? (
              <RetryLine text="Activity patterns could not be loaded." onRetry={() => void activity.refetch()} busy={activity.isFetching} />
            ) : (
              // while the counts load, the grid's rows hold their places
              <ActivityGrid sensors={sensors.data} activity={activity.data} hours={hours} now={now} timeZone={timeZone} listOpen={listOpen} onListOpenChange={setListOpen} />
            )}
            <ul className="mt-3 space-y-1">
              {sensors.data.map((s) => (
                <li key={s.id} className="flex flex-wrap justify-between gap-x-4 text-xs">
                  <span className="min-w-0 text-slate-700 wrap-anywhere">{s.name}</span>
                  <span className="text-slate-700">{lastActivityText(s, now)}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  )
}

const EVENT_LABEL: Record<DoorEvent['eventType'], string> = {
  entered: 'Entered home',
  left: 'Left home',
  visitor_arrived: 'Visitor arrived',
  visitor_left: 'Visitor left',
}

/** Door activity: the four most recent events and whether they are home */
export function DoorActivity({ events, error, isLoading, now }: { events: DoorEvent[] | undefined; error: unknown; isLoading: boolean; now: Date }) {
  const list = recentDoorEvents(events ?? [])
  const status = doorStatus(events)
  const unavailable = Boolean(error)
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2 space-y-0">
        <CardTitle className="flex items-center gap-2 text-lg">
          <DoorOpen className="size-5" aria-hidden="true" /> Door Activity
        </CardTitle>
        <span
          data-testid="door-status"
          className={cn(
            'shrink-0 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
            status === 'Currently Home' ? TONE_BADGE.green : status === 'Currently Away' ? TONE_BADGE.yellow : TONE_BADGE.grey,
          )}
        >
          {status}
        </span>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-16 w-full" />
        ) : list.length === 0 ? (
          <p className="text-sm text-slate-600">
            {unavailable && !isNotFound(error) ? 'Door activity could not be loaded.' : unavailable ? 'Door activity is not available yet.' : 'No door events recorded.'}
          </p>
        ) : (
          <ul className="space-y-2">
            {list.map((e) => {
              const tone = doorConfidenceTone(e.confidence)
              return (
                // the badge keeps to the first line, at the right; the words wrap beside it on a small phone. With
                // large text it goes under the words when fewer than 8 of their letters would fit beside it: squeezed,
                // 'Back after 103 min away' stood one letter a line and the badge lay over 'Entered home'
                <li key={e.id} className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1 text-sm">
                  <span className="min-w-0 flex-[1_1_8em]">
                    <span className="font-medium text-slate-900">{EVENT_LABEL[e.eventType]}</span>
                    {/* each piece wraps whole on a small phone, never '54m' on one line and 'ago' on the next */}
                    {' '}
                    <span className="whitespace-nowrap text-slate-600">· {relativeAge(e.timestamp, now)}</span>
                    {showsDoorDuration(e) && (
                      <>
                        {' '}
                        <span className="whitespace-nowrap text-slate-600">· {e.duration} min</span>
                      </>
                    )}
                    {e.details && <span className="block break-words text-xs text-slate-600">{e.details}</span>}
                  </span>
                  <span data-tone={tone} className={cn('ml-auto shrink-0 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold', TONE_BADGE[tone])}>
                    {Math.round(e.confidence)}% confidence
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
