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

/**
 * A stream with no home: staff's All homes with no home to pick, whose every-home stream is the tab's only one
 * (decision 0076). Its state is kept too, or the Reconnecting banner never showed there
 */
const NO_HOME = ''
const keyOf = (clientId: string | undefined) => clientId ?? NO_HOME

export function setLiveStatus(clientId: string | undefined, status: LiveStatus | undefined) {
  const key = keyOf(clientId)
  const before = statuses.get(key)
  if (before?.state === status?.state && before?.lastHeardAt === status?.lastHeardAt) return
  if (status) statuses.set(key, status)
  else statuses.delete(key)
  listeners.forEach((l) => l())
}

export const getLiveStatus = (clientId: string | undefined) => statuses.get(keyOf(clientId))

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The stream's state for the home on screen (or All homes' with none); undefined while none is open */
export function useLiveStatus(clientId: string | undefined) {
  return useSyncExternalStore(subscribe, () => getLiveStatus(clientId))
}
