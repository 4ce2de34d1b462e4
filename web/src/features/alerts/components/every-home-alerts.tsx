import type { CurrentUser } from '@contracts/auth'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import { LoadFailed } from '@/components/load-failed'
import { asksBeforeResolve } from '@/lib/alert-urgency'
import { USER_QUERY_KEY } from '@/lib/auth-errors'
import { useCircles } from '@/lib/circle'
import { circleDetail, homeTag } from '@/lib/circle-search'
import { toast } from '@/lib/use-toast'
import { useNow } from '@/lib/use-now'
import { useOpenAlertsOfEveryHome, type OpenAlertOfHome } from '../api/get-open-alerts'
import { useResolveAlertOfHome } from '../api/resolve-home-alert'
import { focusIfLost, toastFailure } from '../lib/action-feedback'
import { emptyAlertsState, isFiltered, type AlertFilters } from '../lib/alert-rules'
import { everyHomeSummary, filterOpenAlertsOfHomes } from '../lib/alerts-view'
import { resolveOutcome } from '../lib/resolve-outcome'
import { AlertFilterBar } from './alert-filters'
import { AlertSkeletons, EmptyAlerts } from './alert-list'
import { AlertsViewSwitch } from './alerts-view-switch'
import { HomeAlertCard } from './home-alert-card'
import { ResolveConfirmDialog, type ResolveQuestion } from './resolve-confirm-dialog'

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
  const [filters, setFilters] = useState(NO_FILTERS)
  const [asking, setAsking] = useState<ResolveQuestion<OpenAlertOfHome> | null>(null)
  const [returnFocusTo, setReturnFocusTo] = useState<HTMLElement | null>(null)
  const list = useRef<HTMLDivElement>(null)

  // the picker's own line under a name, so a home reads the same here as there
  const detailOf = useMemo(() => {
    const byId = new Map((circles ?? []).map((c) => [c.clientId, circleDetail(c)]))
    return (a: OpenAlertOfHome) => byId.get(a.clientId) ?? a.home.email ?? homeTag(a.clientId)
  }, [circles])

  const listed = openAlerts.data?.alerts ?? []
  const shown = filterOpenAlertsOfHomes(listed, filters)
  const busyId = resolve.isPending ? resolve.variables.id : null

  const resolveNow = async (alert: OpenAlertOfHome) => {
    try {
      const answer = await resolve.mutateAsync({ clientId: alert.clientId, id: alert.id })
      toast(resolveOutcome(answer, queryClient.getQueryData<CurrentUser | null>(USER_QUERY_KEY)?.id))
      focusIfLost(list.current)
    } catch (error) {
      toastFailure(error, 'Failed to resolve alert. Please try again.')
    }
  }
  const onResolve = (alert: OpenAlertOfHome, button: HTMLElement) => {
    if (!asksBeforeResolve(alert)) return void resolveNow(alert)
    setReturnFocusTo(button)
    setAsking({ alert, open: true })
  }

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
        <section aria-label="Open alerts of every home" ref={list} tabIndex={-1} className="space-y-3 outline-none">
          {openAlerts.data.total > 0 && <p className="text-sm text-slate-600">{everyHomeSummary(listed, openAlerts.data.total)}</p>}
          {shown.length === 0 ? (
            <EmptyAlerts state={emptyAlertsState('active', { isFiltered: isFiltered(filters), hasNoSensors: false })} />
          ) : (
            shown.map((a) => <HomeAlertCard key={a.id} alert={a} homeDetail={detailOf(a)} now={now} isBusy={busyId === a.id} onResolve={onResolve} />)
          )}
        </section>
      )}

      <ResolveConfirmDialog
        asking={asking}
        onResolve={(alert) => void resolveNow(alert)}
        onClose={() => setAsking((a) => a && { ...a, open: false })}
        returnFocusTo={returnFocusTo}
        fallback={() => list.current?.focus()}
      />
    </div>
  )
}
