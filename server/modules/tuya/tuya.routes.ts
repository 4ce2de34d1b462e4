import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import type { LiveBus } from '../../lib/live-bus'
import { requireCircle } from '../access/access.plugin'
import type { TuyaClient } from './tuya.client'
import { getTuyaStatus, syncTuyaDevices } from './tuya.service'

/** `tuya` is undefined when this deployment has no Tuya cloud project */
export function tuyaRoutes(app: HttpApp, { db, live, tuya }: { db: Db; live: LiveBus; tuya: TuyaClient | undefined }) {
  app.get('/api/tuya/status', { config: { access: { circle: true } } }, async (req) => getTuyaStatus(db, tuya, requireCircle(req).clientId))

  // importing sensors is adding sensors: the same permission as Add Sensor
  app.post('/api/tuya/sync-devices', { config: { access: { circle: true, permission: 'sensors.manage' } } }, async (req) => {
    const { clientId } = requireCircle(req)
    const result = await syncTuyaDevices(db, tuya, clientId)
    if (result.imported > 0) await live.publish({ type: 'devices.changed', circleId: clientId })
    return result
  })
}
