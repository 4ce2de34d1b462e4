// A copy of a home's data (decision 0063) holds its account too: the subscription, the circle's
// invitations (open, expired, accepted, and the trail of one revoked), the sign-in offered to the
// person, and who was told of each alert; never a payment provider's id, a card, a link's token or hash.
import { desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { alertNotifications, mailOutbox, signInOffers, userInvitations } from '../../db/platform-schema'
import { alerts, subscriptions } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'

const t = useSignedInApp({
  edith: { role: 'client', firstName: 'Edith', lastName: 'Account' },
  dora: { role: 'carer', firstName: 'Dora', email: 'dora-account@example.org', in: 'edith' },
  support: { role: 'support', email: 'support-account@example.org' },
})
/** the people's ids, and the ids of what the file makes in Edith's home */
const id: Record<string, string> = {}
const tokens: string[] = []
const SECRETS = ['cus_ExportSecret1', 'sub_ExportSecret2', 'price_ExportSecret3', 'a'.repeat(64), 'Dora Payer', 'last4', 'smtp said no to dora@']
const NOTE = 'Mum would love you to be part of this.'

const as = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.as(who, method, `${url}${url.includes('?') ? '&' : '?'}clientId=${id.edith}`, payload)

/** Dora invites an address into Edith's circle; answers the invitation's id, and keeps the e-mailed link's token */
async function invite(email: string) {
  const res = await as('dora', 'POST', '/api/family/invite', { inviteeEmail: email, inviteeRole: 'carer', message: NOTE })
  expect(res.statusCode, res.body).toBe(201)
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1)
  tokens.push(mail!.text.match(/\/invitations\/([\w-]+)/)![1]!)
  return res.json<{ invitation: { id: string } }>().invitation.id
}

beforeAll(async () => {
  Object.assign(id, t.ids)

  await t.db.insert(subscriptions).values({
    userId: id.edith!,
    plan: 'premium',
    status: 'active',
    maxSensors: 10,
    pricePerMonth: 19.99,
    stripeCustomerId: SECRETS[0],
    stripeSubscriptionId: SECRETS[1],
    stripePriceId: SECRETS[2],
    setupSecretHash: SECRETS[3],
    paymentMethod: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, cardholderName: 'Dora Payer' },
    startDate: '2026-01-15',
    nextBillingDate: new Date('2027-01-15T00:00:00Z'),
    hadTrial: true,
  })
  id.pending = await invite('pending-friend@example.org')
  id.accepted = await invite('accepting-nephew@example.org')
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/invitations/${tokens.at(-1)}/accept`,
    payload: { firstName: 'Ned', lastName: 'Nephew', password: 'family-words', confirmPassword: 'family-words' },
  })
  expect(accepted.statusCode, accepted.body).toBe(201)
  id.expired = await invite('late-cousin@example.org')
  await t.db.update(userInvitations).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(userInvitations.id, id.expired))
  id.revoked = await invite('revoked-friend@example.org')
  // staff withdraw it from the Pending Invitations page: the row goes, the trail keeps it under the home
  expect((await as('support', 'DELETE', `/api/invitations/${id.revoked}`)).statusCode).toBe(204)

  await t.db.insert(signInOffers).values({ userId: id.edith!, email: 'edith-account@example.org', tokenHash: 'b'.repeat(64), offeredBy: id.support!, sentAt: new Date(), expiresAt: new Date(Date.now() + 86_400_000) })
  const [alert] = await t.db.insert(alerts).values({ userId: id.edith!, type: 'inactivity', severity: 'high', title: 'Unusual inactivity', description: 'No movement since 10:00' }).returning()
  id.alert = alert!.id
  await t.db.insert(alertNotifications).values([
    { alertId: alert!.id, userId: id.dora!, channel: 'email', kind: 'raised', severity: 'high', status: 'sent', sentAt: new Date() },
    { alertId: alert!.id, userId: id.dora!, channel: 'push', kind: 'raised', severity: 'high', status: 'failed', attempts: 5, lastError: 'smtp said no to dora@' },
    { circleId: id.edith!, userId: id.dora!, channel: 'email', kind: 'ended', severity: 'medium', status: 'pending' },
  ])
})

interface AccountData {
  subscription: Record<string, unknown> | null
  invitations: { id: string; email: string; role: string; status: string; message: string | null; invitedByName: string | null }[]
  signInOffer: Record<string, unknown> | null
  notificationsSent: { alertId: string | null; personId: string; channel: string; kind: string; status: string }[]
  auditTrail: { action: string; target: { id: string } | null }[]
}

describe('a copy of a home, with its account', () => {
  let body: string
  let data: AccountData
  beforeAll(async () => {
    const res = await as('support', 'GET', '/api/circle/export')
    expect(res.statusCode).toBe(200)
    body = res.body
    data = res.json<AccountData>()
  })

  it('holds the subscription: plan, state and dates', () => {
    expect(data.subscription).toEqual({
      plan: 'premium',
      status: 'active',
      maxSensors: 10,
      pricePerMonth: 19.99,
      billingCycle: 'monthly',
      trialEndsAt: null,
      hadTrial: true,
      nextBillingDate: '2027-01-15T00:00:00.000Z',
      cancelAtPeriodEnd: false,
      startDate: '2026-01-15',
      endDate: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    })
  })

  it('holds every invitation into the circle still on file, what became of it, and the trail of one revoked', () => {
    const byEmail = Object.fromEntries(data.invitations.map((i) => [i.email, i]))
    expect(Object.keys(byEmail)).toEqual(['pending-friend@example.org', 'accepting-nephew@example.org', 'late-cousin@example.org'])
    expect(byEmail['pending-friend@example.org']).toMatchObject({ id: id.pending, role: 'carer', status: 'pending', message: NOTE, invitedByName: 'Dora Tester' })
    expect(byEmail['accepting-nephew@example.org']).toMatchObject({ status: 'accepted', acceptedAt: expect.any(String) })
    expect(byEmail['late-cousin@example.org']).toMatchObject({ status: 'expired' })
    const revoked = data.auditTrail.filter((e) => e.action === 'invitation.revoked')
    expect(revoked).toEqual([expect.objectContaining({ target: { type: 'invitation', id: id.revoked } })])
  })

  it('holds the sign-in offered to her, and who was told of each alert and of the home’s end', () => {
    expect(data.signInOffer).toMatchObject({ email: 'edith-account@example.org', offeredBy: id.support, acceptedAt: null })
    expect(data.notificationsSent.map((n) => [n.alertId, n.personId, n.channel, n.kind, n.status])).toEqual([
      [id.alert, id.dora, 'email', 'raised', 'sent'],
      [id.alert, id.dora, 'push', 'raised', 'failed'],
      [null, id.dora, 'email', 'ended', 'pending'],
    ])
  })

  it('holds no payment provider id, card, invitation or offer link, token hash, nor a delivery error', async () => {
    const hashes = (await t.db.select({ h: userInvitations.tokenHash }).from(userInvitations)).map((r) => r.h)
    expect(tokens).toHaveLength(4)
    for (const secret of [...SECRETS, ...tokens, ...hashes, 'b'.repeat(64), 'tokenHash', 'paymentMethod', 'stripe']) expect(body).not.toContain(secret)
  })
})
