import type { HttpApp } from '../../lib/http'
import type { LiveBus } from '../../lib/live-bus'
import { requireCircle } from '../access/access.plugin'
import { requireUser } from '../auth/session.plugin'

const HEARTBEAT_MS = 25_000

/**
 * Server-sent events for one circle: each event names what changed and the browser refetches it.
 * Browsers reconnect by themselves; the page refetches everything on every (re)connection, so nothing
 * missed while the connection was down stays missing.
 */
export function liveRoutes(app: HttpApp, { live }: { live: LiveBus }) {
  app.get('/api/live', { config: { access: { circle: true } } }, async (req, reply) => {
    const { clientId } = requireCircle(req)
    const viewerId = requireUser(req).id
    reply.hijack()
    const res = reply.raw
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    })
    res.write('retry: 2000\n\nevent: ready\ndata: {}\n\n')
    const unsubscribe = live.subscribe(clientId, (event) => {
      res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`)
      // removed from this circle: nothing more reaches them (the browser's reconnection is refused)
      if (event.type === 'members.changed' && event.removedUserId === viewerId) res.end()
    })
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS)
    const stop = () => {
      clearInterval(heartbeat)
      unsubscribe()
    }
    req.raw.on('close', stop)
    res.on('close', stop)
  })
}
