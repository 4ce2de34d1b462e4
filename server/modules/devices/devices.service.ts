import { DEFAULT_MAX_SENSORS } from '../../../contracts/billing'
import { DeviceInput, DeviceUpdate, PET_IMMUNE_MOTION_ONLY, planRoomSentence, type DeviceSwitchAll, type SensorCapacity } from '../../../contracts/devices'
import type { Db } from '../../lib/db'
import type { LiveBus } from '../../lib/live-bus'
import { lockClient } from '../billing/billing.repository'
import { AppError } from '../../lib/errors'
import { recordAudit, type AuditEntry } from '../audit/audit.service'
import type { UserRow } from '../users/users.repository'
import { isStaff } from '../../../contracts/access'
import type { Role } from '../../../contracts/enums'
import {
  countDevices,
  deviceEventStats,
  deviceIdHolder,
  deleteDevice,
  findDevice,
  findMaxSensors,
  insertDevice,
  listDevices,
  lockDevice,
  switchAllDevices as switchAll,
  updateDevice,
  type DeviceInsert,
} from './devices.repository'

export { listDevices }

type AuditReq = Parameters<typeof recordAudit>[1]
interface EditDeps {
  db: Db
  live: Pick<LiveBus, 'publish'>
}

/** Troubleshooting figures for one sensor of the circle */
export async function getDeviceStats(db: Db, clientId: string, id: string, now = new Date()) {
  await getDevice(db, clientId, id)
  return deviceEventStats(db, id, now)
}

export async function getDevice(db: Db, clientId: string, id: string) {
  const device = await findDevice(db, clientId, id)
  if (!device) throw new AppError('NOT_FOUND', 'Sensor not found')
  return device
}

/** The circle's sensor limit and how many it has, for the Sensors page to say before a form is filled in */
export async function getSensorCapacity(db: Db, clientId: string): Promise<SensorCapacity> {
  const [limit, registered] = await Promise.all([findMaxSensors(db, clientId), countDevices(db, clientId)])
  return { maxSensors: limit ?? DEFAULT_MAX_SENSORS, registered }
}

/**
 * The circle's sensor limit and how many it has, with the circle locked until the caller's
 * transaction ends, so two adds (or syncs) at once cannot both squeeze under the limit.
 */
export async function lockSensorCapacity(db: Db, clientId: string) {
  await lockClient(db, clientId)
  const limit = (await findMaxSensors(db, clientId)) ?? DEFAULT_MAX_SENSORS
  const current = await countDevices(db, clientId)
  return { limit, current }
}

export function planLimitMessage(limit: number, current: number) {
  return `${planRoomSentence(limit, current)} Upgrade the plan to add more.`
}

/** Refuses `adding` more sensors than the circle's plan allows (inside the caller's transaction) */
export async function assertSensorCapacity(db: Db, clientId: string, adding: number) {
  const { limit, current } = await lockSensorCapacity(db, clientId)
  // `plan` in the details: the sensor form offers the way to Billing to whoever may upgrade
  if (current + adding > limit) throw new AppError('CONFLICT', planLimitMessage(limit, current), { plan: [planLimitMessage(limit, current)] })
}

/**
 * Since when a sensor is switched off, as its switch goes: the moment it goes off, none once it is on,
 * and what was kept while it stays as it was (the Sensors page says 'Switched off 3 days ago')
 */
export function switchedOffAtAfter(stored: { isActive: boolean; switchedOffAt: Date | null } | undefined, isActive: boolean, now: Date) {
  if (isActive) return null
  return stored && !stored.isActive ? stored.switchedOffAt : now
}

/** `viewer`: who is adding it, told where a device ID already in use is (another home by name only to staff) */
export async function addDevice(db: Db, clientId: string, input: DeviceInput, now = new Date(), viewer?: { role: Role }) {
  const values = DeviceInput.parse(input)
  return db.transaction(async (tx) => {
    await assertSensorCapacity(tx, clientId, 1)
    const holder = await deviceIdHolder(tx, values.deviceId)
    if (holder) throw deviceIdInUse(takenMessage(holder, clientId, viewer))
    const device = await insertDevice(tx, { ...values, switchedOffAt: switchedOffAtAfter(undefined, values.isActive, now), userId: clientId })
    if (!device) throw deviceIdInUse()
    return device
  })
}

/** Whether a save changed anything a page shows of the sensor (the form sends every field, changed or not) */
function showsChange(stored: Record<string, unknown>, saved: Record<string, unknown>) {
  const same = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? +a === +b : a === b)
  return Object.keys(stored).some((key) => key !== 'updatedAt' && !same(stored[key], saved[key]))
}

