import { beforeAll, describe, expect, it } from 'vitest'
import { devices } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'

const t = useSignedInApp({ home: { role: 'client', signsIn: false }, carer: { role: 'carer', in: 'home' } }, { hear: ['home'] })
let key: string

beforeAll(async () => {
  await t.db.insert(devices).values({ userId: t.ids.home!, name: 'Hall', location: 'Hallway', deviceId: 'MSH-LIVE0001' })
  key = (await t.as('carer', 'POST', '/api/ingest-keys', { name: 'Hub' })).json().key
})

describe('ingest and live dashboards', () => {
  it('tells the circle\'s open dashboards about stored motion, and stays quiet when nothing was stored', async () => {
    const heard = t.heard.home!
    const post = (events: object[]) =>
      t.app.inject({ method: 'POST', url: '/api/ingest/events', headers: { authorization: `Bearer ${key}` }, payload: { events } })
    const res = await post([{ deviceId: 'MSH-LIVE0001', timestamp: new Date().toISOString(), motionDetected: true, eventId: 'e1' }])
    expect(res.statusCode).toBe(202)
    expect(heard).toEqual([{ type: 'motion', circleId: t.ids.home }])
    await post([{ deviceId: 'MSH-LIVE0001', timestamp: new Date().toISOString(), motionDetected: true, eventId: 'e1' }])
    expect(heard).toHaveLength(1)
  })
})
