// The demo's history has her out at some hours of the day, and one motion sensor alone does not bring her back
// from out (a pet, a cushion settling: presence.ts): a test that needs her at home, seen lately in a room, has her
// walk there through other rooms, each a minute after the last, the last room at `lastAt`.
import { and, eq } from 'drizzle-orm'
import type { Db } from '../lib/db'
import { devices, motionEvents } from '../db/schema'

const MINUTE = 60_000

/** The demo home's sensor in `location` ('Hallway', 'Kitchen' …) */
export async function sensorIn(db: Db, userId: string, location: string) {
  const [sensor] = await db.select().from(devices).where(and(eq(devices.userId, userId), eq(devices.location, location)))
  if (!sensor) throw new Error(`the demo home has no sensor in '${location}'`)
  return sensor
}

/** Motion in each of `locations` in turn, a minute apart, the last at `lastAt` */
export async function walkedThrough(db: Db, userId: string, locations: string[], lastAt: Date): Promise<void> {
  const rows = await Promise.all(
    locations.map(async (location, i) => {
      const at = new Date(lastAt.getTime() - (locations.length - 1 - i) * MINUTE)
      return { deviceId: (await sensorIn(db, userId, location)).id, userId, timestamp: at, motionDetected: true, createdAt: at }
    }),
  )
  await db.insert(motionEvents).values(rows)
}
