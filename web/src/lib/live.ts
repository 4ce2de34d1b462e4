// Live updates for one care circle (issue 6 §5): the server sends what changed over server-sent
// events (/api/live?clientId=…) and the page refetches it. Every 'ready' — the first connection and
// every reconnection — refetches everything of the circle, so nothing missed while offline stays missing.
// A stream gone silent is reopened, its state is shown (live-status.ts), and the alert list is also
// read every minute, so a stream that fails quietly never leaves an alert unseen for long.
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect } from 'react'
import { readIfChanged, urlOf } from './api-client'
import { handleUnauthorized, isUnauthorizedError, USER_QUERY_KEY } from './auth-errors'
import { CIRCLES_KEY } from './circle'
import { setLiveStatus, type LiveStatus } from './live-status'

export const LIVE_EVENT_TYPES = ['alert.created', 'alert.updated', 'alert.resolved', 'motion', 'notes.changed', 'devices.changed', 'members.changed', 'circle.changed'] as const
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
  // the home's time zone changed: the picker's list carries it, and the hours the server counts by are the new clock's
  'circle.changed': ['/api/circles', '/api/circle/time-zone', '/api/circle/pets', '/api/activity', '/api/dashboard/stats'],
}

/**
 * Staff's All homes list (the alerts feature's `openAlertsKey` begins so): on the tab's one stream while
 * it is shown (decision 0076), another home's alert change reads this list again, and nothing of the
 * home picked in the top bar
 */
export const EVERY_HOME_LIST = ['/api/alerts', 'open'] as const

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

/**
 * Events that arrive this close together are one refetch per read: ten alerts raised in one engine
 * tick (or a hub's backlog of motion) were ten reads of each, the picker's every home and staff's All
 * homes list among them. A fixed window from the first event, not a debounce, so a busy home's steady
 * motion still refreshes the page at least this often.
 */
export const LIVE_BATCH_MS = 150

/** Backoff after the server refused the stream (EventSource gives up on a non-200 answer) */
export const RECONNECT_MS = [2_000, 5_000, 15_000, 30_000] as const

/**
 * The server says something at least every 25 s (a heartbeat, live.routes.ts); this long without a word
 * the stream is taken for dead though the browser still thinks it open (a proxy holding it, a network
 * that changed under a sleeping phone), and a new one is opened
 */
export const SILENCE_MS = 60_000

/** The alert list is read again this often even while live: one indexed query, and alerts must not wait on the stream */
export const ALERTS_POLL_MS = 60_000

/** What the server sends besides the changes: hello (every connection), still here, and your session ended elsewhere */
const READY = 'ready'
const HEARTBEAT = 'heartbeat'
const SESSION_ENDED = 'session.ended'

type Source = Pick<EventSource, 'addEventListener' | 'close' | 'readyState'> & { onerror: EventSource['onerror'] }
export type SourceFactory = (url: string) => Source

export interface LiveDeps {
  factory: SourceFactory
  /** reads a URL's JSON, throwing the api client's "<status>: <body>" error */
  readJson: (url: string) => Promise<unknown>
  /** the person's session is over: the Unauthorized flow */
  onSignedOut: () => void
  now: () => number
}

const defaultDeps = (queryClient: QueryClient): LiveDeps => ({
  factory: (url) => new EventSource(url, { withCredentials: true }),
  // conditional, as the page's own reads: the minute's alert list is mostly the one the page has (a 304)
  readJson: (url) => readIfChanged(url),
  onSignedOut: () => handleUnauthorized(() => queryClient.setQueryData(USER_QUERY_KEY, null)),
  now: Date.now,
})

interface Connection {
  users: number
  stop: () => void
}

const connections = new Map<string, Connection>()

export interface LiveScope {
  /**
   * Staff's All homes is on screen: the stream also carries every home's alert changes, so the tab
   * holds one stream, not two of the browser's six connections to the host (decision 0076)
   */
  everyHome?: boolean
}

/**
 * Opens (or shares) the circle's stream; answers a function that lets go of it. One stream per
 * circle however many components ask, closed when the last lets go. With `everyHome` the circle may
 * be none (staff with no home to pick yet).
 */
export function connectLive(clientId: string | undefined, queryClient: QueryClient, deps: Partial<LiveDeps> = {}, { everyHome = false }: LiveScope = {}) {
  const key = `${everyHome ? 'every-home' : 'home'}:${clientId ?? ''}`
  const existing = connections.get(key)
  if (existing) {
    existing.users += 1
  } else {
    connections.set(key, { users: 1, stop: openStream(clientId, everyHome, queryClient, { ...defaultDeps(queryClient), ...deps }) })
  }
  let released = false
  return () => {
    if (released) return
    released = true
    const connection = connections.get(key)
    if (!connection) return
    connection.users -= 1
    if (connection.users === 0) {
      connection.stop()
      connections.delete(key)
    }
  }
}

/** The home an event is about (its data names it), or undefined when it does not say */
function circleOf(event: Event | undefined): string | undefined {
  const data: unknown = (event as MessageEvent | undefined)?.data
  if (typeof data !== 'string') return undefined
  try {
    const parsed: unknown = JSON.parse(data)
    return typeof parsed === 'object' && parsed !== null && 'circleId' in parsed && typeof parsed.circleId === 'string' ? parsed.circleId : undefined
  } catch {
    return undefined
  }
}

