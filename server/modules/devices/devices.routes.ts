import { DeviceInput, DeviceParams, DeviceUpdate } from '../../../contracts/devices'
import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import type { LiveBus } from '../../lib/live-bus'
import { requireCircle } from '../access/access.plugin'
import { requireUser } from '../auth/session.plugin'
import { refuseAddingIfEnded } from '../circles/monitoring-end.repository'
import { addDevice, editDevice, getDeviceStats, getSensorCapacity, listDevices, removeDevice } from './devices.service'

export function devicesRoutes(app: HttpApp, { db, live }: { db: Db; live: Pick<LiveBus, 'publish'> }) {
  app.get('/api/devices', { config: { access: { circle: true } } }, async (req) => listDevices(db, requireCircle(req).clientId))

  app.get('/api/devices/capacity', { config: { access: { circle: true } } }, async (req) => getSensorCapacity(db, requireCircle(req).clientId))

  app.get('/api/devices/:id/stats', { config: { access: { circle: true } }, schema: { params: DeviceParams } }, async (req) =>
    getDeviceStats(db, requireCircle(req).clientId, req.params.id),
  )

  app.post(
    '/api/devices',
    { config: { access: { circle: true, permission: 'sensors.manage' } }, schema: { body: DeviceInput } },
    async (req, reply) => {
      const { clientId } = requireCircle(req)
      await refuseAddingIfEnded(db, clientId)
      return reply.code(201).send(await addDevice(db, clientId, req.body))
    },
  )

  app.put(
    '/api/devices/:id',
    { config: { access: { circle: true, permission: 'sensors.manage' } }, schema: { params: DeviceParams, body: DeviceUpdate } },
    async (req) => editDevice({ db, live }, requireUser(req), requireCircle(req).clientId, req.params.id, req.body, req),
  )

  app.delete(
    '/api/devices/:id',
    { config: { access: { circle: true, permission: 'sensors.delete' } }, schema: { params: DeviceParams } },
    async (req, reply) => {
      await removeDevice(db, requireUser(req), requireCircle(req).clientId, req.params.id, req)
      return reply.code(204).send()
    },
  )
}
