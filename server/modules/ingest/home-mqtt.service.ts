// A home's own MQTT base topic (decision 0115): one no other home has, and apart from the shared base
// topic and every other home's (neither inside the other), so a broker's ACL can give each home's
// Zigbee2MQTT its own `<topic>/#` and nothing of another's.
import { AppError } from '../../lib/errors'
import type { Db } from '../../lib/db'
import { findHomeTopic, listHomeTopics, saveHomeTopic } from './home-topics.repository'

/** `a` is `b`, or one is inside the other (`care` and `care/smith`) */
export const overlaps = (a: string, b: string) => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`)

const field = (message: string) => ({ baseTopic: [message] })

/** Sets (or, with null, clears) the home's own base topic; answers what it was before */
export async function setHomeTopic(db: Db, clientId: string, topic: string | null, shared: string): Promise<string | null> {
  const before = await findHomeTopic(db, clientId)
  if (topic === before) return before
  if (topic !== null) {
    if (overlaps(topic, shared)) {
      const message = `${topic} is, or overlaps, the server's shared base topic (${shared}): choose a topic of this home's own, such as care/smith-home`
      throw new AppError('BAD_REQUEST', message, field(message))
    }
    const others = (await listHomeTopics(db)).filter((r) => r.clientId !== clientId)
    if (others.some((r) => overlaps(topic, r.topic))) throw taken(topic)
  }
  try {
    await saveHomeTopic(db, clientId, topic)
  } catch (err) {
    // another home took it meanwhile
    if (isUniqueViolation(err)) throw taken(topic!)
    throw err
  }
  return before
}

function taken(topic: string) {
  const message = `${topic} is already another home's base topic, or overlaps one: choose another`
  return new AppError('CONFLICT', message, field(message))
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } }
  return e?.code === '23505' || e?.cause?.code === '23505'
}
