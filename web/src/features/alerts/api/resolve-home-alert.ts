import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CIRCLES_KEY } from '@/lib/circle'
import { reloadAlerts } from './get-alerts'
import { openAlertsKey, type OpenAlertsOfEveryHome } from './get-open-alerts'
import { sendResolve } from './resolve-alert'

/**
 * Resolve from the All homes list, through the alert's own home (its clientId). The card leaves at
 * once (an agent clearing thirty homes does not wait on each reload); then the lists and the picker's
 * counts are read again, which no live stream refreshes for a home not on screen.
 */
export function useResolveAlertOfHome() {
  const queryClient = useQueryClient()
  return useMutation({
    // the live stream's word of this resolve reaches the tab too: what onSuccess reads, it does not (decisions 0121, 0135)
    mutationFn: ({ clientId, id, note }: { clientId: string; id: string; note?: string }) => sendResolve(queryClient, clientId, id, note),
    // it failed (the alert gone, the server unreachable): the list as it is now
    onError: () => reloadAlerts(queryClient),
    onSuccess: (_answer, { id }) => {
      queryClient.setQueryData<OpenAlertsOfEveryHome>(openAlertsKey, (list) =>
        list && { alerts: list.alerts.filter((a) => a.id !== id), total: Math.max(0, list.total - (list.alerts.some((a) => a.id === id) ? 1 : 0)) },
      )
      return Promise.all([reloadAlerts(queryClient), queryClient.invalidateQueries({ queryKey: [CIRCLES_KEY] })])
    },
  })
}
