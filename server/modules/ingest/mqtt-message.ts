// One Zigbee2MQTT message, `<base>/<friendly name>`, into ingestEvents(): which sensor it is for, whether
// its base topic may move that sensor, and what it reports; a message that cannot be used is said why
// (mqtt-log.ts's topic notices), once per topic and period.
import type { IPublishPacket } from 'mqtt'
import type { Db } from '../../lib/db'
import type { LiveBus } from '../../lib/live-bus'
import type { Logger } from '../../lib/logger'
import type { baseTopics } from './base-topics'
import { matchDevice } from './device-match'
import { findDevicesByDeviceId } from './ingest.repository'
import { ingestEvents } from './ingest.service'
import type { TopicLimits } from './mqtt-limits'
import type { topicNotices } from './mqtt-log'
import { arrivalTimes, eventIdOf } from './mqtt-redelivery'
import { sharedTopicHomes } from './shared-topic-homes'
import { readBridgeState, readingTime, readZ2mPayload, z2mPayloadProblem } from './zigbee2mqtt'

interface MessageOptions {
  db: Db
  /** the server's shared base topic, without a trailing '/' */
  base: string
  topics: ReturnType<typeof baseTopics>
  notice: ReturnType<typeof topicNotices>
  /** what each base topic may send (mqtt-limits.ts) */
  limits: TopicLimits
  log: Pick<Logger, 'debug'>
  now: () => Date
  /** tells open dashboards about new motion */
  live?: LiveBus
}

/** Stores what a message reports; throws only when it could not be stored (the message is then tried again) */
export function mqttMessageHandler({ db, base, topics, notice, limits, log, now, live }: MessageOptions) {
  const arrivalTime = arrivalTimes(now, log)
  const sharedHomes = sharedTopicHomes(base, () => now().getTime())

  return async function handle(packet: IPublishPacket) {
    // which topics are homes' is known only once read: until then a message is not acknowledged, so not lost
    await topics.whenRead()
    const match = topics.match(packet.topic)
    if (!match) return log.debug({ topic: packet.topic }, 'MQTT topic ignored')
    const { bridge, replays } = match.base
    if (match.bridgeState) {
      const said = readBridgeState(packet.payload as Buffer)
      if (said === 'online' && !packet.retain) replays.started(now().getTime())
      return said ? bridge.heard(said) : log.debug({ topic: packet.topic }, 'MQTT bridge state not understood')
    }
    const { name } = match
    // on the shared topic each home has its own limit: which home is a look-up, remembered (shared-topic-homes.ts)
    const onShared = match.base.base === base
    let candidates = onShared && sharedHomes.known(name) === undefined ? await findDevicesByDeviceId(db, name) : undefined
    const unit = onShared ? sharedHomes.unit(candidates ? sharedHomes.learn(name, candidates) : sharedHomes.known(name)!) : match.base.base
    // past the limit: dropped before anything (more) is looked up or stored, and acknowledged (decisions 0130, 0142);
    // the bridge's own state is never, so a home is judged on what its bridge last said
    if (!limits.admit(match.base.base, unit)) return
    // a retained message replays a state from before we subscribed, not something that just happened
    if (packet.retain) return log.debug({ topic: packet.topic }, 'MQTT retained message ignored')
    const payload = packet.payload as Buffer
    if (!candidates) {
      candidates = await findDevicesByDeviceId(db, name)
      if (onShared) sharedHomes.learn(name, candidates)
    }
    if (candidates.length === 0) {
      // a light or a plug has no sensor here and is no news; a motion or door report is a sensor whose
      // Zigbee2MQTT friendly name is not its device ID
      if (z2mPayloadProblem(payload)) return log.debug({ topic: packet.topic }, 'MQTT message for an unknown device')
      return notice('info', packet.topic, `no sensor has the device ID "${name}": register the sensor with that device ID, or rename the device in Zigbee2MQTT to its device ID`)
    }
    // the same name in another letter case is the same sensor (decision 0116); two such, in old data, are named, not guessed between
    const found = matchDevice(name, candidates, 'on this server')
    if ('reason' in found) return notice('warn', packet.topic, `the event was rejected: ${found.reason}`)
    const device = found.device
    // a sensor counts only on its home's own base topic, or on the shared one while its home has none: what
    // can write on another home's topic (its Zigbee2MQTT) cannot move this home's sensors (decision 0115)
    const refusal = wrongTopic(device.deviceId, match.base.base, device.homeTopic, base)
    if (refusal) return notice('warn', packet.topic, refusal)
    const reading = readZ2mPayload(payload, device.kind)
    if (!reading) return notice('info', packet.topic, z2mPayloadProblem(payload) ?? 'it is no motion or door report')

    const receivedAt = arrivalTime(packet)
    const { lastSeen, ...values } = reading
    // said at info (once per topic and period): a self-hoster's test message in those seconds vanished without a word
    if (replays.isCachedState(name, receivedAt, lastSeen !== undefined)) {
      return notice('info', packet.topic, "the bridge came online seconds ago, so a sensor's first message is taken as its remembered state, not a report (send it again, or turn on Zigbee2MQTT's last_seen)")
    }
    const event = {
      deviceId: name,
      timestamp: readingTime(lastSeen, receivedAt).toISOString(),
      eventId: eventIdOf(packet, lastSeen ? undefined : receivedAt),
      ...values,
    }
    const result = await ingestEvents(db, { clientId: device.clientId, hubKey: bridge.key }, [event], now())
    if (result.rejected.length) notice('warn', packet.topic, `the event was rejected: ${result.rejected[0]!.reason}`)
    if (result.accepted > 0) await live?.publish({ type: 'motion', circleId: device.clientId })
  }
}

/**
 * Why a message for `deviceId` on base topic `on` is not taken for it, when its home's own topic is
 * `homeTopic` (null: the home uses the shared topic `shared`); undefined when it is taken
 */
export function wrongTopic(deviceId: string, on: string, homeTopic: string | null, shared: string): string | undefined {
  const own = homeTopic ?? shared
  if (own === on) return undefined
  const where = `its messages count only on ${own}/${deviceId}`
  if (on === shared) return `the sensor "${deviceId}" is of a home with its own base topic, so ${where}; this one was ignored (a Zigbee2MQTT still set to ${shared}, or another home's device with the same friendly name?)`
  return `"${deviceId}" is no sensor of the home whose base topic is ${on}: a home's base topic carries only its own sensors, so this message was ignored; ${where}`
}
