import { describe, expect, it } from 'vitest'
import { brokerHint, connectionReporter } from './mqtt-log'

describe('an unreachable broker in the log', () => {
  it('says what to look at in MQTT_URL for each way a connection fails', () => {
    expect(brokerHint('ENOTFOUND', 'mqtt://mosquito.lan:1883')).toBe("no such host: check the name in MQTT_URL, or use the broker's address")
    expect(brokerHint('ECONNRESET', 'mqtts://127.0.0.1:1883')).toMatch(/^no TLS there: mqtts:\/\/ needs the broker's TLS port \(usually 8883\)/)
    expect(brokerHint('Connection refused: Not authorized', 'mqtt://127.0.0.1:1883')).toMatch(/^the broker refused the user name or password: put them in MQTT_URL/)
    expect(brokerHint('ECONNREFUSED', 'mqtts://127.0.0.1:8883')).toContain("is MQTT_URL's port right (8883 for mqtts://)?")
  })

  it('puts the hint in the first line and in the reminder', () => {
    const warnings: string[] = []
    let now = 0
    const log = { debug: () => {}, info: () => {}, warn: (_: unknown, msg: string) => void warnings.push(msg) }
    const reporter = connectionReporter(log as never, 'mqtt://mosquito.lan:1883', { stillDownEveryMs: 1_000, now: () => now })
    reporter.error(Object.assign(new Error('getaddrinfo ENOTFOUND mosquito.lan'), { code: 'ENOTFOUND' }))
    reporter.closed()
    now = 2_000
    reporter.closed()
    expect(warnings).toEqual([
      "cannot reach the MQTT broker at mqtt://mosquito.lan:1883 (ENOTFOUND): no such host: check the name in MQTT_URL, or use the broker's address; retrying with a growing wait",
      "MQTT broker at mqtt://mosquito.lan:1883 still unreachable after 2 s (ENOTFOUND): no such host: check the name in MQTT_URL, or use the broker's address; still retrying",
    ])
  })
})
