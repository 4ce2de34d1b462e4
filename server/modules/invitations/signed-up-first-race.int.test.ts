// Two invitations to someone who signed up first (decision 0044), accepted at the same moment: one into
// a home as a client who shares it, one into another as a carer. Accepted one after the other, the
// second is refused (she no longer has an empty home of her own). At the same moment, both passed that
// check before either was stored, and both joined: the carer's link made her a carer, so in the home
// whose family had asked her in as a client only she could write notes, manage sensors and invite.
import { desc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { INVITATION_MESSAGES } from '../../../contracts/invitations'
import { familyMembers, users } from '../../db/schema'
import { mailOutbox, userInvitations } from '../../db/platform-schema'
import { untilWaitingForLocks } from '../../test/lock-waits'
import { useSignedInApp } from '../../test/signed-in-app'
import { signIn } from '../../test/test-app'

const t = useSignedInApp(
  {
    mum: { role: 'client', firstName: 'Mabel', lastName: 'Marsh' },
    robin: { role: 'carer', firstName: 'Robin', lastName: 'Marsh', in: 'mum' },
    otto: { role: 'client', firstName: 'Otto', lastName: 'Lane' },
    olive: { role: 'carer', firstName: 'Olive', lastName: 'Lane', in: 'otto' },
  },
  { env: { PUBLIC_URL: 'https://care.example.org' } },
)
const { ids, cookie } = t

const invite = (who: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/family/invite', headers: { cookie: cookie[who]! }, payload })
async function tokenOf(circleId: string, address: string) {
  const [row] = await t.db.select({ id: userInvitations.id }).from(userInvitations).where(eq(userInvitations.circleId, circleId))
  const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, address)).orderBy(desc(mailOutbox.id))
  const tokens = mails.map((m) => m.text.match(/\/invitations\/([\w-]+)/)![1]!)
  for (const token of tokens) {
    const preview = await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` })
    if (preview.json().circleId === circleId) return { token, id: row!.id }
  }
  throw new Error(`no invitation into ${circleId} mailed to ${address}`)
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('someone who signed up first, accepting two invitations at once', () => {
  it('joins one home only: the other link is refused and stays open, and her role is the one that home asked for', async () => {
    const address = 'gus.marsh@example.org'
    const form = { firstName: 'Gus', lastName: 'Marsh', email: address, password: 'secret-words', confirmPassword: 'secret-words' }
    const signedUp = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(signedUp.statusCode).toBe(303)
    const gus = await signIn(t.app, address, 'secret-words')
    const [account] = await t.db.select().from(users).where(eq(users.email, address))

    expect((await invite('robin', { inviteeEmail: address, inviteeRole: 'client' })).statusCode).toBe(201)
    expect((await invite('olive', { inviteeEmail: address })).statusCode).toBe(201)
    const asClient = await tokenOf(ids.mum!, address)
    const asCarer = await tokenOf(ids.otto!, address)
    const accept = (token: string) => t.app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, payload: {}, headers: { cookie: gus } })

    // her row held elsewhere, so that both accepts have read her home as empty and wait at its lock
    const { both } = await t.db.transaction(async (tx) => {
      await tx.execute(sql`select id from ${users} where id = ${account!.id} for update`)
      const both = Promise.all([accept(asClient.token), accept(asCarer.token)])
      await untilWaitingForLocks(t.db, 2, 'the accepts')
      // wrapped, or the transaction would wait for the accepts that wait for it
      return { both }
    })
    const answers = await both

    const codes = answers.map((a) => a.statusCode).sort()
    expect(codes).toEqual([200, 409])
    const refused = answers.find((a) => a.statusCode === 409)!
    expect(refused.json().message).toBe(INVITATION_MESSAGES.accountExists)
    const memberships = await t.db.select().from(familyMembers).where(eq(familyMembers.memberUserId, account!.id))
    expect(memberships).toHaveLength(1)
    const [now] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, account!.id))
    expect(now!.role).toBe(memberships[0]!.role)
    // the refused link is still open
    const open = await t.db.select({ acceptedAt: userInvitations.acceptedAt }).from(userInvitations).where(eq(userInvitations.email, address))
    expect(open.map((o) => o.acceptedAt === null).sort()).toEqual([false, true])
  })
})
