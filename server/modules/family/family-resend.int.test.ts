// Resend on the Family Members page: the daughter lost the e-mail, or a week went by. The link is sent again, a
// new one (the old stops working) good for another week, by whoever may invite into the home; nobody of another
// home reaches the invitation. Before, only Revoke was offered there, and the message had to be typed again.
import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { INVITATION_MESSAGES } from '../../../contracts/invitations'
import { auditLog, mailOutbox, userInvitations } from '../../db/platform-schema'
import { useSignedInApp } from '../../test/signed-in-app'

const t = useSignedInApp(
  {
    grace: { role: 'client', firstName: 'Grace', lastName: 'Hopper' },
    dana: { role: 'carer', firstName: 'Dana', lastName: 'Hopper', in: 'grace' },
    otto: { role: 'client', firstName: 'Otto', lastName: 'Other', signsIn: false },
    cal: { role: 'carer', firstName: 'Cal', lastName: 'Ward', in: 'otto' },
  },
  { env: { PUBLIC_URL: 'https://care.example.org' } },
)
const { ids } = t

const lastLinkTo = async (email: string) => {
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1)
  return mail!.text.match(/https:\/\/care\.example\.org\/invitations\/([\w-]+)/)![1]!
}
const preview = (token: string) => t.app.inject({ method: 'GET', url: `/api/invitations/${token}` })

describe('resending a family invitation', () => {
  it('mails a new link good for another week, the old one stops, and it is on the trail', async () => {
    const email = 'nell@example.org'
    const sent = await t.as('dana', 'POST', '/api/family/invite', { inviteeEmail: email, message: 'From Dana' })
    const { id, expiresAt } = sent.json().invitation as { id: string; expiresAt: string }
    const first = await lastLinkTo(email)
    // a week on, almost: the link is about to lapse
    await t.db.update(userInvitations).set({ expiresAt: new Date(Date.now() + 60_000) }).where(eq(userInvitations.id, id))

    const resent = await t.as('dana', 'POST', `/api/family/invitations/${id}/resend`)
    expect(resent.statusCode, resent.body).toBe(200)
    expect(resent.json()).toMatchObject({ invitation: { id, email } })
    expect(Date.parse(resent.json().invitation.expiresAt)).toBeGreaterThanOrEqual(Date.parse(expiresAt))
    const second = await lastLinkTo(email)
    expect(second).not.toBe(first)
    expect((await preview(first)).statusCode).toBe(404)
    expect((await preview(second)).json()).toMatchObject({ email, circleName: 'Grace Hopper' })
    const [trail] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'invitation.resent'))
    expect(trail).toMatchObject({ actorId: ids.dana, circleId: ids.grace })
  })

  it('is not found from another home, nor for one already gone', async () => {
    const sent = await t.as('dana', 'POST', '/api/family/invite', { inviteeEmail: 'ivy@example.org' })
    const { id } = sent.json().invitation as { id: string }
    const stranger = await t.as('cal', 'POST', `/api/family/invitations/${id}/resend`)
    expect(stranger.statusCode).toBe(404)
    expect((await t.as('dana', 'DELETE', `/api/family/invitations/${id}`)).statusCode).toBe(204)
    const gone = await t.as('dana', 'POST', `/api/family/invitations/${id}/resend`)
    expect(gone.statusCode).toBe(404)
    expect(gone.json().message).not.toBe(INVITATION_MESSAGES.notFound)
  })
})
