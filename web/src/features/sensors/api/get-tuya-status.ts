import { TuyaStatus } from '@contracts/tuya'
import { useQuery } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'

/** What the sync card can honestly say, from GET /api/tuya/status; `account` is the linked Tuya user */
export type TuyaState =
  | { state: 'not-configured' }
  | { state: 'not-synced'; account: string | null }
  | { state: 'connected'; lastSyncedAt: string | null; account: string | null }
  | { state: 'error'; message: string; lastSyncedAt: string | null; account?: string | null }

/** Anything unclear is not 'connected' */
export function toTuyaState(body: unknown): TuyaState {
  const parsed = TuyaStatus.safeParse(body)
  if (!parsed.success) return { state: 'error', message: 'The server sent a cloud status this page does not understand.', lastSyncedAt: null }
  const { configured, connected, error, lastSyncedAt, tuyaUserId: account } = parsed.data
  if (!configured) return { state: 'not-configured' }
  if (error) return { state: 'error', message: error, lastSyncedAt, account }
  if (connected) return { state: 'connected', lastSyncedAt, account }
  if (!lastSyncedAt) return { state: 'not-synced', account }
  return { state: 'error', message: 'The cloud connection is not working.', lastSyncedAt, account }
}

export const tuyaStatusKey = (clientId: string) => ['/api/tuya/status', { clientId }] as const

export async function fetchTuyaStatus(clientId: string): Promise<TuyaState> {
  const res = await apiRequest('GET', urlOf(tuyaStatusKey(clientId)))
  return toTuyaState(await res.json())
}

export function useTuyaStatus(clientId: string) {
  return useQuery({ queryKey: tuyaStatusKey(clientId), queryFn: () => fetchTuyaStatus(clientId) })
}
