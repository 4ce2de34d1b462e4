// The picker's homes are read again every 30 s by a tab with several homes: when nothing changed the
// answer is a 304 with no body; when anything did (an alert raised in any home) it is the new list.
import { describe, expect, it } from 'vitest'
import { alerts } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'

const t = useSignedInApp({
  home: { role: 'client', firstName: 'Margaret', lastName: 'Ellis', signsIn: false },
  john: { role: 'client', firstName: 'John', lastName: 'Smith', signsIn: false },
  support: 'support',
  carer: { role: 'carer', in: 'home' },
})

const read = (who: 'support' | 'carer' | null, ifNoneMatch?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/circles',
    headers: { ...(who ? { cookie: t.cookie[who]! } : {}), ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
  })

describe('GET /api/circles read again', () => {
  it('is a 304 with no body while nothing changed, and kept out of the browser cache', async () => {
    const first = await read('support')
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toBe('no-store')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await read('support', etag)
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(etag)
    // one of several that the browser names
    expect((await read('support', `"stale", ${etag}`)).statusCode).toBe(304)
  })

  it('is the new list once an alert is raised in a home', async () => {
    const etag = (await read('support')).headers.etag as string
    await t.db.insert(alerts).values({ userId: t.ids.home!, type: 'inactivity', severity: 'high', title: 'No movement', description: 'Seeded' })
    const after = await read('support', etag)
    expect(after.statusCode).toBe(200)
    expect(after.headers.etag).not.toBe(etag)
    const margaret = (after.json() as { clientId: string; openAlerts: number }[]).find((c) => c.clientId === t.ids.home)
    expect(margaret?.openAlerts).toBe(1)
    expect((await read('support', after.headers.etag as string)).statusCode).toBe(304)
  })

  it("is another person's own list, whatever they name, and nothing to someone signed out", async () => {
    const supportEtag = (await read('support')).headers.etag as string
    const carers = await read('carer', supportEtag)
    expect(carers.statusCode).toBe(200)
    expect((carers.json() as unknown[]).length).toBe(1)
    expect((await read(null, supportEtag)).statusCode).toBe(401)
  })
})
