// The token a tab sends with its own change (OWN_CHANGE_HEADER) comes back in the live word of it, so that tab does
// not read again what it reads itself once the server answers; every other tab reads the word as any (decision 0135)
import { describe, expect, it } from 'vitest'
import { OWN_CHANGE_HEADER } from '../../../contracts/live'
import { useSignedInApp } from '../../test/signed-in-app'

const t = useSignedInApp({ home: 'client', carer: { role: 'carer', in: 'home' } }, { hear: ['home'] })
const { ids, cookie } = t
const TOKEN = 'mo4w1x-abc123def456'

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token?: string) =>
  t.app.inject({
    method,
    url: `${url}${url.includes('?') ? '&' : '?'}clientId=${ids.home!}`,
    headers: { cookie: cookie.carer!, ...(token === undefined ? {} : { [OWN_CHANGE_HEADER]: token }) },
    ...(payload ? { payload } : {}),
  })

const words = () => t.heard.home!.splice(0)

describe("a change's own token in its live word", () => {
  it('adding, editing and deleting a note each say the note and the token sent; none sent, or not a token, says none', async () => {
    words()
    const added = await send('POST', '/api/care-notes', { content: 'Ate well.' }, TOKEN)
    expect(added.statusCode).toBe(201)
    const id = (added.json() as { id: string }).id
    expect(words()).toEqual([{ type: 'notes.changed', circleId: ids.home, id, change: TOKEN }])
    expect((await send('PUT', `/api/care-notes/${id}`, { content: 'Ate very well.' }, TOKEN)).statusCode).toBe(200)
    expect(words()).toEqual([{ type: 'notes.changed', circleId: ids.home, id, change: TOKEN }])
    await send('PUT', `/api/care-notes/${id}`, { content: 'Ate it all.' })
    expect(words()).toEqual([{ type: 'notes.changed', circleId: ids.home, id }])
    await send('PUT', `/api/care-notes/${id}`, { content: 'Ate it all, twice.' }, 'no good: <script>')
    expect(words()).toEqual([{ type: 'notes.changed', circleId: ids.home, id }])
  })

  it("Emergency and Contact say the token of the tab that sent them", async () => {
    words()
    const raised = await send('POST', '/api/alerts/emergency', undefined, TOKEN)
    expect(raised.statusCode).toBe(201)
    const id = (raised.json() as { id: string }).id
    expect(words()).toEqual([{ type: 'alert.created', circleId: ids.home, id, change: TOKEN }])
    expect((await send('POST', `/api/alerts/${id}/responses`, { action: 'contact' }, 'other-tab-token')).statusCode).toBe(204)
    expect(words()).toEqual([{ type: 'alert.updated', circleId: ids.home, id, change: 'other-tab-token' }])
  })

  it('Resolve says the token of the tab that resolved; a resolve without one says none', async () => {
    // (the Emergency above may still be open: pressed again, it is the same alert)
    const first = (await send('POST', '/api/alerts/emergency')).json() as { id: string }
    words()
    expect((await send('PUT', `/api/alerts/${first.id}/resolve`, undefined, TOKEN)).statusCode).toBe(200)
    expect(words()).toEqual([{ type: 'alert.resolved', circleId: ids.home, id: first.id, change: TOKEN }])
    const second = (await send('POST', '/api/alerts/emergency')).json() as { id: string }
    expect(second.id).not.toBe(first.id)
    words()
    expect((await send('PUT', `/api/alerts/${second.id}/resolve`)).statusCode).toBe(200)
    const [word] = words()
    expect(word).toEqual({ type: 'alert.resolved', circleId: ids.home, id: second.id })
    expect(word).not.toHaveProperty('change', expect.anything())
  })
})
