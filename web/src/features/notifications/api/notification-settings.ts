import type { NotificationSettings, NotificationSettingsUpdate } from '@contracts/notifications'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export const SETTINGS = '/api/notifications/settings'

/** GET /api/notifications/settings — one's own choice per channel, and the browsers that take one's web push */
export const useNotificationSettings = ({ enabled = true } = {}) => useQuery<NotificationSettings>({ queryKey: [SETTINGS], enabled })

/** PUT /api/notifications/settings */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (update: NotificationSettingsUpdate) => (await (await apiRequest('PUT', SETTINGS, update)).json()) as NotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData([SETTINGS], saved),
  })
}

/** POST /api/notifications/alerts-intro-seen — the first-visit card, dismissed on every device */
export function useDismissAlertsIntro() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/notifications/alerts-intro-seen')
    },
    onSuccess: () => queryClient.setQueryData<NotificationSettings>([SETTINGS], (old) => (old ? { ...old, alertsIntroDue: false } : old)),
  })
}
