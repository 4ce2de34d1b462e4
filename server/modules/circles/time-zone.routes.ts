// The home's time zone: its routine hours, "today", night and the times in alert e-mails are counted in
// it (ARCHITECTURE.md: taken from the browser at sign-up, editable). Carers and staff change it.
import { eq } from 'drizzle-orm'
import { HomeTimeZone, HomeTimeZoneUpdate } from '../../../contracts/home-settings'
import { users } from '../../db/schema'
import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import type { LiveBus } from '../../lib/live-bus'
import { requireCircle } from '../access/access.plugin'
import { recordAudit } from '../audit/audit.service'
import { requireUser } from '../auth/session.plugin'
import { followNewTimeZone } from '../notifications/notifications-queue.service'

export function timeZoneRoutes(app: HttpApp, { db, live }: { db: Db; live: Pick<LiveBus, 'publish'> }) {
  const zoneOf = async (clientId: string) => (await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, clientId)))[0]?.timeZone ?? 'UTC'
  app.get('/api/circle/time-zone', { config: { access: { circle: true } }, schema: { response: { 200: HomeTimeZone } } }, async (req) => ({
    timeZone: await zoneOf(requireCircle(req).clientId),
  }))
  app.put(
    '/api/circle/time-zone',
    { config: { access: { circle: true, permission: 'home.settings' } }, schema: { body: HomeTimeZoneUpdate, response: { 200: HomeTimeZone } } },
    async (req) => {
      const { clientId } = requireCircle(req)
      const before = await zoneOf(clientId)
      const { timeZone } = req.body
      if (timeZone !== before) {
        await db.update(users).set({ timeZone }).where(eq(users.id, clientId))
        // news held for the morning waits for the new clock's morning
        await followNewTimeZone(db, clientId, timeZone)
        await recordAudit(db, req, { action: 'circle.time_zone_changed', actor: requireUser(req), circleId: clientId, details: { from: before, to: timeZone } })
        // pages open on the home elsewhere show its hours on the new clock at once, not after a reload
        await live.publish({ type: 'circle.changed', circleId: clientId })
      }
      return { timeZone }
    },
  )
}
