// A broker that never got the PUBACK sends a message again (DUP set, same packet id), so each event gets an
// id that the redelivery reproduces and the database stores it once (mqtt-broker-reader.ts acknowledges a
// message only after its event is stored).
import { createHash } from 'node:crypto'
import type { IPublishPacket } from 'mqtt'
import type { Logger } from '../../lib/logger'

/** packets the broker may resend; it never has more than its in-flight window (20 by default) out */
const REMEMBERED_PACKETS = 10_000

/** The time each packet first arrived, remembered for as long as the broker may resend it */
export function arrivalTimes(now: () => Date, log: Pick<Logger, 'debug'>) {
  const firstSeen = new Map<string, number>()
  /** A resent packet keeps the time it first arrived, so it makes the same event id */
  return function arrivalTime(packet: IPublishPacket) {
    if (packet.qos === 0 || packet.messageId === undefined) return now().getTime()
    const key = `${packet.topic}\0${packet.messageId}\0${digest(packet.payload)}`
    const known = packet.dup ? firstSeen.get(key) : undefined
    if (known !== undefined) {
      log.debug({ topic: packet.topic, messageId: packet.messageId }, 'MQTT redelivery')
      return known
    }
    const at = now().getTime()
    firstSeen.delete(key)
    firstSeen.set(key, at)
    if (firstSeen.size > REMEMBERED_PACKETS) firstSeen.delete(firstSeen.keys().next().value!)
    return at
  }
}

/**
 * With `last_seen` the payload alone tells messages apart; without it, identical payloads are told
 * apart by packet id and arrival time (packet ids are reused, so never by packet id alone).
 */
export function eventIdOf(packet: IPublishPacket, receivedAt: number | undefined) {
  const parts = receivedAt === undefined ? [packet.topic, digest(packet.payload)] : [packet.topic, digest(packet.payload), packet.messageId ?? '', receivedAt]
  return `mqtt:${createHash('sha256').update(parts.join('\0')).digest('base64url')}`
}

const digest = (payload: IPublishPacket['payload']) => createHash('sha256').update(payload).digest('base64url')
