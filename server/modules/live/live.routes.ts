import type { ServerResponse } from 'node:http'
import { z } from 'zod'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { personalChannel, type LiveBus, type LiveEvent } from '../../lib/live-bus'
import type { ReadyNews } from '../../../contracts/live'
import { AppError } from '../../lib/errors'
import { requireCircle } from '../access/access.plugin'
import { requireUser, SESSION_COOKIE } from '../auth/session.plugin'
import { findSessionUser } from '../auth/sessions.repository'
import { resolveCircle } from '../circles/circles.service'
import { assertSeesEveryHome } from '../alerts/open-alerts.service'
import type { UserRow } from '../users/users.repository'

const HEARTBEAT_MS = 25_000
/**
 * A named event rather than a comment: a browser's EventSource hides comments from the page, and the
 * page takes a stream that says nothing for a minute for a dead one (a proxy holding it) and reopens it
 */
const HEARTBEAT = 'event: heartbeat\ndata: {}\n\n'

/** Server-sent events for one circle, and for staff's list of every home */
export function liveRoutes(app: HttpApp, { live, db, heartbeatMs = HEARTBEAT_MS }: { live: LiveBus; db: Db; heartbeatMs?: number | undefined }) {
  // open streams never end by themselves: a stopping server ends them, or it waits for every browser to leave
  const open = new Set<ServerResponse>()
  app.addHook('preClose', async () => {
    for (const res of open) res.end()
  })
  app.get('/api/live', { config: { access: { circle: true } } }, async (req, reply) => {
    const { clientId } = requireCircle(req)
    const viewerId = requireUser(req).id
    const token = req.cookies[SESSION_COOKIE]
    sendEvents(req, reply, open, heartbeatMs, {
      ready: () => ({ quietMs: withOwnNews(live, live.quietMs(clientId), viewerId) }),
      subscribe: (send, end) => {
        const home = live.subscribe(clientId, (event) => passHomeEvent(event, viewerId, send, end))
        // her own settings, changed on another device: the dashboard's 'How alerts reach you' follows (decision 0111)
        const own = live.subscribe(personalChannel(viewerId), send)
        return () => {
          home()
          own()
        }
      },
      // the person may still see the circle (a role taken away, removed from it)
      mayStillWatch: () => mayStillWatch(db, token, viewerId, (user) => resolveCircle(db, user, clientId)),
    })
  })

  // staff's All homes list (decision 0071): any home's alert raised, changed (someone responding) or
  // resolved, so the list is read again at once rather than at its next half minute. Ids only, as above.
  // With `clientId`, also everything of the home picked in the top bar, as /api/live sends it: the tab's
  // one stream, since a browser shares six connections to the host among all its tabs (decision 0076).
  app.get(
    '/api/live/every-home',
    {
      config: { access: { signedIn: true } },
      preValidation: async (req) => assertSeesEveryHome(requireUser(req)),
      schema: { querystring: EveryHomeQuery },
    },
    async (req, reply) => {
      const viewer = requireUser(req)
      const token = req.cookies[SESSION_COOKIE]
      // a home that is gone (or never was) answers 404, as /api/live does
      const home = req.query.clientId === undefined ? undefined : (await resolveCircle(db, viewer, req.query.clientId)).clientId
      sendEvents(req, reply, open, heartbeatMs, {
        ready: () => {
          const anyHome = live.quietMs()
          const everyHomeQuietMs = Math.min(...[...EVERY_HOME_EVENTS].map((type) => anyHome[type]))
          return home === undefined ? { everyHomeQuietMs } : { quietMs: withOwnNews(live, live.quietMs(home), viewer.id), everyHomeQuietMs }
        },
        subscribe: (send, end) =>
          live.subscribeAll((event) => {
            if (event.circleId === home) passHomeEvent(event, viewer.id, send, end)
            else if (event.circleId === personalChannel(viewer.id)) send(event)
            else if (EVERY_HOME_EVENTS.has(event.type)) send(event)
          }),
        // still staff, and the home still there: a support member made a carer hears no more of every home
        mayStillWatch: () =>
          mayStillWatch(db, token, viewer.id, async (user) => {
            assertSeesEveryHome(user)
            if (home !== undefined) await resolveCircle(db, user, home)
          }),
      })
    },
  )
}

