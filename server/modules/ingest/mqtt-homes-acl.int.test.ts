// The self-hosting guide's broker side of several homes on one broker (decision 0115), on a Mosquitto of
// this test's own set up exactly as the guide says: one user per home, `pattern readwrite care/%u/#`, and
// Hearthwatch reading care/#. Home B's Zigbee2MQTT cannot write on home A's topic nor on the shared one,
// so A's sensor moves only with A's own messages.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import mqtt from 'mqtt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { PrivateBroker } from '../../test/private-broker'
import { useScheduledHome } from '../../test/scheduled-home'
import { storedEventCount } from '../../test/stored-events'
import { until } from '../../test/until'
import { startMqttIngest, type MqttIngest } from './mqtt'

const quiet = { debug() {}, info() {}, warn() {}, error() {} }
const t = useScheduledHome([{ name: 'Hall', deviceId: 'SMITH-PIR', location: 'Hallway' }])
const countOf = () => storedEventCount(t.database.db, { deviceId: 'SMITH-PIR' })

describe("the guide's Mosquitto ACL for several homes", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-acl-'))
  let broker: PrivateBroker
  let ingest: MqttIngest
  const port = () => new URL(broker.url).port

  beforeAll(async () => {
    const passwd = path.join(dir, 'passwd')
    fs.writeFileSync(passwd, '')
    for (const [user, password] of [['hearthwatch', 'hw-secret'], ['smith-home', 'smith-secret'], ['jones-home', 'jones-secret']]) {
      execFileSync('mosquitto_passwd', ['-b', passwd, user!, password!])
    }
    const acl = path.join(dir, 'acl')
    // as docs/self-hosting.md has it
    fs.writeFileSync(acl, ['user hearthwatch', 'topic read care/#', 'topic read zigbee2mqtt/#', '', 'pattern readwrite care/%u/#', ''].join('\n'))
    fs.chmodSync(passwd, 0o600)
    fs.chmodSync(acl, 0o600)
    broker = await PrivateBroker.start(['allow_anonymous false', `password_file ${passwd}`, `acl_file ${acl}`])
    await t.database.db.update(users).set({ mqttBaseTopic: 'care/smith-home' }).where(eq(users.id, t.home))
    const url = `mqtt://hearthwatch:hw-secret@127.0.0.1:${port()}`
    ingest = startMqttIngest({ db: t.database.db, url, baseTopic: 'zigbee2mqtt', log: quiet, clientId: 'hw-acl-test', exclusive: false })
    await ingest.ready
  })
  afterAll(async () => {
    await ingest?.stop()
    await broker?.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const send = async (user: string, password: string, topic: string, minutesAgo: number) => {
    const c = await mqtt.connectAsync(`mqtt://127.0.0.1:${port()}`, { username: user, password, clientId: `hw-acl-${user}`, reconnectPeriod: 0 })
    await c.publishAsync(topic, JSON.stringify({ occupancy: true, last_seen: new Date(Date.now() - minutesAgo * 60_000).toISOString() }), { qos: 1 })
    await c.endAsync()
  }

  it("drops home B's messages on home A's topic and on the shared one; A's own arrive", async () => {
    await send('jones-home', 'jones-secret', 'care/smith-home/SMITH-PIR', 30)
    await send('jones-home', 'jones-secret', 'zigbee2mqtt/SMITH-PIR', 25)
    await send('smith-home', 'smith-secret', 'care/smith-home/SMITH-PIR', 20)
    await until(async () => (await countOf()) >= 1)
    await new Promise((r) => setTimeout(r, 300))
    expect(await countOf()).toBe(1)
  })

  it('refuses a Zigbee2MQTT without a user', async () => {
    await expect(mqtt.connectAsync(`mqtt://127.0.0.1:${port()}`, { reconnectPeriod: 0 })).rejects.toThrow(/not authori[sz]ed/i)
  })
})
