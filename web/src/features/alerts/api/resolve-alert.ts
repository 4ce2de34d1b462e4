import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'
import { CIRCLES_KEY } from '@/lib/circle'
import { sendOwnChange } from '@/lib/own-changes'
import type { ResolveAnswer } from '../lib/resolve-outcome'
import { reloadAlerts } from './get-alerts'

/**
 * PUT /api/alerts/:id/resolve?clientId=… — the server records who resolved it, and answers with who did;
 * `note`, what happened ('Rang her — she was in the garden, fine'), goes to the rest of the circle. No
 * note, no body, as SPEC.md's call has none. `headers`: the tab's own-change token (sendResolve).
 */
export async function resolveAlert(clientId: string, id: string, note?: string, headers?: Record<string, string>) {
  const said = note?.trim()
  return (await apiRequest('PUT', urlOf([`/api/alerts/${id}/resolve`, { clientId }]), said ? { note: said } : undefined, headers)).json() as Promise<ResolveAnswer>
}

/**
 * What a Resolve reads again itself once the server answers (reloadAlerts, and the picker's open-alert counts):
 * the live stream's word of the same resolve leaves these to it (decision 0121)
 */
export const RESOLVE_READS = ['/api/alerts', '/api/dashboard/stats', CIRCLES_KEY] as const

/**
 * A Resolve sent with a token of the tab's own (decision 0135), which the server puts in the live word of it: that
 * word reads only what the Resolve does not read itself; anyone else's word about the same alert is read as any
 */
export const sendResolve = (queryClient: QueryClient, clientId: string, id: string, note?: string) =>
  sendOwnChange(queryClient, RESOLVE_READS, (headers) => resolveAlert(clientId, id, note, headers))

export function useResolveAlert(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note?: string }) => sendResolve(queryClient, clientId, id, note),
    onError: () => reloadAlerts(queryClient),
    onSuccess: () => Promise.all([reloadAlerts(queryClient), queryClient.invalidateQueries({ queryKey: [CIRCLES_KEY] })]),
  })
}
