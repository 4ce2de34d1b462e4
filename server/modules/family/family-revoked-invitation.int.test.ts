// A family invitation revoked while the invitee has its link open: the page was read before the revocation,
// the form is sent after it. The invitee is told what opening the link afresh would tell them (the link is not
// valid: a revoked invitation is gone), and nothing is made: no account, no member, no session. The same when
// the revocation lands while the accept is under way, its link read but not yet spent (which answered "already
// used. If it was you, please sign in", to someone with no account).
import { and, desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { INVITATION_MESSAGES } from '../../../contracts/invitations'
import { auditLog, mailOutbox, userInvitations } from '../../db/platform-schema'
import { familyMembers, users } from '../../db/schema'
import type { Db } from '../../lib/db'
import { untilWaitingForLocks } from '../../test/lock-waits'
import { useSignedInApp } from '../../test/signed-in-app'
import { revokeFamilyInvitation } from './family.service'

const t = useSignedInApp(
  {
    grace: { role: 'client', firstName: 'Grace', lastName: 'Hopper' },
    dana: { role: 'carer', firstName: 'Dana', lastName: 'Hopper', in: 'grace' },
    otto: { role: 'client', firstName: 'Otto', lastName: 'Other', signsIn: false },
    // a carer of another home, whom Dana invites too: she accepts by signing in, with no form
    cal: { role: 'carer', firstName: 'Cal', lastName: 'Ward', in: 'otto' },
  },
  { env: { PUBLIC_URL: 'https://care.example.org' }, live: true },
)
const { ids, emails } = t
const fresh = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}@example.org`
const FORM = { firstName: 'Nell', lastName: 'Hopper', password: 'a-long-password', confirmPassword: 'a-long-password' }

/** Dana invites `email` into Grace's home; answers the invitation's id and the token of its e-mailed link */
async function invited(email: string) {
  const sent = await t.as('dana', 'POST', '/api/family/invite', { inviteeEmail: email })
  expect(sent.statusCode).toBe(201)
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1)
  const token = mail!.text.match(/https:\/\/care\.example\.org\/invitations\/([\w-]+)/)![1]!
  // the invitee's page is open: the link was good when it was read
  expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` })).statusCode).toBe(200)
  return { id: sent.json().invitation.id as string, token }
}

const accept = (token: string, who?: string) =>
  who ? t.as(who, 'POST', `/api/invitations/${token}/accept`, {}) : t.app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, payload: FORM })

/** The answer the invitee's page shows above its form (as opening the link now would), and no session with it */
function expectGone(res: Awaited<ReturnType<typeof accept>>) {
  expect(res.statusCode, res.body).toBe(404)
  expect(res.json().message).toBe(INVITATION_MESSAGES.notFound)
  expect(String(res.headers['set-cookie'] ?? '')).not.toContain('hw_session=')
}

/** Nothing made of the link to `email`: no new account (`member`: no membership of hers), no invitation left, no accept on the trail */
async function expectNothingMade(email: string, member?: string) {
  if (member) expect(await t.db.select().from(familyMembers).where(and(eq(familyMembers.primaryUserId, ids.grace!), eq(familyMembers.memberUserId, member)))).toEqual([])
  else expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([])
  expect(await t.db.select().from(userInvitations).where(eq(userInvitations.email, email))).toEqual([])
  expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'invitation.accepted'))).toEqual([])
}

/**
 * Sends `send` while the invitation's revocation is under way (its row deleted, not yet committed), so that
 * the accept reads the link as good and then waits to spend it; answers once the revocation has committed
 */
async function revokedMidway(id: string, send: () => ReturnType<typeof accept>) {
  const { sending } = await t.db.transaction(async (tx) => {
    await revokeFamilyInvitation({ db: tx as unknown as Db, live: t.live }, ids.grace!, id)
    const sending = send()
    await untilWaitingForLocks(t.db, 1, 'the accept')
    // wrapped, or the transaction would wait for the accept that waits for it
    return { sending }
  })
  return sending
}

describe('a family invitation revoked while the invitee has its link open', () => {
  it('revoked before the form is sent: the link is not valid, and no account, member or session is made', async () => {
    const email = fresh('nell')
    const { id, token } = await invited(email)
    expect((await t.as('dana', 'DELETE', `/api/family/invitations/${id}`)).statusCode).toBe(204)
    expectGone(await accept(token))
    await expectNothingMade(email)
  })

  // two connections at once: PostgreSQL only (the embedded database has one)
  describe.skipIf(!process.env.TEST_DATABASE_URL)('revoked while the accept is under way', () => {
    it('a new account: the same answer, and nothing made', async () => {
      const email = fresh('nora')
      const { id, token } = await invited(email)
      expectGone(await revokedMidway(id, () => accept(token)))
      await expectNothingMade(email)
    })

    it('a carer of another home joining by signing in: the same answer, and she is not made a member', async () => {
      const { id, token } = await invited(emails.cal!)
      expectGone(await revokedMidway(id, () => accept(token, 'cal')))
      await expectNothingMade(emails.cal!, ids.cal)
    })
  })
})
