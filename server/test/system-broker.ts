// The machine's own Mosquitto, for the MQTT tests that need no broker of their own (private-broker.ts), and how
// such a test leaves it as it found it.
import mqtt from 'mqtt'

export const SYSTEM_BROKER_PORT = 1883
export const SYSTEM_BROKER = `mqtt://127.0.0.1:${SYSTEM_BROKER_PORT}`

/** Ends the broker's copy of a persistent session (MQTT ingest's clean: false), so test runs leave nothing behind */
export async function forgetMqttSession(url: string, clientId: string) {
  const c = await mqtt.connectAsync(url, { clientId, clean: true, reconnectPeriod: 0 })
  await c.endAsync()
}

/** A test's end on the system broker: its publisher gone, the reader stopped, its session forgotten, its database closed */
export async function leaveSystemBroker(test: {
  publisher?: { endAsync(): Promise<unknown> }
  ingest?: { stop(): Promise<unknown> }
  ingestId: string
  database?: { close(): Promise<unknown> }
}) {
  await test.publisher?.endAsync()
  await test.ingest?.stop()
  await forgetMqttSession(SYSTEM_BROKER, test.ingestId)
  await test.database?.close()
}
