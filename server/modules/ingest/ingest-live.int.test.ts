import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devices } from '../../db/schema'
import { createLiveBus, type LiveEvent } from '../../lib/live-bus'
import { makers, TEST_PASSWORD } from '../../test/make'
import { signIn, startTestApp } from '../../test/test-app'

const bus = await createLiveBus()
let t: Awaited<ReturnType<typeof startTestApp>>
let key: string
let clientId: string
const heard: LiveEvent[] = []

beforeAll(async () => {
  t = await startTestApp({}, undefined, bus)
  const make = makers(t.db)
  const home = await make.circle()
  const carer = await make.user('carer')
  await make.member(home.id, carer.id)
  clientId = home.id
  await t.db.insert(devices).values({ userId: home.id, name: 'Hall', location: 'Hallway', deviceId: 'MSH-LIVE0001' })
  const cookie = await signIn(t.app, carer.email!, TEST_PASSWORD)
  key = (await t.app.inject({ method: 'POST', url: '/api/ingest-keys', headers: { cookie }, payload: { name: 'Hub' } })).json().key
  bus.subscribe(home.id, (e) => heard.push(e))
})
afterAll(() => t.close())

describe('ingest and live dashboards', () => {
  it('tells the circle\'s open dashboards about stored motion, and stays quiet when nothing was stored', async () => {
    const post = (events: object[]) =>
      t.app.inject({ method: 'POST', url: '/api/ingest/events', headers: { authorization: `Bearer ${key}` }, payload: { events } })
    const res = await post([{ deviceId: 'MSH-LIVE0001', timestamp: new Date().toISOString(), motionDetected: true, eventId: 'e1' }])
    expect(res.statusCode).toBe(202)
    expect(heard).toEqual([{ type: 'motion', circleId: clientId }])
    await post([{ deviceId: 'MSH-LIVE0001', timestamp: new Date().toISOString(), motionDetected: true, eventId: 'e1' }])
    expect(heard).toHaveLength(1)
  })
})
