import type { IngestKeySummary } from '@contracts/ingest'
import { useQuery } from '@tanstack/react-query'

export const ingestKeysKey = (clientId: string) => ['/api/ingest-keys', { clientId }] as const

/** The circle's hub keys, without their secrets; each hub's heartbeat is read again every minute */
export function useIngestKeys(clientId: string) {
  return useQuery<IngestKeySummary[]>({ queryKey: ingestKeysKey(clientId), refetchInterval: 60_000 })
}
