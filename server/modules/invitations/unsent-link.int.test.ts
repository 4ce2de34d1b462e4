// Inviting on a server with no e-mail set up: the invitation's link reached nobody (it was in the server's log
// alone) while the inviter was told to pass it on. The answer to whoever invited, and only that, now carries it:
// Invite User and Resend on User Management, Invite Family Member and Resend on Family Members.
import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MAIL_OFF_ERROR } from '../../../contracts/mail'
import { mailOutbox } from '../../db/platform-schema'
import { useSignedInApp } from '../../test/signed-in-app'

const t = useSignedInApp(
  { admin: 'admin', support: 'support', client: 'client', carer: { role: 'carer', in: 'client' }, otherCarer: { role: 'carer', in: 'client' } },
  { env: { PUBLIC_URL: 'https://care.example.org' } },
)
const fresh = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}@example.org`
const inHome = (url: string) => `${url}${url.includes('?') ? '&' : '?'}clientId=${t.ids.client}`

/** The link in the last message kept for `email` (this server has no SMTP_URL) */
async function linkKeptFor(email: string) {
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1)
  return mail!.text.match(/https:\/\/care\.example\.org\/invitations\/[\w-]+/)![0]
}

describe('an invitation no e-mail could carry', () => {
  it('gives staff who invited, and who resent, the working link; no list shows it', async () => {
    const email = fresh('staff-invited')
    const res = await t.as('support', 'POST', '/api/invitations', { email, role: 'carer', circleId: t.ids.client })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ emailError: MAIL_OFF_ERROR, link: await linkKeptFor(email) })
    const resent = await t.as('support', 'POST', `/api/invitations/${res.json().invitation.id}/resend`)
    const link = resent.json().link as string
    expect(link).toBe(await linkKeptFor(email))
    expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${link.split('/').at(-1)}` })).json()).toMatchObject({ email })
    // the other staff member, and the home's carers, read the lists: the token is in none
    const token = link.split('/').at(-1)!
    for (const [who, url] of [['admin', '/api/invitations'], ['otherCarer', inHome('/api/family/invitations')]] as const) {
      const list = await t.as(who, 'GET', url)
      expect(list.statusCode, `${who} ${url}`).toBe(200)
      expect(list.body).not.toContain(token)
    }
  })

  it('gives the carer who invited into her home, and who resent, the working link; the other carer\'s list does not show it', async () => {
    const email = fresh('family-invited')
    const res = await t.as('carer', 'POST', inHome('/api/family/invite'), { inviteeEmail: email, inviteeRole: 'carer' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ emailError: MAIL_OFF_ERROR, link: await linkKeptFor(email) })
    const resent = await t.as('carer', 'POST', inHome(`/api/family/invitations/${res.json().invitation.id}/resend`))
    const link = resent.json().link as string
    expect(link).toBe(await linkKeptFor(email))
    const list = await t.as('otherCarer', 'GET', inHome('/api/family/invitations'))
    expect(list.json().map((i: { inviteeEmail: string }) => i.inviteeEmail)).toContain(email)
    expect(list.body).not.toContain(link.split('/').at(-1)!)
  })
})
