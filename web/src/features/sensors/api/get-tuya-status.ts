import { useQuery } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'
import { parseApiError } from '../lib/api-error'

/**
 * What the sync card can honestly say. The server's Tuya endpoints are being built (issue 4 item 6):
 * until `GET /api/tuya/status` exists it answers 404, which means the cloud link is not configured.
 */
export type TuyaState =
  | { state: 'not-configured' }
  | { state: 'connected'; lastSyncAt: string | null }
  | { state: 'error'; message: string; lastSyncAt: string | null }

interface TuyaStatusBody {
  configured?: boolean
  connected?: boolean
  error?: string | null
  lastSyncAt?: string | null
  lastSyncedAt?: string | null
}

/** Reads whichever of the likely field names the server settles on; anything unclear is not 'connected' */
export function toTuyaState(body: TuyaStatusBody | null): TuyaState {
  if (!body || body.configured === false) return { state: 'not-configured' }
  const lastSyncAt = body.lastSyncAt ?? body.lastSyncedAt ?? null
  if (body.error) return { state: 'error', message: body.error, lastSyncAt }
  if (body.connected === true) return { state: 'connected', lastSyncAt }
  return { state: 'error', message: 'The cloud connection is not working.', lastSyncAt }
}

export const tuyaStatusKey = (clientId: string) => ['/api/tuya/status', { clientId }] as const

export async function fetchTuyaStatus(clientId: string): Promise<TuyaState> {
  try {
    const res = await apiRequest('GET', urlOf(tuyaStatusKey(clientId)))
    return toTuyaState((await res.json()) as TuyaStatusBody)
  } catch (error) {
    if (parseApiError(error).status === 404) return { state: 'not-configured' }
    throw error
  }
}

export function useTuyaStatus(clientId: string) {
  return useQuery({ queryKey: tuyaStatusKey(clientId), queryFn: () => fetchTuyaStatus(clientId) })
}
