// Live updates for one care circle (issue 6 §5): the server sends what changed over server-sent
// events (/api/live?clientId=…) and the page refetches it. Every 'ready' — the first connection and
// every reconnection — refetches everything of the circle, so nothing missed while offline stays missing.
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect } from 'react'
import { urlOf } from './api-client'

export const LIVE_EVENT_TYPES = ['alert.created', 'alert.updated', 'alert.resolved', 'motion', 'notes.changed', 'devices.changed', 'members.changed'] as const
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number]

// an alert changes what the insights say too (an open inactivity alert is a behavioural pattern), and
// the home's open-alert count in the picker
const ALERTS = ['/api/alerts', '/api/dashboard/stats', '/api/ml/health-score', '/api/ml/behavioral-patterns', '/api/circles']
const MOTION = ['/api/devices', '/api/dashboard/stats', '/api/door-events', '/api/activity', '/api/ml/health-score', '/api/ml/behavioral-patterns', '/api/ml/fall-risk-assessment']

/** The query keys (by their first element) each event makes stale */
export const STALE_AFTER: Record<LiveEventType, readonly string[]> = {
  'alert.created': ALERTS,
  'alert.updated': ALERTS,
  'alert.resolved': ALERTS,
  motion: MOTION,
  'notes.changed': ['/api/care-notes'],
  'devices.changed': ['/api/devices', '/api/dashboard/stats'],
  // someone left the circle: its people, and (for the one who left) the circles on offer
  'members.changed': ['/api/family/members', '/api/family/invitations', '/api/circle/members', '/api/circles'],
}

/** Reads that are not about one circle: who is signed in, and which circles they may pick */
const NOT_CIRCLE_SCOPED = new Set(['/api/auth/user', '/api/circles'])

/** Whether a query belongs to the circle: an /api read other than the person's own */
export function isCircleQuery(queryKey: QueryKey, clientId: string) {
  const [root] = queryKey
  if (typeof root !== 'string' || !root.startsWith('/api/') || NOT_CIRCLE_SCOPED.has(root)) return false
  const params = queryKey.at(-1)
  // a read naming another circle is left alone; one naming none is the person's own or only circle
  if (typeof params === 'object' && params !== null && 'clientId' in params) return (params as { clientId?: unknown }).clientId === clientId
  return true
}

/** Backoff after the server refused the stream (EventSource gives up on a non-200 answer) */
export const RECONNECT_MS = [2_000, 5_000, 15_000, 30_000] as const

type Source = Pick<EventSource, 'addEventListener' | 'close' | 'readyState'> & { onerror: EventSource['onerror'] }
export type SourceFactory = (url: string) => Source

const defaultFactory: SourceFactory = (url) => new EventSource(url, { withCredentials: true })

interface Connection {
  users: number
  stop: () => void
}

const connections = new Map<string, Connection>()

/**
 * Opens (or shares) the circle's stream; answers a function that lets go of it. One stream per
 * circle however many components ask, closed when the last lets go.
 */
export function connectLive(clientId: string, queryClient: QueryClient, factory: SourceFactory = defaultFactory) {
  const existing = connections.get(clientId)
  if (existing) {
    existing.users += 1
  } else {
    connections.set(clientId, { users: 1, stop: openStream(clientId, queryClient, factory) })
  }
  let released = false
  return () => {
    if (released) return
    released = true
    const connection = connections.get(clientId)
    if (!connection) return
    connection.users -= 1
    if (connection.users === 0) {
      connection.stop()
      connections.delete(clientId)
    }
  }
}

function openStream(clientId: string, queryClient: QueryClient, factory: SourceFactory) {
  const url = urlOf(['/api/live', { clientId }])
  let source: Source | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let failures = 0
  let stopped = false

  const invalidate = (roots: readonly string[]) =>
    Promise.all(roots.map((root) => queryClient.invalidateQueries({ queryKey: [root] })))

  const open = () => {
    if (stopped) return
    const current = factory(url)
    source = current
    current.addEventListener('ready', () => {
      failures = 0
      void queryClient.invalidateQueries({ predicate: (q) => isCircleQuery(q.queryKey, clientId) })
    })
    for (const type of LIVE_EVENT_TYPES) current.addEventListener(type, () => void invalidate(STALE_AFTER[type]))
    current.onerror = () => {
      // CONNECTING: the browser retries by itself; CLOSED: it gave up, so try again later
      if (current.readyState !== 2 || stopped) return
      current.close()
      const delay = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)]
      failures += 1
      timer = setTimeout(open, delay)
    }
  }

  open()
  return () => {
    stopped = true
    clearTimeout(timer)
    source?.close()
  }
}

/** Keeps the circle's pages up to date while mounted; pass no circle to stay disconnected */
export function useLiveUpdates(clientId: string | undefined) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!clientId || typeof EventSource === 'undefined') return
    return connectLive(clientId, queryClient)
  }, [clientId, queryClient])
}
