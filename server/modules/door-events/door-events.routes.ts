import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { requireCircle } from '../access/access.plugin'
import { deriveDoorEvents } from './derive'
import { doorOpenings, insideMotion } from './door-events.repository'

const WINDOW_MS = 7 * 86_400_000

export function doorEventsRoutes(app: HttpApp, { db }: { db: Db }) {
  app.get('/api/door-events', { config: { access: { circle: true } } }, async (req) => {
    const { clientId } = requireCircle(req)
    const now = new Date()
    const openings = await doorOpenings(db, clientId, new Date(now.getTime() - WINDOW_MS), 50)
    if (openings.length === 0) return []
    const oldest = openings.at(-1)!.at
    const motion = await insideMotion(db, clientId, new Date(oldest.getTime() - 60 * 60_000))
    return deriveDoorEvents(
      openings.map((o) => ({ id: String(o.id), at: o.at })),
      motion,
      now,
    ).slice(0, 20)
  })
}
