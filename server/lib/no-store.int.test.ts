import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PUBLIC } from '../modules/access/access.plugin'
import { makers, TEST_PASSWORD } from '../test/make'
import { signIn, startTestApp } from '../test/test-app'

// What the API answers is a person's health and contacts: a browser or a proxy must keep no copy of
// it (a shared family computer's disk cache, after she signed out). Answers said nothing about
// caching, so a browser could store them.

let t: Awaited<ReturnType<typeof startTestApp>>
let cookie: string
beforeAll(async () => {
  // a route of this test's own that says how it may be cached
  t = await startTestApp({}, (app) =>
    app.get('/api/test/cached-an-hour', { config: { access: PUBLIC } }, async (_req, reply) => reply.header('cache-control', 'private, max-age=3600').send({ ok: true })),
  )
  const make = makers(t.db)
  const home = await make.circle()
  const carer = await make.user('carer')
  await make.member(home.id, carer.id)
  cookie = await signIn(t.app, carer.email!, TEST_PASSWORD)
})
afterAll(() => t.close())

describe('answers about people', () => {
  it.each(['/api/auth/user', '/api/care-notes', '/api/circle/members', '/api/devices', '/api/dashboard/stats', '/api/notifications/settings'])(
    '%s is never stored by a browser or a proxy',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } })
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('no-store')
    },
  )

  it('keeps what a route says itself (a home’s copy, the alerts with their ETag)', async () => {
    const alerts = await t.app.inject({ method: 'GET', url: '/api/alerts', headers: { cookie } })
    expect(alerts.headers['cache-control']).toBe('no-store')
    expect(alerts.headers.etag).toBeDefined()
  })

  it('a route’s own word on caching stays; the web app’s pages are cached as web-app.ts says', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/api/test/cached-an-hour', headers: { cookie } })
    expect(own.headers['cache-control']).toBe('private, max-age=3600')
    const page = await t.app.inject({ method: 'GET', url: '/alerts', headers: { accept: 'text/html' } })
    expect(page.headers['cache-control']).not.toBe('no-store')
  })

  // the answer a new home's dashboard left unread, so that Chromium kept its request open (decision 0117)
  it('the browser time zone’s answer too, with its body', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/me/browser-time-zone', headers: { cookie }, payload: { timeZone: 'Europe/Paris' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json()).toEqual({ timeZone: 'Europe/Paris' })
  })

  it('is the same for a refusal', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/care-notes' })
    expect(res.statusCode).toBe(401)
    expect(res.headers['cache-control']).toBe('no-store')
  })
})
