import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { useSignedInApp } from '../test/signed-in-app'

// a list as long as a busy home's alerts: repetitive JSON, as the real ones are
const BIG = Array.from({ length: 400 }, (_, i) => ({ id: i, title: 'No movement detected', description: `No movement for ${i} min at home (last in the kitchen)` }))
// the app with routes of this file's own; nobody signs in
const t = useSignedInApp(
  {},
  {
    routes: (app) => {
      app.get('/test/big', async () => BIG)
      app.get('/test/small', async () => ({ ok: true }))
      app.post('/test/echo', async (req) => ({ got: req.body }))
    },
  },
)

describe('compressed responses', () => {
  it('sends a large JSON answer brotli- or gzip-compressed, as the browser accepts, and it unpacks to the same', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/test/big', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(BIG)
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(BIG).length / 5)
    const gzip = await t.app.inject({ method: 'GET', url: '/test/big', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(BIG)
  })

  it('leaves an answer plain for a client that does not ask, and a small answer plain for everyone', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/test/big' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.json()).toEqual(BIG)
    const small = await t.app.inject({ method: 'GET', url: '/test/small', headers: { 'accept-encoding': 'br, gzip' } })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.json()).toEqual({ ok: true })
  })

  it('takes request bodies as sent: a compressed body is not unpacked (hubs and forms send plain ones)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ a: 1 })),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ message: expect.any(String) })
    const plain = await t.app.inject({ method: 'POST', url: '/test/echo', headers: { 'content-type': 'application/json' }, payload: { a: 1 } })
    expect(plain.json()).toEqual({ got: { a: 1 } })
  })
})
