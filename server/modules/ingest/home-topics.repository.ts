// The homes' own MQTT base topics (users.mqtt_base_topic, decision 0115)
import { eq, isNotNull } from 'drizzle-orm'
import { users } from '../../db/schema'
import type { Db } from '../../lib/db'

/** Every home that has its own base topic, and the topic */
export function listHomeTopics(db: Db) {
  return db.select({ clientId: users.id, topic: users.mqttBaseTopic }).from(users).where(isNotNull(users.mqttBaseTopic)) as Promise<{ clientId: string; topic: string }[]>
}

export async function findHomeTopic(db: Db, clientId: string) {
  const [row] = await db.select({ topic: users.mqttBaseTopic }).from(users).where(eq(users.id, clientId))
  return row?.topic ?? null
}

export async function saveHomeTopic(db: Db, clientId: string, topic: string | null) {
  await db.update(users).set({ mqttBaseTopic: topic }).where(eq(users.id, clientId))
}
