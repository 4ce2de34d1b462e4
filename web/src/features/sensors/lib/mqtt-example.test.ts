import { describe, expect, it } from 'vitest'
import { mqttTestCommand, mqttTopic, z2mPayload } from './mqtt-example'

describe('the MQTT instructions', () => {
  it('name the topic Zigbee2MQTT publishes on when the friendly name is the device ID', () => {
    expect(mqttTopic('zigbee2mqtt', 'MSH-FRONTDR1')).toBe('zigbee2mqtt/MSH-FRONTDR1')
  })

  // server/modules/ingest/zigbee2mqtt.test.ts: contact false is an opening, occupancy true movement
  it.each([
    ['motion', '{"occupancy":true}'],
    ['pressure', '{"occupancy":true}'],
    ['door', '{"contact":false}'],
    ['contact', '{"contact":false}'],
  ] as const)('give a %s sensor the state report Zigbee2MQTT sends for it', (kind, payload) => {
    expect(z2mPayload(kind)).toBe(payload)
  })

  it('make a copyable mosquitto_pub command', () => {
    expect(mqttTestCommand({ baseTopic: 'zigbee2mqtt', deviceId: 'MSH-FRONTDR1', kind: 'door' })).toBe(
      `mosquitto_pub -t 'zigbee2mqtt/MSH-FRONTDR1' -m '{"contact":false}'`,
    )
  })
})
