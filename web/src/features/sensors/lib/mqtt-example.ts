// What Zigbee2MQTT must publish for the server's MQTT ingest (server/modules/ingest/mqtt-message.ts and
// zigbee2mqtt.ts): `<base topic>/<device ID>`, a JSON object with `occupancy` or `contact`.
import type { DeviceKind } from '@contracts/enums'
import { sendsDoor, shellQuote } from './example-call'

/** The topic a sensor's messages must arrive on: its Zigbee2MQTT friendly name is its device ID */
export const mqttTopic = (baseTopic: string, deviceId: string) => `${baseTopic}/${deviceId}`

/** A state report as Zigbee2MQTT sends it: a contact sensor's `contact: false` is open */
export const z2mPayload = (kind: DeviceKind | undefined) => JSON.stringify(sendsDoor(kind) ? { contact: false } : { occupancy: true })

/** One message published by hand, to try the path without a sensor (not retained: retained messages are ignored) */
export function mqttTestCommand({ baseTopic, deviceId, kind }: { baseTopic: string; deviceId: string; kind?: DeviceKind }) {
  return `mosquitto_pub -t ${shellQuote(mqttTopic(baseTopic, deviceId))} -m ${shellQuote(z2mPayload(kind))}`
}
