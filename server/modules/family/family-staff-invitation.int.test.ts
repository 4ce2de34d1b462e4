import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailOutbox, userInvitations } from '../../db/platform-schema'
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
const linkIn = async (to: string) => new URL((await lastMail(to)).text.match(/http\S+\/invitations\/\S+/)![0])
const tokenOf = (link: URL) => link.pathname.split('/').pop()!
const previewOf = async (token: string, query = '') => t.app.inject({ method: 'GET', url: `/api/invitations/${token}${query}` })
const idOf = async (email: string) => (await t.db.select({ id: userInvitations.id }).from(userInvitations).where(eq(userInvitations.email, email)))[0]!.id
const CARER = 'as a carer, to help look after Grace Hopper.'
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

// Which page sent staff's invitation (a home's Family Members or User Management) decides its words. The link used
// to carry it (?from=family-members): anyone could change the words by editing the link, and a resend from the other
// page changed them. The invitation keeps the page it was sent from; the page its link opens reads it from the preview
describe('the page an invitation was sent from is kept with it', () => {
  it("says Family Members in the preview, with no query on the link, and a resend from User Management keeps the family's words", async () => {
    const son = address('son')
    expect((await as('support', 'POST', `/api/family/invite?clientId=${ids.grace}`, { inviteeEmail: son, inviteeRole: 'carer' })).statusCode).toBe(201)
    const link = await linkIn(son)
    expect(link.search).toBe('')
    const page = await previewOf(tokenOf(link))
    expect(page.statusCode, page.body).toBe(200)
    expect(page.json()).toMatchObject({ role: 'carer', isFromFamily: false, sentFrom: 'family-members' })

    // resent from User Management's Pending Invitations: still the invitation Family Members sent
    const resent = await as('admin', 'POST', `/api/invitations/${await idOf(son)}/resend`)
    expect(resent.statusCode, resent.body).toBe(200)
    expect((await lastMail(son)).text).toContain(`Ada Admin has invited you to join Hearthwatch ${CAREGIVER}`)
    const again = await linkIn(son)
    expect(again.search).toBe('')
    expect((await previewOf(tokenOf(again))).json()).toMatchObject({ sentFrom: 'family-members' })
  })

  it("keeps a carer's invitation from User Management in a carer's words, whatever the link says and wherever it is resent", async () => {
    const carer = address('carer')
    expect((await as('support', 'POST', '/api/invitations', { email: carer, role: 'carer', circleId: ids.grace })).statusCode).toBe(201)
    const token = tokenOf(await linkIn(carer))
    // an old link's query, or one added by hand, is ignored
    const edited = await previewOf(token, '?from=family-members')
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({ isFromFamily: false, sentFrom: 'user-management' })

    // resent from the home's Family Members page: still the carer staff placed from User Management
    const resent = await as('admin', 'POST', `/api/family/invitations/${await idOf(carer)}/resend?clientId=${ids.grace}`)
    expect(resent.statusCode, resent.body).toBe(200)
    expect((await lastMail(carer)).text).toContain(`Ada Admin has invited you to join Hearthwatch ${CARER}`)
    expect((await previewOf(tokenOf(await linkIn(carer)))).json()).toMatchObject({ sentFrom: 'user-management' })
  })

  it('reads an invitation filed before the page was kept as sent from User Management', async () => {
    const carer = address('older')
    expect((await as('admin', 'POST', `/api/family/invite?clientId=${ids.grace}`, { inviteeEmail: carer, inviteeRole: 'carer' })).statusCode).toBe(201)
    const token = tokenOf(await linkIn(carer))
    await t.db.update(userInvitations).set({ sentFrom: null }).where(eq(userInvitations.email, carer))
    expect((await previewOf(token, '?from=family-members')).json()).toMatchObject({ sentFrom: 'user-management' })
  })
})
