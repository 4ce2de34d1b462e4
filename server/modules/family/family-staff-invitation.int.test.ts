import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailOutbox } from '../../db/platform-schema'
import { useSignedInApp } from '../../test/signed-in-app'

// Support, on Grace's Family Members page, invites her son with the Caregiver role the page offers. The
// e-mail said 'as a carer, to help look after Grace Hopper', the words of a carer staff place in a home from
// User Management: he is asked in as a family member with the Caregiver role, as when the family invites him
const t = useSignedInApp({
  admin: { role: 'admin', firstName: 'Ada', lastName: 'Admin' },
  support: { role: 'support', firstName: 'Sam', lastName: 'Support' },
  grace: { role: 'client', firstName: 'Grace', lastName: 'Hopper' },
})
const { ids, as } = t
const address = (who: string) => `${who}-${Math.random().toString(36).slice(2, 8)}@example.org`
const lastMail = async (to: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1))[0]!
const CAREGIVER = "as a family member in Grace Hopper's care circle, with the Caregiver role (can monitor and receive alerts)."

describe("staff's invitation from a home's Family Members page", () => {
  it('asks him in as a family member with the Caregiver role, in the e-mail and on the page its link opens, and again when resent there', async () => {
    const son = address('son')
    const sent = await as('support', 'POST', `/api/family/invite?clientId=${ids.grace}`, { inviteeEmail: son, inviteeRole: 'carer' })
    expect(sent.statusCode, sent.body).toBe(201)
    const mail = await lastMail(son)
    expect(mail.text).toContain(`Sam Support has invited you to join Hearthwatch ${CAREGIVER}`)
    expect(mail.text).not.toContain('as a carer')
    expect(mail.html).toContain('as a family member in Grace Hopper&#39;s care circle, with the Caregiver role')
    // the page the link opens words it the same way: the invitation keeps which page it was sent from, not the link
    const link = new URL(mail.text.match(/http\S+\/invitations\/\S+/)![0])
    expect(link.search).toBe('')
    const page = await t.app.inject({ method: 'GET', url: `/api/invitations/${link.pathname.split('/').pop()}` })
    expect(page.json()).toMatchObject({ role: 'carer', sentFrom: 'family-members' })

    const id = (await as('admin', 'GET', `/api/family/invitations?clientId=${ids.grace}`)).json().find((i: { inviteeEmail: string }) => i.inviteeEmail === son).id
    const resent = await as('admin', 'POST', `/api/family/invitations/${id}/resend?clientId=${ids.grace}`)
    expect(resent.statusCode, resent.body).toBe(200)
    expect((await lastMail(son)).text).toContain(`Ada Admin has invited you to join Hearthwatch ${CAREGIVER}`)
  })

  it('asks someone invited with the Client role in with that role', async () => {
    const husband = address('husband')
    expect((await as('admin', 'POST', `/api/family/invite?clientId=${ids.grace}`, { inviteeEmail: husband, inviteeRole: 'client' })).statusCode).toBe(201)
    expect((await lastMail(husband)).text).toContain(
      "Ada Admin has invited you to join Hearthwatch as a family member in Grace Hopper's care circle, with the Client role (limited access to own data).",
    )
  })

  it('leaves the words of a carer staff place in the home from User Management as they were', async () => {
    const carer = address('carer')
    expect((await as('support', 'POST', '/api/invitations', { email: carer, role: 'carer', circleId: ids.grace })).statusCode).toBe(201)
    const mail = await lastMail(carer)
    expect(mail.text).toContain('Sam Support has invited you to join Hearthwatch as a carer, to help look after Grace Hopper.')
    expect(mail.text).not.toContain('?from=')
  })
})
