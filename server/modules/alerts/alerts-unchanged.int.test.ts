// The alert lists are read again every minute by every open page of a home, and every 30 s by staff's
// All homes: a 304 with no body while nothing changed, the new list once an alert is raised (decision 0058).
import { describe, expect, it } from 'vitest'
import { alerts } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'

const t = useSignedInApp({ client: { role: 'client', firstName: 'Margaret', lastName: 'Ellis' }, support: 'support' })

const read = (url: string, who: 'client' | 'support', ifNoneMatch?: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: t.cookie[who]!, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) } })

const raise = (title: string) => t.db.insert(alerts).values({ userId: t.ids.client!, type: 'inactivity', severity: 'high', title, description: 'Seeded' })

describe.each([
  ["a home's alerts, as its client", '/api/alerts', 'client'],
  ["every home's open alerts, as support", '/api/alerts/open?scope=all', 'support'],
] as const)('%s, read again', (_, url, who) => {
  it('is a 304 with no body while nothing changed, and the new list once an alert is raised', async () => {
    const first = await read(url, who)
    expect(first.statusCode).toBe(200)
    const etag = first.headers.etag as string
    expect(etag).toBeTruthy()
    const again = await read(url, who, etag)
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')

    await raise(`Raised while ${who} looked away`)
    const after = await read(url, who, etag)
    expect(after.statusCode).toBe(200)
    expect(after.body).toContain(`Raised while ${who} looked away`)
    expect((await read(url, who, after.headers.etag as string)).statusCode).toBe(304)
  })
})
