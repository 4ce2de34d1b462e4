import { can } from '@contracts/access'
import type { Role } from '@contracts/enums'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState, type ReactNode } from 'react'
import { LoadFailed } from '@/components/load-failed'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useCircle } from '@/lib/circle'
import { useCirclePeople, useReader } from '@/lib/circle-people'
import { dialAndTell } from '@/lib/dial-and-tell'
import { homeDayNote } from '@/lib/format/home-time'
import { alertPageHref, newNoteHref } from '@/lib/home-dashboard-link'
import { takeRefusedHome } from '@/lib/home-address'
import { toast } from '@/lib/use-toast'
import { useAlerts, type CircleAlert } from '../api/get-alerts'
import { useSensors } from '../api/get-devices'
import { useResolveAlert } from '../api/resolve-alert'
import { useRespondToAlert } from '../api/respond-to-alert'
import { useAlertLink } from '../hooks/use-alert-link'
import { alertLinkPath } from '../lib/alert-link'
import { useResolveFlow } from '../hooks/use-resolve-flow'
import { useResolvedTotal } from '../hooks/use-resolved-total'
import { useNow } from '@/lib/use-now'
import { useKeepPlaceWhenGone } from '@/lib/keep-place'
import { toastFailure } from '../lib/action-feedback'
import { countAlerts, filterAlerts, isFiltered, splitByStatus, type AlertFilters } from '../lib/alert-rules'
import type { ActiveAlertActions } from './active-alert-card'
import { AlertFilterBar } from './alert-filters'
import { AlertList, AlertSkeletons } from './alert-list'
import { AlertNotAvailable } from './alert-not-available'
import { AlertStats } from './alert-stats'
import { ResolveConfirmDialog } from './resolve-confirm-dialog'
import { ResolvedNoteOffer } from './resolved-note-offer'
import { TroubleshootDialog } from './troubleshoot-dialog'
import { WhoseHome } from '@/components/whose-home'

// the shared tab's muted text is too faint on its grey (axe color-contrast): a darker grey here; and
// 44 px to tap on a phone, the usual height from the small breakpoint up
const TAB = 'min-h-11 text-slate-700 data-[state=active]:text-slate-900 sm:min-h-0'
const TAB_LIST = 'h-auto sm:min-h-10'

const NO_FILTERS: AlertFilters = { search: '', severity: 'all', type: 'all' }

/**
 * The Alert Management page of SPEC.md §2, for one care circle; `viewSwitch`, for staff, goes between
 * this home and All homes (decision 0030)
 */
