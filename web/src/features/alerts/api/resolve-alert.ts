import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'
import { CIRCLES_KEY } from '@/lib/circle'
import { expectOwnChange, forgetOwnChange } from '@/lib/own-changes'
import type { ResolveAnswer } from '../lib/resolve-outcome'
import { reloadAlerts } from './get-alerts'

/**
 * PUT /api/alerts/:id/resolve?clientId=… — the server records who resolved it, and answers with who did;
 * `note`, what happened ('Rang her — she was in the garden, fine'), goes to the rest of the circle. No
 * note, no body, as SPEC.md's call has none.
 */
export async function resolveAlert(clientId: string, id: string, note?: string) {
  const said = note?.trim()
  return (await apiRequest('PUT', urlOf([`/api/alerts/${id}/resolve`, { clientId }]), said ? { note: said } : undefined)).json() as Promise<ResolveAnswer>
}

/**
 * What a Resolve reads again itself once the server answers (reloadAlerts, and the picker's open-alert counts):
 * the live stream's word of the same resolve leaves these to it (decision 0121)
 */
export const RESOLVE_READS = ['/api/alerts', '/api/dashboard/stats', CIRCLES_KEY] as const

export function useResolveAlert(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note?: string }) => resolveAlert(clientId, id, note),
    onMutate: ({ id }) => expectOwnChange(id, RESOLVE_READS),
    onError: (_error, { id }) => {
      forgetOwnChange(id)
      return reloadAlerts(queryClient)
    },
    onSuccess: () => Promise.all([reloadAlerts(queryClient), queryClient.invalidateQueries({ queryKey: [CIRCLES_KEY] })]),
  })
}
