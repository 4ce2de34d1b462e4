import { TuyaAccountLink } from '../../../contracts/tuya'
import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import type { LiveBus } from '../../lib/live-bus'
import { requireCircle } from '../access/access.plugin'
import { requireUser } from '../auth/session.plugin'
import { refuseAddingIfEnded } from '../circles/monitoring-end.repository'
import type { TuyaClient } from './tuya.client'
import { getTuyaStatus, linkTuyaAccount, syncTuyaDevices } from './tuya.service'

/** `tuya` is undefined when this deployment has no Tuya cloud project */
export function tuyaRoutes(app: HttpApp, { db, live, tuya }: { db: Db; live: LiveBus; tuya: TuyaClient | undefined }) {
  app.get('/api/tuya/status', { config: { access: { circle: true } } }, async (req) => getTuyaStatus(db, tuya, requireCircle(req).clientId))

  // which Tuya app account is this home's: staff, who pair and install the sensors
  app.put(
    '/api/tuya/account',
    { schema: { body: TuyaAccountLink }, config: { access: { circle: true, permission: 'sensors.link_cloud' } } },
    async (req) => {
      const { clientId } = requireCircle(req)
      // unlinking is clearing the house, and stays open
      if (req.body.tuyaUserId !== null) await refuseAddingIfEnded(db, clientId)
      return linkTuyaAccount(db, tuya, clientId, req.body.tuyaUserId)
    },
  )

  // importing sensors is adding sensors: the same permission as Add Sensor
  app.post('/api/tuya/sync-devices', { config: { access: { circle: true, permission: 'sensors.manage' } } }, async (req) => {
    const { clientId } = requireCircle(req)
    await refuseAddingIfEnded(db, clientId)
    const result = await syncTuyaDevices(db, tuya, clientId, requireUser(req))
    if (result.imported > 0) await live.publish({ type: 'devices.changed', circleId: clientId })
    return result
  })
}
