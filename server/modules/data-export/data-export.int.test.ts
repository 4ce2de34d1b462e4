// A copy of a home's data (decision 0063): what is in it, who may have it, and that nothing of
// another home, and no secret, ever is.
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, ingestKeys } from '../../db/platform-schema'
import { activityPatterns, alerts, careNotes, devices, motionEvents, users } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'
import { createIngestKey } from '../ingest-keys/ingest-keys.service'

const t = useSignedInApp({
  edith: { role: 'client', firstName: 'Edith', lastName: 'Exporter' },
  dora: { role: 'carer', firstName: 'Dora', email: 'dora-export@example.org', in: 'edith' },
  bertram: { role: 'client', firstName: 'Bertram', lastName: 'Zeppelin-Blackwood' },
  bob: { role: 'carer', firstName: 'Bob', email: 'bob-export@example.org', in: 'bertram' },
  support: { role: 'support', email: 'support-export@example.org' },
  admin: { role: 'admin', email: 'admin-export@example.org' },
  empty: { role: 'client', firstName: 'Ivy', lastName: 'Empty' },
  // Cora joined Edith's circle as a client: she is not Edith, so gets no copy of Edith's home
  cora: { role: 'client', firstName: 'Cora', lastName: 'Cousin', in: 'edith' },
})
const { cookie } = t
/** the people's ids, and the ids of what the file makes in their homes */
const id: Record<string, string> = {}
const BED_AT = new Date('2026-10-01T21:30:00Z')
const SWITCHED_OFF_AT = new Date('2026-10-02T08:00:00Z')
const SHARED_NOTE = 'Edith had a good lunch and a walk to the post office.'
const PRIVATE_NOTE = 'Dora thinks her brother is taking money from the purse.'
const STAFF_PRIVATE = 'Support checked the hub by phone with Dora.'
const B_NOTE = 'Bertram-only note about the Zeppelin wing.'

beforeAll(async () => {
  Object.assign(id, t.ids)
  const [bedroom, door] = await t.db
    .insert(devices)
    .values([
      { userId: id.edith!, name: 'Bedroom', location: 'Bedroom', deviceId: 'MSH-EXPBED01', batteryLevel: 80, tuyaLocalKey: 'tuya-local-secret-123' },
      { userId: id.edith!, name: 'Front door', location: 'Hallway', deviceId: 'MSH-EXPDOR01', kind: 'door', isActive: false, switchedOffAt: SWITCHED_OFF_AT },
    ])
    .returning()
  id.bedroom = bedroom!.id
  id.door = door!.id
  await t.db.insert(motionEvents).values([
    { deviceId: id.bedroom, userId: id.edith!, timestamp: BED_AT, motionDetected: true },
    { deviceId: id.door, userId: id.edith!, timestamp: new Date('2026-10-01T09:00:00Z'), motionDetected: true, metadata: { door: 'open' } },
  ])
  await t.db.insert(activityPatterns).values({ userId: id.edith!, deviceId: id.bedroom, dayOfWeek: 3, hour: 21, expectedActivity: 2.5, variance: 0.4, confidence: 0.8 })
  const [alert] = await t.db
    .insert(alerts)
    .values({ userId: id.edith!, deviceId: id.bedroom, type: 'inactivity', severity: 'high', title: 'Unusual inactivity', description: 'No movement since 10:00' })
    .returning()
  id.alert = alert!.id
  const [b] = await t.db.insert(devices).values({ userId: id.bertram!, name: 'B-only hallway', location: 'Zeppelin wing', deviceId: 'MSH-BSECRET1' }).returning()
  await t.db.insert(motionEvents).values({ deviceId: b!.id, userId: id.bertram!, timestamp: BED_AT, motionDetected: true })
  await t.db.insert(careNotes).values({ userId: id.bertram!, authorId: id.bob, content: B_NOTE })
  id.hubKey = (await createIngestKey(t.db, id.edith!, (await t.db.select().from(users).where(eq(users.id, id.dora!)))[0]!, { name: 'Kitchen hub' })).id
  const as = (who: string, method: 'POST' | 'PUT', url: string, payload?: object) =>
    t.as(who, method, `${url}${url.includes('?') ? '&' : '?'}clientId=${id.edith}`, payload)
  expect((await as('dora', 'POST', `/api/alerts/${id.alert}/responses`, { action: 'check_on' })).statusCode).toBe(204)
  // the base topic her Zigbee2MQTT publishes on, which a home moved to another server needs (decision 0115)
  expect((await as('dora', 'PUT', '/api/circle/mqtt', { baseTopic: 'care/edith-home' })).statusCode).toBe(200)
  expect((await as('dora', 'PUT', `/api/alerts/${id.alert}/resolve`, { note: 'Rang her — she was in the garden, fine' })).statusCode).toBe(200)
  expect((await as('dora', 'POST', '/api/care-notes', { category: 'health_check', content: SHARED_NOTE, isPrivate: false })).statusCode).toBe(201)
  const secret = await as('dora', 'POST', '/api/care-notes', { category: 'personal_note', content: PRIVATE_NOTE, isPrivate: true })
  id.privateNote = secret.json<{ id: string }>().id
  // her edit of her private note leaves a trail entry that says such a note exists
  expect((await as('dora', 'PUT', `/api/care-notes/${id.privateNote}`, { content: `${PRIVATE_NOTE} Again.` })).statusCode).toBe(200)
  expect((await as('support', 'POST', '/api/care-notes', { category: 'system_alert', content: STAFF_PRIVATE, isPrivate: true })).statusCode).toBe(201)
  expect((await t.app.inject({ method: 'PUT', url: '/api/notifications/settings', headers: { cookie: cookie.dora! }, payload: { alertEmails: 'all' } })).statusCode).toBe(200)
})

