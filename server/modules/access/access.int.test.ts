import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema'
import { TEST_PASSWORD } from '../../test/make'
import { useSignedInApp } from '../../test/signed-in-app'
import { signIn, startTestApp } from '../../test/test-app'
import { requireCircle } from './access.plugin'

const t = useSignedInApp(
  {
    home: { role: 'client', firstName: 'Home', lastName: 'One' },
    other: { role: 'client', firstName: 'Home', lastName: 'Two' },
    carer: { role: 'carer', in: 'home' },
    // in Home Two's circle too (below)
    busyCarer: { role: 'carer', in: 'home' },
    admin: 'admin',
    joinedClient: { role: 'client', in: 'home' },
  },
  {
    routes: (app) => {
      app.get('/api/test/circle', { config: { access: { circle: true } } }, async (req) => requireCircle(req))
      app.get('/api/test/delete-sensor', { config: { access: { circle: true, permission: 'sensors.delete' } } }, async () => ({ ok: true }))
    },
  },
)
const { ids } = t

beforeAll(async () => {
  await t.make.member(ids.other!, ids.busyCarer!)
})

const get = (who: string, url: string) => t.as(who, 'GET', url)

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
    expect(res.json()).toMatchObject({ clientId: ids[circle], via })
  })

  it('asks a person with several circles which one, naming clientId', async () => {
    for (const who of ['busyCarer', 'admin']) {
      const res = await get(who, '/api/test/circle')
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ details: { clientId: expect.any(Array) } })
    }
    const chosen = await get('busyCarer', `/api/test/circle?clientId=${ids.other!}`)
    expect(chosen.json()).toMatchObject({ clientId: ids.other!, via: 'member' })
  })

  it('lets staff into every circle and nobody else into a circle not theirs', async () => {
    expect((await get('admin', `/api/test/circle?clientId=${ids.other!}`)).json()).toMatchObject({ via: 'staff' })
    for (const who of ['carer', 'home', 'joinedClient']) {
      const res = await get(who, `/api/test/circle?clientId=${ids.other!}`)
      expect(res.statusCode, who).toBe(404)
      expect(res.json()).toEqual({ message: 'Circle not found', code: 'NOT_FOUND' })
    }
    // a person is not a circle, even to staff
    expect((await get('admin', `/api/test/circle?clientId=${ids.carer!}`)).statusCode).toBe(404)
  })

  it('reads a circle id in capitals as the same circle, for every role, and answers it as the id it is', async () => {
    for (const [who, via] of [['home', 'owner'], ['carer', 'member'], ['joinedClient', 'member'], ['admin', 'staff']]) {
      const res = await get(who!, `/api/test/circle?clientId=${ids.home!.toUpperCase()}`)
      expect(res.statusCode, who).toBe(200)
      // the live events and the page's keys use it: one circle, one spelling
      expect(res.json()).toMatchObject({ clientId: ids.home!, via })
    }
  })

  it('refuses a malformed clientId with a message naming it', async () => {
    const res = await get('admin', '/api/test/circle?clientId=42')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'VALIDATION', details: { clientId: ['clientId must be a circle id'] } })
  })

  it('checks the role table before the circle', async () => {
    expect((await get('carer', '/api/test/delete-sensor')).statusCode).toBe(403)
    expect((await get('admin', `/api/test/delete-sensor?clientId=${ids.home!}`)).statusCode).toBe(200)
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
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, ids.carer!))
    expect((await get('carer', '/api/auth/user')).statusCode).toBe(401)
    await expect(signIn(t.app, t.emails.carer!, TEST_PASSWORD)).rejects.toThrow(/sign-in failed/)
  })
})
