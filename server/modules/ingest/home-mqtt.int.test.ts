// A home's own MQTT base topic, set on the Sensors page (decision 0115): carers and staff set and clear
// it; one that is another home's, overlaps one, or overlaps the shared base topic is refused naming the
// field, and what was stored stays.
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '../../db/platform-schema'
import { users } from '../../db/schema'
import { TWO_HOMES_AND_SUPPORT, useSignedInApp } from '../../test/signed-in-app'

const t = useSignedInApp(TWO_HOMES_AND_SUPPORT)
const { ids, cookie: cookies } = t

const call = (who: string, home: string, method: 'GET' | 'PUT', payload?: object) =>
  t.app.inject({ method, url: `/api/circle/mqtt?clientId=${ids[home]}`, headers: { cookie: cookies[who]! }, ...(payload ? { payload } : {}) })
const stored = async (home: string) => (await t.db.select({ topic: users.mqttBaseTopic }).from(users).where(eq(users.id, ids[home]!)))[0]!.topic

describe("a home's own MQTT base topic", () => {
  it('is the shared one until a carer gives the home its own; then its instructions name that one', async () => {
    expect((await call('carer', 'home', 'GET')).json()).toEqual({ enabled: false, baseTopic: 'zigbee2mqtt', ownTopic: false, sharedBaseTopic: 'zigbee2mqtt', bridge: null })
    const res = await call('carer', 'home', 'PUT', { baseTopic: '  care/home-1 ' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ baseTopic: 'care/home-1', ownTopic: true })
    expect(await stored('home')).toBe('care/home-1')
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'circle.mqtt_topic_changed'), eq(auditLog.circleId, ids.home!)))
    expect(audit).toMatchObject({ actorId: ids.carer, details: { from: null, to: 'care/home-1' } })
  })

  it("refuses another home's topic, one inside or around it, and the shared one, naming the field; the stored topic stays", async () => {
    const refusals = [
      ['care/home-1', 409],
      ['care/home-1/kitchen', 409],
      ['care', 409],
      ['zigbee2mqtt', 400],
      ['zigbee2mqtt/elsewhere', 400],
      ['Care/Home', 400],
      ['care/+', 400],
      ['care//x', 400],
      ['$SYS/x', 400],
      ['x'.repeat(101), 400],
    ] as const
    for (const [baseTopic, status] of refusals) {
      const res = await call('otherCarer', 'elsewhere', 'PUT', { baseTopic })
      expect([baseTopic, res.statusCode]).toEqual([baseTopic, status])
      expect(res.json().details?.baseTopic?.[0] ?? res.json().message).toMatch(/baseTopic|base topic/)
    }
    expect(await stored('elsewhere')).toBeNull()
    expect(await stored('home')).toBe('care/home-1')
    expect((await call('otherCarer', 'elsewhere', 'PUT', { baseTopic: 'care/home-2' })).statusCode).toBe(200)
  })

  it('is cleared by staff (null or empty), and the home is on the shared topic again', async () => {
    expect((await call('support', 'home', 'PUT', { baseTopic: '' })).json()).toMatchObject({ baseTopic: 'zigbee2mqtt', ownTopic: false })
    expect(await stored('home')).toBeNull()
    expect((await call('support', 'elsewhere', 'PUT', { baseTopic: null })).json()).toMatchObject({ ownTopic: false })
  })

  it('is neither read nor changed by the person watched, nor by a carer of another home', async () => {
    expect((await call('home', 'home', 'PUT', { baseTopic: 'care/mine' })).statusCode).toBe(403)
    expect((await call('otherCarer', 'home', 'PUT', { baseTopic: 'care/mine' })).statusCode).toBe(404)
    expect(await stored('home')).toBeNull()
  })
})
