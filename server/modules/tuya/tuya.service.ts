import { can } from '../../../contracts/access'
import { SENSOR_NAME_MAX } from '../../../contracts/devices'
import type { Role } from '../../../contracts/enums'
import { TUYA_NOT_LINKED, type TuyaSkipped, type TuyaStatus, type TuyaSyncResult } from '../../../contracts/tuya'
import type { Db } from '../../lib/db'
import { AppError } from '../../lib/errors'
import { lockSensorCapacity, planLimitMessage } from '../devices/devices.service'
import { describeTuyaError, type TuyaClient, type TuyaDevice } from './tuya.client'
import { kindOfCategory } from './tuya.mapping'
import { findSyncState, findTuyaOwners, insertTuyaDevice, saveSyncOutcome, saveTuyaUser } from './tuya.repository'

export const NOT_CONFIGURED = 'Tuya cloud sync is not set up on this server.'
/** Tuya has no room for a device in its list; the carer sets it on the sensor */
export const IMPORTED_LOCATION = 'Not set'

/** The card's state: from the circle's last sync or poll, kept in tuya_sync_state */
export async function getTuyaStatus(db: Db, tuya: TuyaClient | undefined, clientId: string): Promise<TuyaStatus> {
  const state = await findSyncState(db, clientId)
  const configured = tuya !== undefined
  return {
    configured,
    connected: configured && state?.status === 'connected',
    lastSyncedAt: state?.lastSyncedAt?.toISOString() ?? null,
    error: configured && state?.status === 'error' ? (state.lastError ?? 'The last sync failed.') : null,
    tuyaUserId: state?.tuyaUserId ?? null,
  }
}

/** Staff link a home to the Tuya app account its sensors are paired with (null unlinks it) */
export async function linkTuyaAccount(db: Db, tuya: TuyaClient | undefined, clientId: string, tuyaUserId: string | null) {
  if (!tuya) throw new AppError('CONFLICT', NOT_CONFIGURED)
  await saveTuyaUser(db, clientId, tuyaUserId)
  return getTuyaStatus(db, tuya, clientId)
}

/**
 * Imports the PIR and door sensors of the home's Tuya account that no circle has yet, as many as its
 * plan allows. A home without a linked account may be synced by staff only, from the whole cloud
 * project (an installer who has just paired this home's sensors): a carer's sync must never pull in
 * sensors paired for somebody else's home. A failure to reach or be accepted by the cloud is kept for
 * the card and answered as 503 with the same words; nothing is imported then.
 */
export async function syncTuyaDevices(db: Db, tuya: TuyaClient | undefined, clientId: string, by: { role: Role }, now = new Date()): Promise<TuyaSyncResult> {
  if (!tuya) throw new AppError('CONFLICT', NOT_CONFIGURED)
  const tuyaUserId = (await findSyncState(db, clientId))?.tuyaUserId ?? null
  if (tuyaUserId === null && !can(by.role, 'sensors.link_cloud')) throw new AppError('CONFLICT', TUYA_NOT_LINKED)
  let listed: TuyaDevice[]
  try {
    listed = tuyaUserId === null ? await tuya.listDevices() : await tuya.listUserDevices(tuyaUserId)
  } catch (err) {
    const message = describeTuyaError(err)
    await saveSyncOutcome(db, clientId, { status: 'error', error: message })
    throw new AppError('UNAVAILABLE', message)
  }

  const skipped: TuyaSkipped[] = []
  const candidates: { device: TuyaDevice; kind: NonNullable<ReturnType<typeof kindOfCategory>> }[] = []
  for (const device of listed) {
    const kind = kindOfCategory(device.category)
    if (kind) candidates.push({ device, kind })
    else skipped.push(skip(device, `Not a motion or door sensor (Tuya category "${device.category ?? 'unknown'}").`))
  }

  return db.transaction(async (tx) => {
    const { limit, current } = await lockSensorCapacity(tx, clientId)
    const owners = await findTuyaOwners(tx, candidates.map((c) => c.device.id))
    const imported: TuyaSyncResult['devices'] = []
    let alreadyImported = 0
    for (const { device, kind } of candidates) {
      const owner = owners.get(device.id)
      if (owner === clientId) {
        alreadyImported++
        continue
      }
      if (owner) {
        skipped.push(skip(device, 'Already registered to another home.'))
        continue
      }
      const registered = current + imported.length
      if (registered >= limit) {
        skipped.push(skip(device, planLimitMessage(limit, registered)))
        continue
      }
      const row = await insertTuyaDevice(tx, {
        userId: clientId,
        name: nameOf(device),
        location: IMPORTED_LOCATION,
        deviceId: device.id,
        kind,
        tuyaDeviceId: device.id,
        tuyaLocalKey: device.localKey || null,
        tuyaProductId: device.productId || null,
      })
      // taken a moment ago by another sync, or its ID typed in by hand as a sensor's device ID
      if (!row) skipped.push(skip(device, 'A sensor with this device ID is already registered.'))
      else imported.push(row)
    }
    await saveSyncOutcome(tx, clientId, { status: 'connected', error: null, syncedAt: now })
    return { imported: imported.length, alreadyImported, devices: imported, skipped, lastSyncedAt: now.toISOString() }
  })
}

const nameOf = (device: TuyaDevice) =>
  (device.customName?.trim() || device.name?.trim() || `Tuya sensor ${device.id}`).slice(0, SENSOR_NAME_MAX)

const skip = (device: TuyaDevice, reason: string): TuyaSkipped => ({ tuyaDeviceId: device.id, name: nameOf(device), reason })
