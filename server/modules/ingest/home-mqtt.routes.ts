// The Sensors page's MQTT set-up of one home (decision 0115): the base topic its Zigbee2MQTT publishes
// on, its own or the server's shared one, and whether the bridge there is heard. Carers and staff who
// manage the sensors read and change it. A change is news on the live bus ('circle.changed'): the MQTT ingest,
// in this process or another on the database, reads the homes' topics again at once (decision 0118), and
// the home's open Sensors pages read the set-up again.
import { HomeMqtt, HomeMqttUpdate } from '../../../contracts/ingest'
import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import type { LiveBus } from '../../lib/live-bus'
import { requireCircle, type AccessRule } from '../access/access.plugin'
import { recordAudit } from '../audit/audit.service'
import { requireUser } from '../auth/session.plugin'
import { bridgeStatus } from './bridge-watch'
import { findHomeTopic } from './home-topics.repository'
import { setHomeTopic } from './home-mqtt.service'
import type { MqttConfig } from './ingest.routes'

const MANAGE: AccessRule = { circle: true, permission: 'sensors.manage' }

export function homeMqttRoutes(app: HttpApp, { db, live, mqtt = {} }: { db: Db; live: Pick<LiveBus, 'publish'>; mqtt?: MqttConfig }) {
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
      await live.publish({ type: 'circle.changed', circleId: clientId })
    }
    return settingsOf(topic)
  })
}
