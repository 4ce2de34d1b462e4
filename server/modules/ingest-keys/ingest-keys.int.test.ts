import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ingestKeys } from '../../db/platform-schema'
import { familyMembers, users } from '../../db/schema'
import type { Database } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { makers, TEST_PASSWORD } from '../../test/make'
import { signIn } from '../../test/test-app'
import { freshDatabase } from '../../test/test-db'
import { buildIngestApp } from '../ingest/ingest.test-app'

let database: Database
let app: HttpApp
const people: Record<string, { id: string; cookie: string }> = {}

beforeAll(async () => {
  database = await freshDatabase()
  app = await buildIngestApp(database)
  const make = makers(database.db)
  const home = await make.circle()
  const other = await make.circle()
  const carer = await make.user('carer')
  const admin = await make.user('admin')
  await make.member(home.id, carer.id)
  for (const [who, user] of Object.entries({ home, other, carer, admin })) {
    people[who] = { id: user.id, cookie: await signIn(app, user.email!, TEST_PASSWORD) }
  }
})
afterAll(async () => {
  await app.close()
  await database.close()
})

const as = (who: string) => ({ cookie: people[who]!.cookie })
const createKey = (who: string, payload?: object, query = '') =>
  app.inject({ method: 'POST', url: `/api/ingest-keys${query}`, headers: as(who), ...(payload ? { payload } : {}) })
const ingest = (key: string) =>
  app.inject({
    method: 'POST',
    url: '/api/ingest/events',
    headers: { authorization: `Bearer ${key}` },
    payload: { events: [] },
  })