function openStream(clientId: string | undefined, everyHome: boolean, queryClient: QueryClient, { factory, readJson, onSignedOut, now }: LiveDeps) {
  const url = everyHome ? urlOf(['/api/live/every-home', { clientId }]) : urlOf(['/api/live', { clientId }])
  const alertsKey = ['/api/alerts', { clientId }]
  let source: Source | undefined
  let retry: ReturnType<typeof setTimeout> | undefined
  let watchdog: ReturnType<typeof setTimeout> | undefined
  let failures = 0
  let stopped = false
  // what is on screen was read about now; after that, as fresh as the stream's last word
  let lastHeardAt = now()
  let state: LiveStatus['state'] = 'connecting'
  let hasBeenLive = false

  const report = (next: LiveStatus['state']) => {
    state = next
    setLiveStatus(clientId, { state, lastHeardAt })
  }
  let pending = new Set<string>()
  let isListPending = false
  let flush: ReturnType<typeof setTimeout> | undefined
  const invalidate = (roots: readonly string[], isEveryHomeList = false) => {
    for (const root of roots) pending.add(root)
    isListPending ||= isEveryHomeList
    flush ??= setTimeout(() => {
      const due = pending
      const isListDue = isListPending && !due.has(EVERY_HOME_LIST[0])
      pending = new Set()
      isListPending = false
      flush = undefined
      for (const root of due) void queryClient.invalidateQueries({ queryKey: [root] })
      if (isListDue) void queryClient.invalidateQueries({ queryKey: EVERY_HOME_LIST })
    }, LIVE_BATCH_MS)
  }
  // another home's alert, on All homes' stream: that list only
  const changed = (type: LiveEventType, event?: Event) => {
    const about = everyHome ? circleOf(event) : clientId
    if (about === undefined || about === clientId) invalidate(STALE_AFTER[type])
    else invalidate([], true)
  }

  const stop = () => {
    stopped = true
    clearTimeout(retry)
    clearTimeout(watchdog)
    clearTimeout(flush)
    clearInterval(poll)
    source?.close()
    setLiveStatus(clientId, undefined)
  }
  const signOut = () => {
    stop()
    onSignedOut()
  }
  // a read that fails leaves what is shown (the banner says it may be old); only a 401 means anything
  const signOutIfUnauthorized = (error: unknown) => {
    if (!stopped && isUnauthorizedError(error)) signOut()
  }

  const heard = (current: Source) => {
    if (current !== source) return false
    lastHeardAt = now()
    clearTimeout(watchdog)
    watchdog = setTimeout(() => silent(current), SILENCE_MS)
    return true
  }

  const silent = (current: Source) => {
    if (stopped || current !== source) return
    report('lost')
    current.close()
    open()
  }

  const open = () => {
    if (stopped) return
    const current = factory(url)
    source = current
    clearTimeout(watchdog)
    watchdog = setTimeout(() => silent(current), SILENCE_MS)
    current.addEventListener(READY, () => {
      if (!heard(current)) return
      failures = 0
      // everything of the circle, and after a drop the homes' open-alert counts too: nothing missed stays missing
      const isReconnection = hasBeenLive
      hasBeenLive = true
      report('live')
      void queryClient.invalidateQueries({
        predicate: (q) =>
          (clientId !== undefined && isCircleQuery(q.queryKey, clientId)) ||
          (isReconnection && q.queryKey[0] === CIRCLES_KEY) ||
          (everyHome && EVERY_HOME_LIST.every((part, i) => q.queryKey[i] === part)),
      })
    })
    current.addEventListener(HEARTBEAT, () => void heard(current))
    for (const type of LIVE_EVENT_TYPES) current.addEventListener(type, (event) => {
      if (heard(current)) changed(type, event)
    })
    current.addEventListener(SESSION_ENDED, () => {
      if (current === source) signOut()
    })
    current.onerror = () => {
      if (stopped || current !== source) return
      if (state !== 'lost') report('lost')
      // CONNECTING: the browser retries by itself (the watchdog still runs); CLOSED: it gave up, so try again later
      if (current.readyState !== 2) return
      clearTimeout(watchdog)
      current.close()
      const delay = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)]
      failures += 1
      retry = setTimeout(open, delay)
      // EventSource hides the answer it gave up on: a 401 (the session expired while the stream was
      // down) looks like a lost network. Ask who is signed in; a 401 there ends the session at once.
      readJson(USER_QUERY_KEY[0]).catch(signOutIfUnauthorized)
    }
  }

  const pollAlerts = async () => {
    if (!clientId) return
    const query = queryClient.getQueryCache().find({ queryKey: alertsKey, exact: true })
    if (!query || query.getObserversCount() === 0 || query.state.fetchStatus === 'fetching') return
    try {
      const alerts = await readJson(urlOf(alertsKey))
      if (!stopped) queryClient.setQueryData(alertsKey, alerts)
    } catch (error) {
      signOutIfUnauthorized(error)
    }
  }
  const poll = setInterval(() => void pollAlerts(), ALERTS_POLL_MS)

  report('connecting')
  open()
  return stop
}

/** Keeps the circle's pages up to date while mounted, and All homes with `everyHome`; pass neither to stay disconnected */
export function useLiveUpdates(clientId: string | undefined, { everyHome = false }: LiveScope = {}) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if ((!clientId && !everyHome) || typeof EventSource === 'undefined') return
    return connectLive(clientId, queryClient, {}, { everyHome })
  }, [clientId, everyHome, queryClient])
}
