import { can } from '@contracts/access'
import type { CurrentUser } from '@contracts/auth'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { Button } from '@/components/ui/button'
import { LoadFailed } from '@/components/load-failed'
import { USER_QUERY_KEY } from '@/lib/auth-errors'
import { circleName, useCircles } from '@/lib/circle'
import { newNoteHref } from '@/lib/home-dashboard-link'
import { circleDetail, homeTag } from '@/lib/circle-search'
import { useNow } from '@/lib/use-now'
import { useOpenAlertsOfEveryHome, type OpenAlertOfHome } from '../api/get-open-alerts'
import { useResolveAlertOfHome } from '../api/resolve-home-alert'
import { useEveryHomePlace } from '../hooks/use-every-home-place'
import { useResolveFlow } from '../hooks/use-resolve-flow'
import { neighbourOf, useKeepPlaceWhenGone } from '@/lib/keep-place'
import { emptyAlertsState, isFiltered, type AlertFilters } from '../lib/alert-rules'
import { EVERY_HOME_PAGE, everyHomeSummary, filterOpenAlertsOfHomes, matchingSummary, shownOfListed } from '../lib/alerts-view'
import { AlertFilterBar } from './alert-filters'
import { AlertSkeletons, EmptyAlerts } from './alert-list'
import { AlertsViewSwitch } from './alerts-view-switch'
import { HomeAlertCard } from './home-alert-card'
import { ResolveConfirmDialog } from './resolve-confirm-dialog'
import { ResolvedNoteOffer } from './resolved-note-offer'

const NO_FILTERS: AlertFilters = { search: '', severity: 'all', type: 'all' }

/**
 * Staff's Alerts page on All homes (decision 0030): every home's open alerts in one list, most urgent
 * first, to resolve from here or to open the home for the rest (Contact, Call Now, Troubleshoot)
 */
export function EveryHomeAlerts() {
  const openAlerts = useOpenAlertsOfEveryHome()
  const { data: circles } = useCircles()
  const resolve = useResolveAlertOfHome()
  const queryClient = useQueryClient()
  const now = useNow()
  const readerId = queryClient.getQueryData<CurrentUser | null>(USER_QUERY_KEY)?.id
  const list = useRef<HTMLDivElement>(null)
  // Back from a home opened here: the list as it was left (lib/every-home-place.ts)
  const place = useEveryHomePlace(list, Boolean(openAlerts.data))
  const [filters, setFilters] = useState(place.returning?.filters ?? NO_FILTERS)
  // cards on screen: a page at a time (decision 0036), so 500 open alerts do not freeze a phone
  const [limit, setLimit] = useState(place.returning?.limit ?? EVERY_HOME_PAGE)

  // the picker's own line under a name, so a home reads the same here as there
  const detailOf = useMemo(() => {
    const byId = new Map((circles ?? []).map((c) => [c.clientId, circleDetail(c)]))
    return (a: OpenAlertOfHome) => byId.get(a.clientId) ?? a.home.email ?? homeTag(a.clientId)
  }, [circles])
  // the picker's row of each home: learning, out (decision 0104)
  const circleOf = useMemo(() => new Map((circles ?? []).map((c) => [c.clientId, c])), [circles])

  const listed = openAlerts.data?.alerts ?? []
  const shown = filterOpenAlertsOfHomes(listed, filters, circles)
  const onScreen = shown.slice(0, limit)
  const matching = matchingSummary(shown.length, isFiltered(filters))
  const busyId = resolve.isPending ? resolve.variables.id : null
  // a card resolved by someone else (or closed by Hearthwatch) leaves while a keyboard user is on it: their place is kept
  const keepPlace = useKeepPlaceWhenGone(list, onScreen)

  // the first card Show more brings takes focus: the button may go with the last page, and Tab carries on from there
  const showMore = () => {
    const first = shown[limit]?.id
    flushSync(() => setLimit(limit + EVERY_HOME_PAGE))
    if (first) list.current?.querySelector<HTMLElement>(`[data-alert-id="${CSS.escape(first)}"] [data-action="resolve"]`)?.focus()
  }

  // `note`: what happened, said in Resolve's question (decision 0076)
  const viewer = queryClient.getQueryData<CurrentUser | null>(USER_QUERY_KEY)
  const resolving = useResolveFlow(
    (alert: OpenAlertOfHome, note?: string) => resolve.mutateAsync({ clientId: alert.clientId, id: alert.id, note }),
    shown,
    list,
    viewer && can(viewer.role, 'notes.write') ? (alert) => newNoteHref(alert.clientId) : undefined,
  )

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Alert Management</h1>
      <AlertsViewSwitch view="all" openEverywhere={openAlerts.data?.total} />
      <AlertFilterBar filters={filters} onChange={setFilters} />

      {openAlerts.isError ? (
        <LoadFailed title="Alerts could not be loaded" onRetry={() => void openAlerts.refetch()} />
      ) : openAlerts.isLoading || !openAlerts.data ? (
        <AlertSkeletons />
      ) : (
        <section aria-label="Open alerts of every home" ref={list} tabIndex={-1} onFocus={keepPlace} className="space-y-3 outline-hidden">
          <ResolvedNoteOffer offer={resolving.noteOffer} />
          {openAlerts.data.total > 0 && (
            <p className="text-sm text-slate-600">
              {everyHomeSummary(listed, openAlerts.data.total)}
              {/* polite, and apart from the summary the half-minute reads change: said as the search is typed */}
              <span role="status" data-testid="matching-summary">
                {matching && ` · ${matching}`}
              </span>
            </p>
          )}
          {shown.length === 0 ? (
            <EmptyAlerts state={emptyAlertsState('active', { isFiltered: isFiltered(filters), hasNoSensors: false })} />
          ) : (
            onScreen.map((a) => (
              <HomeAlertCard
                key={a.id}
                alert={a}
                homeDetail={detailOf(a)}
                circle={circleOf.get(a.clientId)}
                now={now}
                readerId={readerId}
                isBusy={busyId === a.id}
                onResolve={resolving.ask}
                onOpenHome={() => place.remember({ filters, limit, alertId: a.id, nextId: neighbourOf(shown, a.id) })}
              />
            ))
          )}
          {shown.length > onScreen.length && (
            <div className="flex flex-col items-center gap-2 pt-2 sm:flex-row sm:justify-between">
              <p className="text-sm text-slate-600">{shownOfListed(onScreen.length, shown.length)}</p>
              <Button variant="outline" className="h-11 w-full sm:w-auto md:h-9" onClick={showMore}>
                Show {Math.min(EVERY_HOME_PAGE, shown.length - onScreen.length)} more
              </Button>
            </div>
          )}
        </section>
      )}

      <ResolveConfirmDialog {...resolving.dialog} homeOf={(alert) => `${circleName(alert.home)} · ${detailOf(alert)}`} />
    </div>
  )
}