const download = (who: string | null, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/circle/export${query}`, headers: who ? { cookie: cookie[who]! } : {} })

interface HomeData {
  format: string
  person: Record<string, unknown>
  circle: { id: string; role: string; email: string }[]
  sensors: { id: string; deviceId: string; kind: string; isActive: boolean; switchedOffAt: string | null }[]
  hubKeys: Record<string, unknown>[]
  activityPatterns: { sensorId: string; hour: number }[]
  alerts: { id: string; resolvedByName: string; resolutionNote: string | null; responses: { name: string; action: string }[] }[]
  careNotes: { content: string; isPrivate: boolean; authorName: string }[]
  notificationSettings: { personId: string; alertEmails: string; alertPush: string; chosen: object }[]
  auditTrail: { action: string; actor: { id: string } | null; target: { id: string } | null; ip?: string }[]
  events: { sensorId: string; at: string; motionDetected: boolean; door?: string }[]
  counts: { events: number; auditTrail: number }
}

describe('a copy of a home, downloaded by support', () => {
  let res: Awaited<ReturnType<typeof download>>
  let data: HomeData
  beforeAll(async () => {
    res = await download('support', `?clientId=${id.edith}`)
    data = res.json<HomeData>()
  })

  it('is one JSON file to save, named after the person', () => {
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="hearthwatch-edith-exporter-\d{4}-\d{2}-\d{2}\.json"$/)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(data.format).toBe('hearthwatch-home-data')
  })

  it('holds her profile, her circle, the sensors, their events and learned hours, and the hub keys by name', () => {
    expect(data.person).toMatchObject({ id: id.edith, firstName: 'Edith', lastName: 'Exporter', timeZone: 'UTC', mqttBaseTopic: 'care/edith-home', signInWith: [] })
    expect(data.circle.map((m) => [m.id, m.role])).toEqual([
      [id.dora, 'carer'],
      [id.cora, 'client'],
    ])
    // switched on or off, and since when it was switched off
    expect(data.sensors.map((s) => [s.deviceId, s.kind, s.isActive, s.switchedOffAt])).toEqual([
      ['MSH-EXPBED01', 'motion', true, null],
      ['MSH-EXPDOR01', 'door', false, SWITCHED_OFF_AT.toISOString()],
    ])
    // oldest first, the door's reading as it was sent
    expect(data.events).toEqual([
      { id: expect.any(Number), sensorId: id.door, at: '2026-10-01T09:00:00.000Z', motionDetected: true, door: 'open' },
      { id: expect.any(Number), sensorId: id.bedroom, at: BED_AT.toISOString(), motionDetected: true },
    ])
    expect(data.activityPatterns).toEqual([expect.objectContaining({ sensorId: id.bedroom, dayOfWeek: 3, hour: 21, expectedActivity: 2.5 })])
    expect(data.hubKeys).toEqual([{ id: id.hubKey, name: 'Kitchen hub', createdByName: 'Dora Tester', createdAt: expect.any(String), lastUsedAt: null, revokedAt: null }])
  })

  it('holds the alerts with who responded and who resolved them, every note, and each person’s own notification choices', () => {
    expect(data.alerts).toEqual([expect.objectContaining({ id: id.alert, resolvedByName: 'Dora Tester', resolutionNote: 'Rang her — she was in the garden, fine', responses: [expect.objectContaining({ name: 'Dora Tester', action: 'check_on' })] })])
    expect(data.careNotes.map((n) => [n.content, n.isPrivate])).toEqual([
      [SHARED_NOTE, false],
      [`${PRIVATE_NOTE} Again.`, true],
      [STAFF_PRIVATE, true],
    ])
    const settings = Object.fromEntries(data.notificationSettings.map((s) => [s.personId, s]))
    expect(settings[id.dora!]).toMatchObject({ alertEmails: 'all', alertPush: 'urgent', chosen: { alertEmails: 'all', alertPush: null } })
    // the person watched is not e-mailed her own alerts unless she chose it
    expect(settings[id.edith!]).toMatchObject({ alertEmails: 'none', alertPush: 'none' })
    expect(Object.keys(settings)).not.toContain(id.support)
  })

  it('holds the trail of the home, this download included, without other people’s addresses', () => {
    const actions = data.auditTrail.map((e) => e.action)
    expect(actions).toEqual(expect.arrayContaining(['auth.sign_in', 'alert.resolved', 'care_note.edited', 'circle.data_exported']))
    expect(data.auditTrail.at(-1)).toMatchObject({ action: 'circle.data_exported', actor: { id: id.support }, target: { id: id.edith } })
    for (const entry of data.auditTrail) expect(entry.ip !== undefined).toBe(entry.actor?.id === id.edith)
    expect(data.counts).toEqual({ events: 2, auditTrail: data.auditTrail.length })
  })

  it('holds no password hash, session, key hash or prefix, Tuya key, nor anything of another home', async () => {
    const [edith] = await t.db.select().from(users).where(eq(users.id, id.edith!))
    const [key] = await t.db.select().from(ingestKeys).where(eq(ingestKeys.id, id.hubKey!))
    for (const secret of [edith!.passwordHash!, key!.keyHash, key!.keyPrefix, 'tuya-local-secret-123', 'passwordHash', 'keyHash', 'hw_session']) {
      expect(res.body).not.toContain(secret)
    }
    for (const marker of [id.bertram!, 'Zeppelin', 'MSH-BSECRET1', B_NOTE, id.bob!]) expect(res.body).not.toContain(marker)
  })

  it('is recorded in the audit trail, by whom and of which home', async () => {
    const rows = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'circle.data_exported'), eq(auditLog.actorId, id.support!)))
    expect(rows).toEqual([expect.objectContaining({ circleId: id.edith, targetType: 'user', targetId: id.edith, details: { for: 'staff' } })])
  })
})

describe('a copy of her own home, downloaded by the person watched', () => {
  let data: HomeData
  beforeAll(async () => {
    const res = await download('edith', `?clientId=${id.edith}`)
    expect(res.statusCode).toBe(200)
    data = res.json<HomeData>()
  })

  it('holds the notes she can read on the Care Notes page, and nothing that says a private note of someone else exists', () => {
    expect(data.careNotes.map((n) => n.content)).toEqual([SHARED_NOTE])
    const aboutNotes = data.auditTrail.filter((e) => e.action.startsWith('care_note.'))
    expect(aboutNotes).toEqual([])
    expect(JSON.stringify(data)).not.toContain(id.privateNote)
  })

  it('is recorded as taken for herself', async () => {
    const rows = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'circle.data_exported'), eq(auditLog.actorId, id.edith!)))
    expect(rows).toEqual([expect.objectContaining({ circleId: id.edith, details: { for: 'self' } })])
  })

  it('is also hers without naming the home', async () => {
    expect((await download('edith', '')).json<HomeData>().person.id).toBe(id.edith)
  })
})

describe('who may download a copy of a home', () => {
  it('is admin and support for any home', async () => {
    for (const who of ['admin', 'support']) expect((await download(who, `?clientId=${id.bertram}`)).statusCode).toBe(200)
  })

  it('is never a carer, not even of that home: the copy is the person’s', async () => {
    const res = await download('dora', `?clientId=${id.edith}`)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' })
  })

  it('gives a carer of home B nothing of home A', async () => {
    const res = await download('bob', `?clientId=${id.edith}`)
    expect([403, 404]).toContain(res.statusCode)
    expect(res.body).not.toContain('Edith')
  })

  it('gives a client in another home’s circle nothing of it, and another client nothing of a home she is not in', async () => {
    const member = await download('cora', `?clientId=${id.edith}`)
    expect(member.statusCode).toBe(403)
    expect(member.body).not.toContain(SHARED_NOTE)
    const stranger = await download('bertram', `?clientId=${id.edith}`)
    expect(stranger.statusCode).toBe(404)
    expect(stranger.body).not.toContain('Edith')
  })

  it('names the field of a bad request, and asks a signed-out caller to sign in', async () => {
    const bad = await download('support', '?clientId=not-a-home')
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ details: { clientId: ['clientId must be a circle id'] } })
    // staff see every home: which one must be said
    expect((await download('support', '')).json()).toMatchObject({ details: { clientId: expect.any(Array) } })
    expect((await download(null, `?clientId=${id.edith}`)).statusCode).toBe(401)
  })

  it('records nothing for a download refused', async () => {
    const refused = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'circle.data_exported'), eq(auditLog.actorId, id.dora!)))
    expect(refused).toEqual([])
  })
})

describe('a copy of a home with nothing in it yet', () => {
  it('is a whole document with every part empty', async () => {
    const res = await download('support', `?clientId=${id.empty}`)
    expect(res.statusCode).toBe(200)
    const data = res.json<HomeData>()
    expect(data).toMatchObject({ circle: [], sensors: [], hubKeys: [], activityPatterns: [], alerts: [], careNotes: [], events: [] })
    // null: her hub would publish on the server's shared MQTT topic
    expect(data.person).toMatchObject({ firstName: 'Ivy', lastName: 'Empty', monitoringEndedAt: null, mqttBaseTopic: null })
    // her sign-in in the test's set-up, and this download
    expect(data.auditTrail.map((e) => e.action)).toEqual(['auth.sign_in', 'circle.data_exported'])
    expect(data.counts).toEqual({ events: 0, auditTrail: 2 })
  })
})
