// The Sensors page's MQTT set-up of one home (decision 0115): the base topic its Zigbee2MQTT publishes
// on, its own or the server's shared one, and whether the bridge there is heard. Carers and staff who
// manage the sensors read and change it.
import { HomeMqtt, HomeMqttUpdate } from '../../../contracts/ingest'
import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { requireCircle, type AccessRule } from '../access/access.plugin'
import { recordAudit } from '../audit/audit.service'
import { requireUser } from '../auth/session.plugin'
import { bridgeStatus } from './bridge-watch'
import { findHomeTopic } from './home-topics.repository'
import { setHomeTopic } from './home-mqtt.service'
import type { MqttConfig } from './ingest.routes'

const MANAGE: AccessRule = { circle: true, permission: 'sensors.manage' }

export function homeMqttRoutes(app: HttpApp, { db, mqtt = {} }: { db: Db; mqtt?: MqttConfig }) {
  const enabled = Boolean(mqtt.url)
  const shared = (mqtt.baseTopic ?? 'zigbee2mqtt').replace(/\/+$/, '')
  const settingsOf = async (own: string | null): Promise<HomeMqtt> => {
    const baseTopic = own ?? shared
    return { enabled, baseTopic, ownTopic: own !== null, sharedBaseTopic: shared, bridge: enabled ? await bridgeStatus(db, baseTopic, new Date()) : null }
  }

  app.get('/api/circle/mqtt', { config: { access: MANAGE }, schema: { response: { 200: HomeMqtt } } }, async (req) =>
    settingsOf(await findHomeTopic(db, requireCircle(req).clientId)),
  )

  app.put('/api/circle/mqtt', { config: { access: MANAGE }, schema: { body: HomeMqttUpdate, response: { 200: HomeMqtt } } }, async (req) => {
    const { clientId } = requireCircle(req)
    const topic = req.body.baseTopic || null
    const before = await setHomeTopic(db, clientId, topic, shared)
    if (before !== topic) {
      await recordAudit(db, req, { action: 'circle.mqtt_topic_changed', actor: requireUser(req), circleId: clientId, details: { from: before, to: topic } })
    }
    return settingsOf(topic)
  })
}
