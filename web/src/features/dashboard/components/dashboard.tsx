import { useRef, useState, type ReactNode } from 'react'
import { can } from '@contracts/access'
import type { Role } from '@contracts/enums'
import { useAuthOptions } from '@/lib/server-options'
import { useCircles } from '@/lib/circle'
import { useDashboardAlerts, useDashboardSensors, useDashboardStats, useDoorEvents, useHealthScore } from '../api/dashboard-api'
import { useKeepPlaceWhenGone } from '@/lib/keep-place'
import { useNow } from '@/lib/use-now'
import { isAway, presenceOf } from '../lib/presence'
import { offersSimulation } from '../lib/simulation-offer'
import { alertsCardFirst, alertsCardView, isAnswered } from '../lib/dashboard-status'
import { AiInsights } from './ai-insights'
import { AlertsCard } from './alerts-card'
import { CareNotesCard, SensorStatusCard } from './dashboard-cards'
import { DashboardHeader } from './dashboard-header'
import { DashboardLoading, DashboardRestLoading } from './dashboard-loading'
import { ActivityPatterns, DoorActivity, StatusSummary } from './summary-widgets'

const NO_ALERTS: readonly { id: string }[] = []

/**
 * The dashboard of SPEC.md §2 for one care circle: header, summary row, two two-column rows, care
 * notes. With an urgent alert open (unusual inactivity too) the Alerts card comes first, under the header: on a phone it was
 * two thousand pixels down, below the charts (decision 0018). `ownAddress`: a client looking at their own
 * home, whose address another home may invite (decision 0044).
 */
export function Dashboard({
  clientId,
  name,
  role,
  ownAddress = null,
  intro = null,
}: {
  clientId: string
  name: string
  role: Role
  ownAddress?: string | null
  /** a first-visit card under the header (after an urgent alert, never before it), and whether it has settled */
  intro?: { isSettled: boolean; card: ReactNode } | null
}) {
  const now = useNow()
  const stats = useDashboardStats(clientId)
  // the status rests on the open alerts as well as the figures (the same read as the Alerts card's)
  const alerts = useDashboardAlerts(clientId)
  const sensors = useDashboardSensors(clientId)
  const doors = useDoorEvents(clientId)
  const circle = useCircles().data?.find((c) => c.clientId === clientId)
  const timeZone = circle?.timeZone
  const cardView = alertsCardView(alerts, stats)
  const alertsFirst = alertsCardFirst(cardView)
  // a keyboard user on Check On Them of an alert resolved elsewhere keeps a place, though the card moves down the page with it
  const list = useRef<HTMLUListElement>(null)
  const onFocus = useKeepPlaceWhenGone(list, 'shown' in cardView ? cardView.shown : NO_ALERTS, 'check-on')
  // made-up movement only where the server allows it (the demo), in the demo's own home: until it says so, not offered
  const options = useAuthOptions()
  const mayManage = can(role, 'sensors.manage')
  const canSimulate = offersSimulation({ mayManage, isServerOn: options.data?.simulation, isDemoHome: circle?.isDemo })
  // the page is laid out once the reads that decide its shape have answered (decision 0074): the header's lines, where the
  // Alerts card goes, the sensors' rows and the Simulate button. Laid out as each came, it jumped (CLS 0.4 on a phone)
  // once laid out it stays so: Try again on a list that failed makes it pending again, and the page must not fold back to placeholders
  const [isLaidOut, setLaidOut] = useState(false)
  const isIntroSettled = !intro || intro.isSettled
  if (!isLaidOut && isAnswered(stats) && isAnswered(alerts) && isAnswered(sensors) && (!mayManage || isAnswered(options)) && isIntroSettled) setLaidOut(true)
  // below the summary, the door events and the health score decide how tall their cards are (how many events, which
  // lists), and everything under them moved as they came (96-144 px on a phone, for someone who scrolled down while
  // it loaded): the rest is laid out once they have answered too, the shapes holding its place until then
  const health = useHealthScore(clientId)
  const [isRestLaidOut, setRestLaidOut] = useState(false)
  if (isLaidOut && !isRestLaidOut && isAnswered(doors) && isAnswered(health)) setRestLaidOut(true)
  const alertsCard = <AlertsCard clientId={clientId} alerts={alerts} stats={stats} now={now} listRef={list} onListFocus={onFocus} />
  return (
    <div className="mx-auto max-w-7xl min-w-0 space-y-6">
      {/* here rather than in the Alerts card, which moves when an urgent alert arrives: a live region must stay put to be heard */}
      <DashboardHeader clientId={clientId} name={name} stats={stats} alerts={alerts} now={now} timeZone={timeZone} canSimulate={canSimulate} canWriteNotes={can(role, 'notes.write')} isLaidOut={isLaidOut} />
      {!isLaidOut ? (
        <DashboardLoading isLoadingAlerts={!isAnswered(alerts)} />
      ) : (
        <>
          {stats.isError && <p className="text-sm text-red-800">The dashboard figures could not be loaded.</p>}
          {alertsFirst && alertsCard}
          {intro?.card}
          <StatusSummary stats={stats} alerts={alerts} role={role} clock={{ now, timeZone }} ownAddress={ownAddress} />
          {!isRestLaidOut ? (
            <DashboardRestLoading />
          ) : (
            <>
              {/* on a phone one column, the doors after the activity; wider, the doors under the insights beside the
                  taller activity grid (under the activity they left the right column empty beside them) */}
              <div className="grid min-w-0 grid-cols-1 items-start gap-6 lg:grid-cols-2">
                <div className="min-w-0 lg:row-span-2">
                  <ActivityPatterns clientId={clientId} sensors={sensors} now={now} timeZone={timeZone} />
                </div>
                <div className="min-w-0 lg:col-start-2 lg:row-start-2">
                  <DoorActivity events={doors.data} error={doors.error} isLoading={doors.isLoading} now={now} />
                </div>
                <div className="min-w-0 lg:col-start-2 lg:row-start-1">
                  <AiInsights clientId={clientId} sensors={sensors.data} receivingHistory={stats.data?.receivingHistory} />
                </div>
              </div>
              {/* one column as wide as the page on a phone (an implicit column took the width of the longest unbreakable line, 2 px past a 390 px phone at 200 % text) */}
              <div className="grid min-w-0 grid-cols-1 gap-6 lg:grid-cols-2">
                {!alertsFirst && alertsCard}
                <SensorStatusCard sensors={sensors.data} isError={sensors.isError} now={now} role={role} isAway={isAway(presenceOf(stats.data))} />
              </div>
              <CareNotesCard clientId={clientId} now={now} />
            </>
          )}
        </>
      )}
    </div>
  )
}
