// Live updates for one care circle (issue 6 §5): the server sends what changed over server-sent
// events (/api/live?clientId=…) and the page refetches it. Every reconnection refetches everything of
// the circle, so nothing missed while offline stays missing; the first connection only what changed
// after the page read it (live-ready.ts). A stream gone silent is reopened, its state is shown
// (live-status.ts), and the alerts are also read every minute, so a stream that fails quietly never
// leaves an alert unseen for long.
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { alertSummaryKey } from './alert-summary'
import { openAlertListKey } from './open-alert-list'
import { readIfChanged, urlOf } from './api-client'
import { handleUnauthorized, isUnauthorizedError, USER_QUERY_KEY } from './auth-errors'
import { EVERY_HOME_LIST, LIVE_EVENT_TYPES, PERSONAL_EVENTS, STALE_AFTER, type LiveEventType } from './live-events'
import { readyNews, toReadOnReady } from './live-ready'
import { setLiveStatus, type LiveStatus } from './live-status'
import { readsOfOwnChange } from './own-changes'

export { EVERY_HOME_LIST, isCircleQuery, LIVE_EVENT_TYPES, STALE_AFTER, type LiveEventType } from './live-events'

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

/** The alerts on screen are read again this often even while live: one indexed query each, and alerts must not wait on the stream */
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

/** A field of an event's data, when it is text: the home it is about (`circleId`), or the token of the tab that made it (`change`) */
function fieldOf(event: Event | undefined, field: 'circleId' | 'change'): string | undefined {
  const data: unknown = (event as MessageEvent | undefined)?.data
  if (typeof data !== 'string') return undefined
  try {
    const parsed: unknown = JSON.parse(data)
    if (typeof parsed !== 'object' || parsed === null || !(field in parsed)) return undefined
    const value: unknown = (parsed as Record<string, unknown>)[field]
    return typeof value === 'string' ? value : undefined
  } catch {
    return undefined
  }
}

/** The home an event is about (its data names it), or undefined when it does not say */
const circleOf = (event: Event | undefined) => fieldOf(event, 'circleId')

function openStream(clientId: string | undefined, everyHome: boolean, queryClient: QueryClient, { factory, readJson, onSignedOut, now }: LiveDeps) {
  const url = everyHome ? urlOf(['/api/live/every-home', { clientId }]) : urlOf(['/api/live', { clientId }])
  // the home's alert list (the Alerts page), its open alerts (the dashboard's card) and every page's summary of them
  const alertKeys = clientId ? [['/api/alerts', { clientId }], openAlertListKey(clientId), alertSummaryKey(clientId)] : []
  const openedAt = now()
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
  // another home's alert, on All homes' stream: that list only. A change this tab made itself (a Resolve, a note,
  // Contact or Emergency: its word carries the tab's token) is read again by the tab when the server answers: not a
  // second time here (own-changes.ts)
  const changed = (type: LiveEventType, event?: Event) => {
    const about = everyHome && !PERSONAL_EVENTS.has(type) ? circleOf(event) : clientId
    const token = fieldOf(event, 'change')
    const own = readsOfOwnChange(token)
    if (about === undefined || about === clientId) invalidate(STALE_AFTER[type].filter((root) => !own.has(root)))
    else if (!own.has(EVERY_HOME_LIST[0])) invalidate([], true)
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
    current.addEventListener(READY, (event) => {
      if (!heard(current)) return
      failures = 0
      const isReconnection = hasBeenLive
      hasBeenLive = true
      report('live')
      const moment = { clientId, everyHome, isReconnection, news: readyNews(event), openedAt, readyAt: now() }
      void queryClient.invalidateQueries({ predicate: toReadOnReady(moment) })
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

  const pollAlerts = async (key: readonly unknown[]) => {
    const query = queryClient.getQueryCache().find({ queryKey: key, exact: true })
    if (!query || query.getObserversCount() === 0 || query.state.fetchStatus === 'fetching') return
    try {
      const alerts = await readJson(urlOf(key))
      if (!stopped) queryClient.setQueryData(key, alerts)
    } catch (error) {
      signOutIfUnauthorized(error)
    }
  }
  const poll = setInterval(() => alertKeys.forEach((key) => void pollAlerts(key)), ALERTS_POLL_MS)

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