/**
 * Fields the update leaves out (a sensor type, the on/off switch, battery or signal) keep their stored
 * values. The mark that the pet cannot set a sensor off is a motion sensor's only: one made another kind
 * loses it (made a motion sensor again, it is not taken as the pet's until the family says so again).
 * A change of the mark is recorded with who made it, as the pets setting is: it decides whether the
 * engine takes that sensor's movement as the person's.
 */
export async function editDevice(
  { db, live }: EditDeps,
  actor: AuditEntry['actor'],
  clientId: string,
  id: string,
  input: DeviceUpdate,
  req: AuditReq,
  now = new Date(),
  viewer?: { role: Role },
) {
  const values: Partial<DeviceInsert> = DeviceUpdate.parse(input)
  const holder = values.deviceId !== undefined ? await deviceIdHolder(db, values.deviceId, id) : undefined
  if (holder) throw deviceIdInUse(takenMessage(holder, clientId, viewer))
  try {
    const { device, changed } = await db.transaction(async (tx) => {
      const stored = await lockDevice(tx, clientId, id)
      if (!stored) throw new AppError('NOT_FOUND', 'Sensor not found')
      const isMotion = (values.kind ?? stored.kind) === 'motion'
      if (values.petImmune === true && !isMotion) throw new AppError('VALIDATION', `petImmune: ${PET_IMMUNE_MOTION_ONLY}`, { petImmune: [PET_IMMUNE_MOTION_ONLY] })
      const petImmune = isMotion && (values.petImmune ?? stored.petImmune)
      const switchedOffAt = switchedOffAtAfter(stored, values.isActive ?? stored.isActive, now)
      const device = (await updateDevice(tx, clientId, id, { ...values, petImmune, switchedOffAt }))!
      const changed = showsChange(stored, device)
      if (petImmune === stored.petImmune) return { device, changed }
      await recordAudit(tx, req, {
        action: 'sensor.pet_immune_changed',
        actor,
        target: { type: 'device', id },
        circleId: clientId,
        details: { name: device.name, location: device.location, from: stored.petImmune, to: petImmune },
      })
      return { device, changed: true }
    })
    // open pages show the sensor's name, room and switch, and dashboards say 'sure sign' by the marks
    if (changed) await live.publish({ type: 'devices.changed', circleId: clientId })
    return device
  } catch (err) {
    if (isUniqueViolation(err)) throw deviceIdInUse()
    throw err
  }
}

/**
 * Every sensor of the home switched on or off at once (a stay in hospital, a week away): one by one, six
 * switches were six chances to leave one on, which then went 'offline' for days. On the trail, as it
 * decides whether the home is watched at all
 */
export async function switchAllDevices({ db, live }: EditDeps, actor: AuditEntry['actor'], clientId: string, input: DeviceSwitchAll, req: AuditReq, now = new Date()) {
  const switched = await db.transaction(async (tx) => {
    const rows = await switchAll(tx, clientId, input.isActive, now)
    if (rows.length > 0) {
      await recordAudit(tx, req, { action: 'sensor.all_switched', actor, target: { type: 'user', id: clientId }, circleId: clientId, details: { isActive: input.isActive, count: rows.length } })
    }
    return rows.length
  })
  if (switched > 0) await live.publish({ type: 'devices.changed', circleId: clientId })
  return { switched }
}

/** Its history goes with it (motion events and learnt routine cascade), so the trail keeps what it was */
export async function removeDevice(db: Db, actor: UserRow, clientId: string, id: string, req: AuditReq) {
  const removed = await deleteDevice(db, clientId, id)
  if (!removed) throw new AppError('NOT_FOUND', 'Sensor not found')
  await recordAudit(db, req, {
    action: 'sensor.deleted',
    actor,
    target: { type: 'device', id },
    circleId: clientId,
    details: { name: removed.name, location: removed.location, deviceId: removed.deviceId },
  })
}

const deviceIdInUse = (message = 'A sensor with this device ID is already registered') =>
  new AppError('CONFLICT', message, { deviceId: ['Device ID is already in use'] })

/**
 * Where the ID is taken: 'already registered' alone sent her searching this home for a sensor that was in the home
 * she set up before. Staff see every home, so theirs is named; anyone else is told only that it is another one.
 */
function takenMessage(holder: { clientId: string; name: string; firstName: string | null; lastName: string | null }, clientId: string, viewer?: { role: Role }) {
  if (holder.clientId === clientId) return `"${holder.name}" in this home already has this device ID. Check the ID printed on the sensor.`
  const check = 'Check the ID printed on the sensor; if it was registered in the wrong home,'
  if (!viewer || !isStaff(viewer.role)) return `Another home already has a sensor with this device ID. ${check} ask Hearthwatch support to remove it there.`
  const home = [holder.firstName, holder.lastName].filter(Boolean).join(' ') || 'Another person'
  return `${home}'s home already has a sensor with this device ID ("${holder.name}"). ${check} delete it there first.`
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } }
  return e?.code === '23505' || e?.cause?.code === '23505'
}
