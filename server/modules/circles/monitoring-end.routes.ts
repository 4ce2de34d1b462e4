// The watching of the home on screen: staff end it when the person has moved into care or died, and
// start it again (decision 0045). Whether it has ended travels with the circle list (GET /api/circles).
import { HomeMonitoring, HomeMonitoringUpdate } from '../../../contracts/home-settings'
import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import type { LiveBus } from '../../lib/live-bus'
import { requireCircle } from '../access/access.plugin'
import { requireUser } from '../auth/session.plugin'
import { setHomeMonitoring } from './monitoring-end.service'

export function monitoringEndRoutes(app: HttpApp, deps: { db: Db; live: Pick<LiveBus, 'publish'> }) {
  app.put(
    '/api/circle/monitoring',
    { config: { access: { circle: true, permission: 'home.end_monitoring' } }, schema: { body: HomeMonitoringUpdate, response: { 200: HomeMonitoring } } },
    async (req) => setHomeMonitoring(deps, requireUser(req), requireCircle(req).clientId, req.body.ended, req),
  )
}
