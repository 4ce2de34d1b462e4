import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema'
import { makers, TEST_PASSWORD } from '../../test/make'
import { signIn, startTestApp } from '../../test/test-app'
import { requireCircle } from './access.plugin'

let t: Awaited<ReturnType<typeof startTestApp>>
const people: Record<string, { id: string; email: string | null; cookie?: string }> = {}

beforeAll(async () => {
  t = await startTestApp({}, (app) => {
    app.get('/api/test/circle', { config: { access: { circle: true } } }, async (req) => requireCircle(req))
    app.get('/api/test/delete-sensor', { config: { access: { circle: true, permission: 'sensors.delete' } } }, async () => ({ ok: true }))
  })
  const make = makers(t.db)
  const home = await make.circle({ firstName: 'Home', lastName: 'One' })
  const other = await make.circle({ firstName: 'Home', lastName: 'Two' })
  const carer = await make.user('carer')
  const busyCarer = await make.user('carer')
  const admin = await make.user('admin')
  const joinedClient = await make.user('client')
  await make.member(home.id, carer.id)
  await make.member(home.id, busyCarer.id)
  await make.member(other.id, busyCarer.id)
  await make.member(home.id, joinedClient.id, 'client')
  Object.assign(people, { home, other, carer, busyCarer, admin, joinedClient })
  for (const p of Object.values(people)) p.cookie = await signIn(t.app, p.email!, TEST_PASSWORD)
})
afterAll(() => t.close())

const get = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: people[who]!.cookie! } })

describe('access rules', () => {
  it('stops the app from starting when a route declares no rule', async () => {
    const bare = await startTestApp({}, (app) => {
      expect(() => app.get('/api/undeclared', async () => 'open')).toThrow(/GET \/api\/undeclared declares no access rule/)
    })
    await bare.close()
  })

  it('lists every declared route with its rule', () => {
    expect(t.app.declaredRoutes).toContainEqual({ method: 'GET', url: '/api/health', access: { public: true } })
    expect(t.app.declaredRoutes).toContainEqual({ method: 'GET', url: '/api/auth/user', access: { signedIn: true } })
  })

  it.each([
    ['the client', 'home', 'home', 'owner'],
    ['a carer with one circle', 'carer', 'home', 'member'],
    ['a client who joined by invitation', 'joinedClient', 'home', 'member'],
  ])('defaults %s to their own or only circle', async (_, who, circle, via) => {
    const res = await get(who, '/api/test/circle')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ clientId: people[circle]!.id, via })
  })

  it('asks a person with several circles which one, naming clientId', async () => {
    for (const who of ['busyCarer', 'admin']) {
      const res = await get(who, '/api/test/circle')
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ details: { clientId: expect.any(Array) } })
    }
    const chosen = await get('busyCarer', `/api/test/circle?clientId=${people.other!.id}`)
    expect(chosen.json()).toMatchObject({ clientId: people.other!.id, via: 'member' })
  })

  it('lets staff into every circle and nobody else into a circle not theirs', async () => {
    expect((await get('admin', `/api/test/circle?clientId=${people.other!.id}`)).json()).toMatchObject({ via: 'staff' })
    for (const who of ['carer', 'home', 'joinedClient']) {
      const res = await get(who, `/api/test/circle?clientId=${people.other!.id}`)
      expect(res.statusCode, who).toBe(404)
      expect(res.json()).toEqual({ message: 'Circle not found', code: 'NOT_FOUND' })
    }
    // a person is not a circle, even to staff
    expect((await get('admin', `/api/test/circle?clientId=${people.carer!.id}`)).statusCode).toBe(404)
  })

  it('reads a circle id in capitals as the same circle, for every role, and answers it as the id it is', async () => {
    for (const [who, via] of [['home', 'owner'], ['carer', 'member'], ['joinedClient', 'member'], ['admin', 'staff']]) {
      const res = await get(who!, `/api/test/circle?clientId=${people.home!.id.toUpperCase()}`)
      expect(res.statusCode, who).toBe(200)
      // the live events and the page's keys use it: one circle, one spelling
      expect(res.json()).toMatchObject({ clientId: people.home!.id, via })
    }
  })

  it('refuses a malformed clientId with a message naming it', async () => {
    const res = await get('admin', '/api/test/circle?clientId=42')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'VALIDATION', details: { clientId: ['clientId must be a circle id'] } })
  })

  it('checks the role table before the circle', async () => {
    expect((await get('carer', '/api/test/delete-sensor')).statusCode).toBe(403)
    expect((await get('admin', `/api/test/delete-sensor?clientId=${people.home!.id}`)).statusCode).toBe(200)
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/test/delete-sensor' })
    expect(signedOut.statusCode).toBe(401)
  })

  it('lists the circles each person may pick from', async () => {
    const names = async (who: string) => ((await get(who, '/api/circles')).json() as { lastName: string }[]).map((c) => c.lastName)
    expect(await names('admin')).toEqual(['One', 'Two'])
    expect(await names('busyCarer')).toEqual(['One', 'Two'])
    expect(await names('carer')).toEqual(['One'])
    expect(await names('joinedClient')).toEqual(['One'])
  })

  it('ends a deactivated person\'s sessions at once and refuses their sign-in', async () => {
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, people.carer!.id))
    expect((await get('carer', '/api/auth/user')).statusCode).toBe(401)
    await expect(signIn(t.app, people.carer!.email!, TEST_PASSWORD)).rejects.toThrow(/sign-in failed/)
  })
})