export function AlertManagement({ clientId, role, email, viewSwitch }: { clientId: string; role: Role; email: string | null; viewSwitch?: ReactNode }) {
  const alerts = useAlerts(clientId)
  // an empty list means all is well only where sensors are watching
  const sensors = useSensors(clientId, true)
  const now = useNow()
  // "Today's Alerts" count from midnight where the person being watched lives
  const { circles } = useCircle()
  const timeZone = circles.find((c) => c.clientId === clientId)?.timeZone
  const [filters, setFilters] = useState(NO_FILTERS)
  const [tab, setTab] = useState('active')
  // an e-mail's or a push's link opens the page on its alert
  const [linkedAlert, setLinkedAlert] = useState<string | null>(null)
  const showLinked = useCallback((linkedTab: string, alertId: string) => {
    setTab(linkedTab)
    setLinkedAlert(alertId)
  }, [setTab])
  // a link to an alert of a home this person may not see: said so, in place of her own home's alerts
  // (the layout took the home out of the address as it refused it: the link is made whole again to go back to)
  const [notHere, setNotHere] = useState<string | null>(null)
  const onNotHere = useCallback((alertId: string) => {
    const home = takeRefusedHome()
    setNotHere(home ? alertLinkPath(home, alertId) : alertPageHref(alertId))
  }, [])
  useAlertLink(alerts.data, showLinked, onNotHere)
  const [troubleshooting, setTroubleshooting] = useState<CircleAlert | null>(null)
  const activePanel = useRef<HTMLDivElement>(null)
  const queryClient = useQueryClient()
  const resolve = useResolveAlert(clientId)
  const respond = useRespondToAlert(clientId)
  // read with the page, so Contact's call has the number at once (circlePeopleNow waits for it otherwise)
  useCirclePeople(clientId)
  const reader = useReader(clientId)

  const all = alerts.data ?? []
  const { active, resolved } = splitByStatus(filterAlerts(all, filters))
  // a home's history past the list's newest 500 resolved is counted, not listed
  const resolvedTotal = useResolvedTotal(clientId, alerts.data)
  const counts = alerts.data ? countAlerts(all, now, timeZone) : undefined
  const filtered = isFiltered(filters)
  const busyId = resolve.isPending ? (resolve.variables?.id ?? null) : respond.isPending ? (respond.variables?.id ?? null) : null
  const keepPlace = useKeepPlaceWhenGone(activePanel, active)
  const resolving = useResolveFlow(
    (alert: CircleAlert, note?: string) => resolve.mutateAsync({ id: alert.id, note }),
    active,
    activePanel,
    can(role, 'notes.write') ? () => newNoteHref() : undefined,
  )

  const actions: ActiveAlertActions = {
    busyId,
    resolve: resolving.ask,
    contact(alert) {
      void dialAndTell(queryClient, clientId, {
        tell: () => respond.mutateAsync({ id: alert.id, action: 'contact' }),
        onTold: () => toast({ title: 'Contact Initiated', description: 'Attempting to contact the client...' }),
        failed: (error) => toastFailure(error, 'Failed to contact the client. Please try again.'),
      })
    },
    called(alert) {
      // the call is under way in the phone's own app: a failure here leaves the card without the line, nothing more
      respond.mutate({ id: alert.id, action: 'contact' })
    },
    troubleshoot(alert, button) {
      resolving.setReturnFocusTo(button)
      setTroubleshooting(alert)
      toast({ title: 'Troubleshooting', description: 'Initiating sensor diagnostics...' })
    },
  }

  if (notHere) {
    return (
      <div className="mx-auto max-w-7xl space-y-6">
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Alert Management</h1>
        <AlertNotAvailable email={email} link={notHere} onDismiss={() => setNotHere(null)} />
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Alert Management</h1>
        <WhoseHome clientId={clientId} />
      </div>
      {viewSwitch}
      <AlertFilterBar filters={filters} onChange={setFilters} />
      <AlertStats counts={counts && { ...counts, total: counts.active + resolvedTotal.total }} todayNote={homeDayNote(now, timeZone)} />

      {alerts.isError ? (
        <LoadFailed title="Alerts could not be loaded" onRetry={() => void alerts.refetch()} />
      ) : (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label="Alerts by status" className={TAB_LIST}>
            {/* no count until the home's alerts are read: '(0)' for a home just picked, with an emergency open, read as 'nothing here' */}
            <TabsTrigger value="active" className={TAB}>
              Active Alerts{alerts.data && ` (${active.length})`}
            </TabsTrigger>
            <TabsTrigger value="resolved" className={TAB}>
              Resolved Alerts{alerts.data && ` (${filtered ? resolved.length : resolvedTotal.total})`}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="active" ref={activePanel} onFocus={keepPlace}>
            <ResolvedNoteOffer offer={resolving.noteOffer} />
            {alerts.isLoading || sensors.isLoading ? (
              <AlertSkeletons />
            ) : (
              <AlertList kind="active" alerts={active} isFiltered={filtered} clientId={clientId} now={now} actions={actions} hasNoSensors={sensors.data?.length === 0} role={role} />
            )}
          </TabsContent>
          <TabsContent value="resolved">
            {alerts.isLoading ? (
              <AlertSkeletons />
            ) : (
              // a new search starts again from the newest
              <AlertList key={`${filters.search}|${filters.severity}|${filters.type}`} kind="resolved" alerts={resolved} isFiltered={filtered} now={now} resolved={resolvedTotal} reveal={linkedAlert} />
            )}
          </TabsContent>
        </Tabs>
      )}

      <ResolveConfirmDialog {...resolving.dialog} isOwnHome={reader.isOwnHome} />
      <TroubleshootDialog
        clientId={clientId}
        alert={troubleshooting}
        now={now}
        onClose={() => setTroubleshooting(null)}
        returnFocusTo={resolving.returnFocusTo}
      />
    </div>
  )
}
