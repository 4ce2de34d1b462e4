// What ingest stored for one device, for integration tests of the ways events come in (HTTP, MQTT,
// the Tuya poll, replay): the device is found by its hardware id or its Tuya id.
import { asc, count, eq } from 'drizzle-orm'
import { devices, motionEvents } from '../db/schema'
import type { Db } from '../lib/db'

type DeviceRef = { deviceId: string } | { tuyaDeviceId: string }

const matches = (device: DeviceRef) => ('deviceId' in device ? eq(devices.deviceId, device.deviceId) : eq(devices.tuyaDeviceId, device.tuyaDeviceId))

/** The device's stored events, oldest first */
export function storedEvents(db: Db, device: DeviceRef) {
  return db
    .select({ timestamp: motionEvents.timestamp, motionDetected: motionEvents.motionDetected, metadata: motionEvents.metadata, userId: motionEvents.userId })
    .from(motionEvents)
    .innerJoin(devices, eq(devices.id, motionEvents.deviceId))
    .where(matches(device))
    .orderBy(asc(motionEvents.timestamp), asc(motionEvents.id))
}

export async function storedEventCount(db: Db, device: DeviceRef) {
  const [row] = await db.select({ n: count() }).from(motionEvents).innerJoin(devices, eq(devices.id, motionEvents.deviceId)).where(matches(device))
  return row?.n ?? 0
}
