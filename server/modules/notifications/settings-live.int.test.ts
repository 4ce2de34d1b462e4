import { describe, expect, it } from 'vitest'
import { openEventStream } from '../../test/event-stream'
import { useSignedInApp } from '../../test/signed-in-app'
import { browserKeys } from './web-push.test-service'

// The dashboard's 'How alerts reach you' says her settings: changed on her laptop, her phone's card follows.
// Her own streams hear that her settings changed; nobody else's does, on a home's stream or on staff's All homes.
const t = useSignedInApp(
  {
    home: { role: 'client', signsIn: false },
    sarah: { role: 'carer', in: 'home' },
    tom: { role: 'carer', in: 'home' },
    admin: 'admin',
  },
  { deps: { liveHeartbeatMs: 150 } },
)
const { cookie, ids, as } = t

const eventsOf = (sent: string, type: string) => [...sent.matchAll(new RegExp(`event: ${type.replace('.', '\\.')}\\ndata: (.*)\\n`, 'g'))].map((m) => JSON.parse(m[1]!) as { circleId: string })

describe("a person's own settings, changed: her open pages hear it", () => {
  it('on her home stream, for each change (settings, dismissing the card, a browser added for push), and not on another carer of the same home', async () => {
    const hers = await openEventStream(t.app, `/api/live?clientId=${ids.home}`, cookie.sarah!)
    const his = await openEventStream(t.app, `/api/live?clientId=${ids.home}`, cookie.tom!)
    await Promise.all([hers.until('event: ready\n'), his.until('event: ready\n')])

    expect((await as('sarah', 'PUT', '/api/notifications/settings', { alertEmails: 'all' })).statusCode).toBe(200)
    await hers.until('event: settings.changed\n')
    expect((await as('sarah', 'POST', '/api/notifications/alerts-intro-seen')).statusCode).toBe(204)
    const endpoint = 'https://push.example.org/send/sarah-phone'
    expect((await as('sarah', 'POST', '/api/notifications/push-subscriptions', { endpoint, keys: (({ p256dh, auth }) => ({ p256dh, auth }))(browserKeys()) })).statusCode).toBe(204)
    const sent = await hers.until('event: settings.changed\n', 3)
    expect(eventsOf(sent, 'settings.changed').map((e) => e.circleId)).toEqual(Array(3).fill(`user:${ids.sarah}`))

    // his stream goes on with the home's news, none of hers: a note of the home reaches him after her changes
    expect((await as('sarah', 'POST', `/api/care-notes?clientId=${ids.home}`, { category: 'health_check', content: 'Rang Mum', isPrivate: false })).statusCode).toBe(201)
    const heard = await his.until('event: notes.changed\n')
    expect(heard).not.toContain('event: settings.changed')
  })

  it("on staff's All homes stream, their own and nobody else's", async () => {
    const staff = await openEventStream(t.app, '/api/live/every-home', cookie.admin!)
    await staff.until('event: ready\n')
    expect((await as('tom', 'PUT', '/api/notifications/settings', { alertPush: 'none' })).statusCode).toBe(200)
    expect((await as('admin', 'PUT', '/api/notifications/settings', { alertEmails: 'none' })).statusCode).toBe(200)
    const sent = await staff.until('event: settings.changed\n')
    expect(eventsOf(sent, 'settings.changed')).toEqual([{ type: 'settings.changed', circleId: `user:${ids.admin}` }])
  })
})
