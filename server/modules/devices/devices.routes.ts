import { DeviceInput, DeviceParams, DeviceSwitchAll, DeviceUpdate } from '../../../contracts/devices'
import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import type { LiveBus } from '../../lib/live-bus'
import { requireCircle } from '../access/access.plugin'
import { requireUser } from '../auth/session.plugin'
import { refuseAddingIfEnded } from '../circles/monitoring-end.repository'
import { addDevice, editDevice, getDeviceStats, getSensorCapacity, listDevices, removeDevice, switchAllDevices } from './devices.service'

export function devicesRoutes(app: HttpApp, { db, live }: { db: Db; live: Pick<LiveBus, 'publish'> }) {
  // the home's other open pages (another carer's Sensors page, the dashboard's counts) show it at once; an edit tells them itself
  const changed = (circleId: string) => live.publish({ type: 'devices.changed', circleId })

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
      const device = await addDevice(db, clientId, req.body, new Date(), requireUser(req))
      await changed(clientId)
      return reply.code(201).send(device)
    },
  )

  // before /:id's route only in reading order: 'switch' is no sensor id (the id must be a uuid)
  app.put(
    '/api/devices/switch',
    { config: { access: { circle: true, permission: 'sensors.manage' } }, schema: { body: DeviceSwitchAll } },
    async (req) => switchAllDevices({ db, live }, requireUser(req), requireCircle(req).clientId, req.body, req),
  )

  app.put(
    '/api/devices/:id',
    { config: { access: { circle: true, permission: 'sensors.manage' } }, schema: { params: DeviceParams, body: DeviceUpdate } },
    async (req) => editDevice({ db, live }, requireUser(req), requireCircle(req).clientId, req.params.id, req.body, req, new Date(), requireUser(req)),
  )

  app.delete(
    '/api/devices/:id',
    { config: { access: { circle: true, permission: 'sensors.delete' } }, schema: { params: DeviceParams } },
    async (req, reply) => {
      const { clientId } = requireCircle(req)
      await removeDevice(db, requireUser(req), clientId, req.params.id, req)
      await changed(clientId)
      return reply.code(204).send()
    },
  )
}