describe('home keys', () => {
  it('creates a key shown once, keeps only its hash, and lists it without secrets', async () => {
    const res = await createKey('carer', { name: 'Hallway hub' })
    expect(res.statusCode).toBe(201)
    const { id, key } = res.json() as { id: string; key: string }
    expect(key).toMatch(/^hwk_[A-Za-z0-9_-]{43}$/)

    const [row] = await database.db.select().from(ingestKeys).where(eq(ingestKeys.id, id))
    expect(row).toMatchObject({ userId: people.home!.id, createdBy: people.carer!.id, name: 'Hallway hub', keyPrefix: key.slice(0, 12) })
    expect(row!.keyHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(row)).not.toContain(key)

    const list = await app.inject({ method: 'GET', url: '/api/ingest-keys', headers: as('carer') })
    expect(list.statusCode).toBe(200)
    const found = (list.json() as Record<string, unknown>[]).find((k) => k.id === id)
    expect(found).toEqual({
      id,
      name: 'Hallway hub',
      keyPrefix: key.slice(0, 12),
      createdAt: expect.any(String),
      lastUsedAt: null,
      revokedAt: null,
      createdBy: { name: expect.any(String), stillInCircle: true },
      heartbeat: null,
      lastRefusal: null,
      runningLate: null,
      runningAhead: null,
    })
    expect(list.body).not.toContain(key)
    expect(list.body).not.toContain(row!.keyHash)
  })

  // the hub keeps reporting after its maker leaves, so the family must be able to see such a key and revoke it
  it('says who made each key and whether they are still in the care circle', async () => {
    const make = makers(database.db)
    const leaving = await make.user('carer')
    await make.member(people.home!.id, leaving.id)
    const cookie = await signIn(app, leaving.email!, TEST_PASSWORD)
    const made = await app.inject({ method: 'POST', url: '/api/ingest-keys', headers: { cookie }, payload: { name: 'Garage hub' } })
    const byStaff = await createKey('admin', { name: 'Fitted hub' }, `?clientId=${people.home!.id}`)
    expect([made.statusCode, byStaff.statusCode]).toEqual([201, 201])
    const creatorOf = async (id: string) =>
      ((await app.inject({ method: 'GET', url: '/api/ingest-keys', headers: as('carer') })).json() as { id: string; createdBy: unknown }[]).find((k) => k.id === id)!.createdBy
    const name = [leaving.firstName, leaving.lastName].filter(Boolean).join(' ')
    expect(await creatorOf(made.json().id)).toEqual({ name, stillInCircle: true })
    expect(await creatorOf(byStaff.json().id)).toEqual({ name: expect.any(String), stillInCircle: true })

    await database.db.delete(familyMembers).where(and(eq(familyMembers.primaryUserId, people.home!.id), eq(familyMembers.memberUserId, leaving.id)))
    expect(await creatorOf(made.json().id)).toEqual({ name, stillInCircle: false })
    // back in the circle, then deactivated: not in it
    await make.member(people.home!.id, leaving.id)
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, leaving.id))
    expect(await creatorOf(made.json().id)).toEqual({ name, stillInCircle: false })
    // their account deleted: still named, and still not in the circle (the key still works until someone revokes it)
    await database.db.delete(users).where(eq(users.id, leaving.id))
    expect(await creatorOf(made.json().id)).toEqual({ name, stillInCircle: false })
  })

  it('takes the circle from the body or the query, for staff who see every home', async () => {
    const fromBody = await createKey('admin', { clientId: people.other!.id })
    expect(fromBody.statusCode).toBe(201)
    const fromQuery = await createKey('admin', {}, `?clientId=${people.other!.id}`)
    expect(fromQuery.statusCode).toBe(201)
    const noBody = await createKey('admin', undefined, `?clientId=${people.other!.id}`)
    expect(noBody.statusCode).toBe(201)
    const rows = await database.db.select().from(ingestKeys).where(eq(ingestKeys.userId, people.other!.id))
    expect(rows).toHaveLength(3)
    const clash = await createKey('admin', { clientId: people.other!.id }, `?clientId=${people.home!.id}`)
    expect(clash.statusCode).toBe(400)
    expect(clash.json()).toMatchObject({ code: 'VALIDATION', details: { clientId: expect.any(Array) } })
  })

  it('refuses a client (not allowed to manage sensors) and a stranger to the circle', async () => {
    expect((await createKey('home')).statusCode).toBe(403)
    expect((await createKey('carer', { clientId: people.other!.id })).statusCode).toBe(404)
    expect((await app.inject({ method: 'POST', url: '/api/ingest-keys' })).statusCode).toBe(401)
  })

  it('records when a key was last used', async () => {
    const { key, id } = (await createKey('carer')).json() as { id: string; key: string }
    expect((await ingest(key)).statusCode).toBe(202)
    const [row] = await database.db.select().from(ingestKeys).where(eq(ingestKeys.id, id))
    expect(row!.lastUsedAt).toBeInstanceOf(Date)
  })

  it('lists the latest refused events of a key with the reason, for whoever sets the hub up', async () => {
    const { id, key } = (await createKey('carer', { name: 'Refusing hub' })).json() as { id: string; key: string }
    const sent = await app.inject({
      method: 'POST',
      url: '/api/ingest/events',
      headers: { authorization: `Bearer ${key}` },
      payload: { events: [{ deviceId: 'NOT-HERE', timestamp: new Date().toISOString(), motionDetected: true }] },
    })
    expect(sent.statusCode).toBe(422)
    const listed = async () =>
      ((await app.inject({ method: 'GET', url: '/api/ingest-keys', headers: as('carer') })).json() as Record<string, unknown>[]).find((k) => k.id === id)
    expect((await listed())!.lastRefusal).toEqual({ at: expect.any(String), reason: '1 rejected; the first: deviceId: no sensor "NOT-HERE" in this home' })

    // an accepted call leaves it as it was: the page shows its age
    await ingest(key)
    expect((await listed())!.lastRefusal).toMatchObject({ reason: expect.stringContaining('NOT-HERE') })
  })

  it('revokes at once, and answers 404 for a key of another circle', async () => {
    const { id, key } = (await createKey('carer')).json() as { id: string; key: string }
    const otherKey = (await createKey('admin', { clientId: people.other!.id })).json() as { id: string; key: string }
    expect((await ingest(key)).statusCode).toBe(202)

    const stranger = await app.inject({ method: 'DELETE', url: `/api/ingest-keys/${otherKey.id}`, headers: as('carer') })
    expect(stranger.statusCode).toBe(404)
    expect(stranger.json()).toEqual({ message: 'Key not found', code: 'NOT_FOUND' })
    expect((await ingest(otherKey.key)).statusCode).toBe(202)

    const revoked = await app.inject({ method: 'DELETE', url: `/api/ingest-keys/${id}`, headers: as('carer') })
    expect(revoked.statusCode).toBe(204)
    const refused = await ingest(key)
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).toEqual({ message: 'Invalid or revoked ingest key', code: 'UNAUTHORIZED' })

    const list = (await app.inject({ method: 'GET', url: '/api/ingest-keys', headers: as('carer') })).json() as { id: string; revokedAt: string | null }[]
    expect(list.find((k) => k.id === id)!.revokedAt).toEqual(expect.any(String))
    // revoking twice keeps the first time and still answers 204
    expect((await app.inject({ method: 'DELETE', url: `/api/ingest-keys/${id}`, headers: as('carer') })).statusCode).toBe(204)
    expect((await app.inject({ method: 'DELETE', url: '/api/ingest-keys/not-a-uuid', headers: as('carer') })).statusCode).toBe(400)
  })

  it('declares the circle rule with sensors.manage on every key route', () => {
    const rules = app.declaredRoutes.filter((r) => r.url.startsWith('/api/ingest-keys'))
    expect(rules).toHaveLength(3)
    for (const r of rules) expect(r.access).toEqual({ circle: true, permission: 'sensors.manage' })
  })
})
