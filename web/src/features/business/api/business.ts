import type { PlanMap } from '@contracts/billing'
import type { BusinessClient, BusinessClientList, BusinessStats, CostEntry, CostInput, CostSummary, ManageSubscription } from '@contracts/business'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { usePagedList } from '@/lib/paged-list'
import type { ClientFilters } from '../lib/client-filters'

// Business Management's calls (SPEC.md §7), admin only. Each key names its URL for the default reader.
const STATS = '/api/business/stats'
const CLIENTS = '/api/business/clients'
const COSTS = '/api/business/costs'
const COST_SUMMARY = '/api/business/costs/summary'

/** GET /api/business/stats — the Overview cards */
export const useBusinessStats = () => useQuery<BusinessStats>({ queryKey: [STATS] })

/** GET /api/subscription/plans — each plan's name and sensor limit, for Manage Subscription to say when a home has more sensors */
export const usePlanLimits = () => useQuery<PlanMap>({ queryKey: ['/api/subscription/plans'] })

/**
 * GET /api/business/clients?search=&status=&limit=&after= — the homes A–Z that fit, 50 at a time (decisions
 * 0127, 0128; lib/paged-list.ts), each with its client's phone, subscription, sensors and last movement, and how many
 * fit. 'Show 50 more' reads the next, after the last shown; the last list stays on screen while the next search loads
 */
export function useBusinessClients(filters: ClientFilters) {
  const params = { search: filters.search.trim() || undefined, status: filters.status === 'all' ? undefined : filters.status }
  const { shown, ...query } = usePagedList(CLIENTS, params, (page: BusinessClientList) => page.clients)
  return { ...query, data: shown && { clients: shown.rows, matching: shown.last.matching } }
}

/** GET /api/business/costs/summary?month=YYYY-MM — the month's totals, by type and by service */
export const useCostSummary = (month: string) => useQuery<CostSummary>({ queryKey: [COST_SUMMARY, { month }] })

/** GET /api/business/costs?month=YYYY-MM — the month's entries, newest first */
export const useCostEntries = (month: string) => useQuery<CostEntry[]>({ queryKey: [COSTS, { month }] })

export type SavedSubscription = NonNullable<BusinessClient['subscription']>

/** POST /api/business/clients/:id/subscription; the table and the Overview figures follow */
export function useManageSubscription() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ clientId, input }: { clientId: string; input: ManageSubscription }) =>
      (await (await apiRequest('POST', `${CLIENTS}/${clientId}/subscription`, input)).json()) as SavedSubscription,
    onSuccess: () => Promise.all([CLIENTS, STATS].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  })
}

function useCostChange<T, R>(run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: () => Promise.all([COSTS, COST_SUMMARY].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  })
}

/** POST /api/business/costs */
export const useRecordCost = () => useCostChange(async (input: CostInput) => (await (await apiRequest('POST', COSTS, input)).json()) as CostEntry)

/** DELETE /api/business/costs/:id */
export const useDeleteCost = () =>
  useCostChange(async (id: string) => {
    await apiRequest('DELETE', `${COSTS}/${id}`)
  })
