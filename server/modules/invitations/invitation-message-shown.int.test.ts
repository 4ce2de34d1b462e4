import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailOutbox } from '../../db/platform-schema'
import { useSignedInApp } from '../../test/signed-in-app'

// 'Mum asked me to add you': the words typed with an invitation are shown wherever the invitation is
// (the circle's Family Members, staff's User Management), and go nowhere the invitation does not
const t = useSignedInApp({
  admin: { role: 'admin', firstName: 'Ada', lastName: 'Admin' },
  support: { role: 'support', firstName: 'Sam', lastName: 'Support' },
  grace: { role: 'client', firstName: 'Grace', lastName: 'Hopper' },
  other: { role: 'client', firstName: 'Otto', lastName: 'Other' },
  dana: { role: 'carer', firstName: 'Dana', lastName: 'Hopper', in: 'grace' },
  outsider: { role: 'carer', firstName: 'Oona', lastName: 'Outsider', in: 'other' },
})
const { ids, as } = t
const NOTE = 'Mum asked me to add you'
const brother = `brother-${Math.random().toString(36).slice(2, 8)}@example.org`

describe('the message typed with an invitation', () => {
  it("is in the circle's pending invitations and in staff's, and in neither a client's nor another home's answer", async () => {
    const sent = await as('dana', 'POST', `/api/family/invite?clientId=${ids.grace}`, { inviteeEmail: brother, message: `  ${NOTE}  ` })
    expect(sent.statusCode).toBe(201)

    const family = await as('dana', 'GET', `/api/family/invitations?clientId=${ids.grace}`)
    expect(family.json().find((i: { inviteeEmail: string }) => i.inviteeEmail === brother)?.message).toBe(NOTE)
    for (const staff of ['admin', 'support']) {
      const pending = await as(staff, 'GET', '/api/invitations')
      expect(pending.statusCode).toBe(200)
      expect(pending.json().find((i: { email: string }) => i.email === brother)?.message, staff).toBe(NOTE)
    }

    // who may not see the invitation does not get its words either
    for (const [who, url] of [
      ['grace', `/api/family/invitations?clientId=${ids.grace}`],
      ['outsider', `/api/family/invitations?clientId=${ids.grace}`],
      ['dana', '/api/invitations'],
      ['grace', '/api/invitations'],
    ] as const) {
      const res = await as(who, 'GET', url)
      expect(res.statusCode, `${who} ${url}`).toBeGreaterThanOrEqual(403)
      expect(res.body, `${who} ${url}`).not.toContain(NOTE)
    }
  })

  it('answers none for an invitation sent without one', async () => {
    const plain = `plain-${Math.random().toString(36).slice(2, 8)}@example.org`
    expect((await as('support', 'POST', '/api/invitations', { email: plain, role: 'carer', circleId: ids.grace, message: '   ' })).statusCode).toBe(201)
    const pending = (await as('support', 'GET', '/api/invitations')).json()
    expect(pending.find((i: { email: string }) => i.email === plain)).toMatchObject({ email: plain, message: null })
  })

  it("is on the invitation's own page, which whoever holds the link opens before accepting, with who sent it: the family or staff", async () => {
    const sister = `sister-${Math.random().toString(36).slice(2, 8)}@example.org`
    expect((await as('dana', 'POST', `/api/family/invite?clientId=${ids.grace}`, { inviteeEmail: sister, message: `<b>${NOTE}</b>` })).statusCode).toBe(201)
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, sister)).orderBy(desc(mailOutbox.id)).limit(1)
    const token = mail!.text.match(/\/invitations\/([\w-]+)/)![1]
    const page = await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` })
    expect(page.statusCode).toBe(200)
    expect(page.json()).toMatchObject({ email: sister, role: 'carer', inviterName: 'Dana Hopper', message: `<b>${NOTE}</b>`, isFromFamily: true })

    const nurse = `nurse-${Math.random().toString(36).slice(2, 8)}@example.org`
    expect((await as('support', 'POST', '/api/invitations', { email: nurse, role: 'carer', circleId: ids.grace })).statusCode).toBe(201)
    const [staffMail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, nurse)).orderBy(desc(mailOutbox.id)).limit(1)
    const staffToken = staffMail!.text.match(/\/invitations\/([\w-]+)/)![1]
    expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${staffToken}` })).json()).toMatchObject({ message: null, isFromFamily: false })
  })
})