const EveryHomeQuery = z.object({ clientId: z.uuid({ message: 'clientId must be a circle id' }).optional() })

const EVERY_HOME_EVENTS = new Set<LiveEvent['type']>(['alert.created', 'alert.updated', 'alert.resolved'])

/** A home's quiet, with the quiet of the viewer's own news (which is no home's) in its place */
function withOwnNews(live: LiveBus, quietMs: ReturnType<LiveBus['quietMs']>, viewerId: string) {
  return { ...quietMs, 'settings.changed': live.quietMs(personalChannel(viewerId))['settings.changed'] }
}

/** A home's event passed on; removed from that home, the viewer hears nothing more of it (the browser's reconnection is refused) */
function passHomeEvent(event: LiveEvent, viewerId: string, send: (event: LiveEvent) => void, end: () => void) {
  send(event)
  if (event.type === 'members.changed' && event.removedUserId === viewerId) end()
}

interface EventSourceOptions {
  /**
   * What 'ready' says, worked out as the stream subscribes: for how long no event of each kind was heard
   * about the home (`quietMs`), and on All homes' stream about any home's alerts (`everyHomeQuietMs`).
   * The page reads again on its first 'ready' only what changed after it read it (decision 0088).
   */
  ready: () => ReadyNews
  /** passes the bus's events on (`send`), or ends the stream (`end`); answers the unsubscribe */
  subscribe: (send: (event: LiveEvent) => void, end: () => void) => () => void
  mayStillWatch: () => Promise<'yes' | 'signed_out' | 'not_in_circle'>
}

/**
 * Server-sent events until the browser leaves: each event names what changed and the browser refetches
 * it. Browsers reconnect by themselves; the page refetches everything on every reconnection, so nothing
 * missed while the connection was down stays missing, and on its first connection what changed since it
 * read it (web/src/lib/live-ready.ts).
 */
function sendEvents(req: FastifyRequest, reply: FastifyReply, open: Set<ServerResponse>, heartbeatMs: number, { ready, subscribe, mayStillWatch: check }: EventSourceOptions) {
  reply.hijack()
  const res = reply.raw
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  })
  // the quiet is measured and the stream subscribed in one turn: no event falls between the two
  res.write(`retry: 2000\n\nevent: ready\ndata: ${JSON.stringify(ready())}\n\n`)
  const unsubscribe = subscribe(
    (event) => res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`),
    () => res.end(),
  )
  // each heartbeat also checks the session (signed out elsewhere, reset or deactivated) and that the
  // person may still watch: either gone, the stream ends
  const heartbeat = setInterval(() => {
    void check()
      .then((verdict) => {
        if (verdict === 'yes') return void res.write(HEARTBEAT)
        // the page signs out on session.ended; otherwise its reconnection is refused (404 or 403)
        if (verdict === 'signed_out') res.write('event: session.ended\ndata: {}\n\n')
        res.end()
      })
      .catch(() => res.write(HEARTBEAT)) // the database is away: keep the stream, check next time
  }, heartbeatMs)
  open.add(res)
  let isStopped = false
  const stop = () => {
    if (isStopped) return
    isStopped = true
    clearInterval(heartbeat)
    unsubscribe()
    open.delete(res)
  }
  req.raw.on('close', stop)
  res.on('close', stop)
  // a browser that hung up while the session and the circle were being checked closed the request
  // before these listeners were there: without this, its stream's subscription and heartbeat (a
  // session check every 25 s) would outlive it for as long as the server runs
  if (req.raw.destroyed || res.destroyed || !res.socket || res.socket.destroyed) stop()
}

/** Whether the stream's person is still signed in with this session and may still watch (`allowed` throws if not), as a new request would be checked */
async function mayStillWatch(db: Db, token: string | undefined, viewerId: string, allowed: (user: UserRow) => Promise<unknown>): Promise<'yes' | 'signed_out' | 'not_in_circle'> {
  const found = token ? await findSessionUser(db, token) : undefined
  if (found?.user.id !== viewerId) return 'signed_out'
  try {
    await allowed(found.user)
    return 'yes'
  } catch (err) {
    if (err instanceof AppError) return 'not_in_circle'
    throw err
  }
}
