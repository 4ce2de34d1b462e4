// The picker's homes are read again every 30 s by a tab with several homes: when nothing changed the
// answer is a 304 with no body; when anything did (an alert raised in any home) it is the new list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alerts } from '../../db/schema'
import { makers, TEST_PASSWORD } from '../../test/make'
import { signIn, startTestApp } from '../../test/test-app'

let t: Awaited<ReturnType<typeof startTestApp>>
let home: { id: string }
const cookies: Record<'support' | 'carer', string> = { support: '', carer: '' }

beforeAll(async () => {
  t = await startTestApp()
  const make = makers(t.db)
  home = await make.circle({ firstName: 'Margaret', lastName: 'Ellis' })
  await make.circle({ firstName: 'John', lastName: 'Smith' })
  const support = await make.user('support')
  const carer = await make.user('carer')
  await make.member(home.id, carer.id)
  cookies.support = await signIn(t.app, support.email!, TEST_PASSWORD)
  cookies.carer = await signIn(t.app, carer.email!, TEST_PASSWORD)
})
afterAll(() => t.close())

const read = (who: keyof typeof cookies | null, ifNoneMatch?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/circles',
    headers: { ...(who ? { cookie: cookies[who] } : {}), ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
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
    await t.db.insert(alerts).values({ userId: home.id, type: 'inactivity', severity: 'high', title: 'No movement', description: 'Seeded' })
    const after = await read('support', etag)
    expect(after.statusCode).toBe(200)
    expect(after.headers.etag).not.toBe(etag)
    const margaret = (after.json() as { clientId: string; openAlerts: number }[]).find((c) => c.clientId === home.id)
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
