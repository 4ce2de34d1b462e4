import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp } from '../test-app'
import { ACTORS, buildWorld, type Actor, type MatrixWorld } from './actors'
import { ROWS } from './rows'

let t: Awaited<ReturnType<typeof startTestApp>>
let world: MatrixWorld
let baseUrl: string
beforeAll(async () => {
  t = await startTestApp()
  world = await buildWorld(t.app, t.db)
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 })
})
afterAll(() => t.close())

describe('the authorization matrix', () => {
  it('has a row for every route the app declares, and no row for a route it does not', () => {
    const declared = t.app.declaredRoutes.map((r) => `${r.method} ${r.url}`).sort()
    const rows = [...new Set(ROWS.map((r) => r.route))].sort()
    expect(rows).toEqual(declared)
  })

  // rows that replace or end the actor's session run last
  const sessionChanging = ['POST /auth/register', 'GET /api/logout']
  const ordered = [...ROWS.filter((r) => !sessionChanging.includes(r.route)), ...ROWS.filter((r) => sessionChanging.includes(r.route))]
  for (const actor of ACTORS) {
    for (const row of ordered) {
      it(`${row.route}${row.target ? ` ${row.target}` : ''} as ${actor} → ${row.expect[actor]}`, async () => {
        const res = await send(actor, await row.request(world, actor))
        expect(res.statusCode, res.body).toBe(row.expect[actor])
        if (!row.mayNameOtherCircles) {
          for (const marker of world.markersOfB) expect(res.body).not.toContain(marker)
        }
      })
    }
  }
})

async function send(actor: Actor, req: Awaited<ReturnType<(typeof ROWS)[number]['request']>>) {
  const cookie = actor === 'signedOut' ? undefined : world.cookies[actor]
  const headers: Record<string, string> = cookie ? { cookie } : {}
  if (req.form) headers['content-type'] = 'application/x-www-form-urlencoded'
  if (req.stream) return openStream(req.url, headers)
  return t.app.inject({
    method: req.method,
    url: req.url,
    headers,
    ...(req.form ? { payload: new URLSearchParams(req.form).toString() } : req.payload ? { payload: req.payload } : {}),
  })
}

/** Opens a server-sent event stream over a real connection, reads its status, and hangs up */
async function openStream(url: string, headers: Record<string, string>) {
  const abort = new AbortController()
  const res = await fetch(baseUrl + url, { headers, signal: abort.signal })
  const body = res.ok ? '' : await res.text()
  abort.abort()
  return { statusCode: res.status, body }
}
