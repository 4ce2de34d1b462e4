// Whether a home's live stream is delivering (lib/live.ts writes it; the layout's banner reads it).
import { useSyncExternalStore } from 'react'

export interface LiveStatus {
  /** connecting: not heard from yet; live: heard from lately; lost: dropped or silent, reconnecting */
  state: 'connecting' | 'live' | 'lost'
  /** when the stream last said anything (ms since epoch): what the page shows is at least that fresh */
  lastHeardAt: number
}

const statuses = new Map<string, LiveStatus>()
const listeners = new Set<() => void>()

export function setLiveStatus(clientId: string, status: LiveStatus | undefined) {
  const before = statuses.get(clientId)
  if (before?.state === status?.state && before?.lastHeardAt === status?.lastHeardAt) return
  if (status) statuses.set(clientId, status)
  else statuses.delete(clientId)
  listeners.forEach((l) => l())
}

export const getLiveStatus = (clientId: string | undefined) => (clientId ? statuses.get(clientId) : undefined)

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The stream's state for the home on screen; undefined while none is open */
export function useLiveStatus(clientId: string | undefined) {
  return useSyncExternalStore(subscribe, () => getLiveStatus(clientId))
}
