import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { BILLING_MESSAGES } from '../../../contracts/billing'
import { auditLog } from '../../db/platform-schema'
import { devices, subscriptions } from '../../db/schema'
import { STAFF_AND_THREE_HOMES, useSignedInApp } from '../../test/signed-in-app'
import { addDevice } from '../devices/devices.service'
import { getCurrentSubscription, runBillingClock } from './billing.service'

const t = useSignedInApp(STAFF_AND_THREE_HOMES)
const { ids, as } = t
const home = (who: string) => `?clientId=${ids[who]}`
const rowOf = async (who: string) => (await t.db.select().from(subscriptions).where(eq(subscriptions.userId, ids[who]!)))[0]
const card = { cardholderName: 'Sarah Ellis', brand: 'visa', last4: '4242', expMonth: 4, expYear: new Date().getUTCFullYear() + 3 }
const DAY = 24 * 60 * 60_000

describe('who may see and change a subscription', () => {
  it('answers the plans to staff, each with a price, a sensor limit and features', async () => {
    const res = await as('support', 'GET', '/api/subscription/plans')
    expect(res.statusCode).toBe(200)
    const plans = res.json()
    expect(Object.keys(plans)).toEqual(['basic', 'premium', 'enterprise'])
    for (const p of Object.values(plans) as { price: number; maxSensors: number; features: string[] }[]) {
      expect(p.price).toBeGreaterThan(0)
      expect(p.maxSensors).toBeGreaterThan(1)
      expect(p.features.length).toBeGreaterThan(2)
    }
  })

  it("refuses carers and clients (SPEC.md §6: billing is staff's), even on their own home", async () => {
    for (const who of ['carer', 'grace']) {
      expect((await as(who, 'GET', '/api/subscription/plans')).statusCode).toBe(403)
      expect((await as(who, 'GET', `/api/subscription/current${home('grace')}`)).statusCode).toBe(403)
      expect((await as(who, 'POST', `/api/subscription/create${home('grace')}`, { plan: 'basic', billingCycle: 'monthly' })).statusCode).toBe(403)
    }
    expect(await rowOf('grace')).toBeUndefined()
  })
})

describe('a home without a subscription', () => {
  it('has the defaults: inactive, free, one sensor, no dates', async () => {
    const res = await as('admin', 'GET', `/api/subscription/current${home('alan')}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: 'inactive',
      plan: 'free',
      maxSensors: 1,
      pricePerMonth: 0,
      billingCycle: 'monthly',
      nextBillingDate: null,
      trialEndsAt: null,
      cancelAtPeriodEnd: false,
      paymentMethod: null,
      sensorsUsed: 0,
      endDate: null,
      trialAvailable: true,
    })
  })

  it('refuses a plan that does not exist and a cycle that is neither, naming the field', async () => {
    const bad = await as('admin', 'POST', `/api/subscription/create${home('alan')}`, { plan: 'gold', billingCycle: 'monthly' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().details.plan).toEqual([BILLING_MESSAGES.planRequired])
    const cycle = await as('admin', 'POST', `/api/subscription/create${home('alan')}`, { plan: 'basic', billingCycle: 'weekly' })
    expect(cycle.json().details.billingCycle).toEqual([BILLING_MESSAGES.cycleRequired])
    expect(await rowOf('alan')).toBeUndefined()
  })

  it('cannot be cancelled or reactivated', async () => {
    const cancel = await as('admin', 'POST', `/api/subscription/cancel${home('alan')}`)
    expect(cancel.statusCode).toBe(409)
    expect(cancel.json().message).toBe(BILLING_MESSAGES.nothingToCancel)
    expect((await as('admin', 'POST', `/api/subscription/reactivate${home('alan')}`)).json().message).toBe(BILLING_MESSAGES.nothingToReactivate)
  })
})

describe('Start Free Trial, the card, Cancel and Reactivate', () => {
  let clientSecret = ''

  it('starts a 14-day trial on the plan, billed when it ends, and hands the payment dialog a secret', async () => {
    const before = Date.now()
    const res = await as('support', 'POST', `/api/subscription/create${home('grace')}`, { plan: 'premium', billingCycle: 'yearly' })
    expect(res.statusCode).toBe(201)
    const { subscription, clientSecret: secret } = res.json()
    clientSecret = secret
    expect(secret).toMatch(/^hw_setup_[\w-]{40,}$/)
    expect(subscription).toMatchObject({ status: 'trialing', plan: 'premium', maxSensors: 10, pricePerMonth: 19.99, billingCycle: 'yearly', cancelAtPeriodEnd: false, paymentMethod: null, trialAvailable: false })
    const trialEnds = Date.parse(subscription.trialEndsAt)
    expect(trialEnds - before).toBeGreaterThanOrEqual(14 * DAY)
    expect(trialEnds - Date.now()).toBeLessThanOrEqual(14 * DAY)
    expect(subscription.nextBillingDate).toBe(subscription.trialEndsAt)
    const row = await rowOf('grace')
    expect(row?.setupSecretHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row?.setupSecretHash).not.toContain(secret)
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'subscription.created'), eq(auditLog.circleId, ids.grace!)))
    expect(audit).toMatchObject({ actorId: ids.support, details: { plan: 'premium', billingCycle: 'yearly' } })
  })

  it('refuses a second subscription while one is running', async () => {
    const res = await as('admin', 'POST', `/api/subscription/create${home('grace')}`, { plan: 'basic', billingCycle: 'monthly' })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(BILLING_MESSAGES.alreadySubscribed)
    expect((await rowOf('grace'))?.plan).toBe('premium')
  })

  it('refuses a card with a wrong secret, an expired date or a malformed number, keeping nothing', async () => {
    const wrong = await as('support', 'POST', `/api/subscription/payment-method${home('grace')}`, { ...card, clientSecret: 'hw_setup_guessed' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().details.clientSecret).toEqual([BILLING_MESSAGES.staleSetup])
    const lastYear = new Date().getUTCFullYear() - 1
    const expired = await as('support', 'POST', `/api/subscription/payment-method${home('grace')}`, { ...card, clientSecret, expYear: lastYear })
    expect(expired.statusCode).toBe(400)
    expect(expired.json().details.expMonth).toEqual([BILLING_MESSAGES.cardExpired])
    const digits = await as('support', 'POST', `/api/subscription/payment-method${home('grace')}`, { ...card, clientSecret, last4: '4242424242424242' })
    expect(digits.statusCode).toBe(400)
    expect(digits.json().details.last4).toBeDefined()
    const whole = await as('support', 'POST', `/api/subscription/payment-method${home('grace')}`, { ...card, clientSecret, cardNumber: '4242424242424242', cvc: '123' })
    expect(whole.statusCode).toBe(400)
    expect(whole.json().message).toContain("Only the card's brand, last 4 digits, expiry and name are accepted, not cardNumber, cvc")
    const name = await as('support', 'POST', `/api/subscription/payment-method${home('grace')}`, { ...card, clientSecret, cardholderName: '  ' })
    expect(name.json().details.cardholderName).toEqual([BILLING_MESSAGES.nameRequired])
    expect((await rowOf('grace'))?.paymentMethod).toBeNull()
  })

  it('keeps the card as brand, last 4 digits and expiry, once per secret', async () => {
    const res = await as('support', 'POST', `/api/subscription/payment-method${home('grace')}`, { ...card, clientSecret })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'trialing', paymentMethod: { brand: 'visa', last4: '4242', expMonth: 4, expYear: card.expYear } })
    expect(Object.keys((await rowOf('grace'))!.paymentMethod!).sort()).toEqual(['brand', 'cardholderName', 'expMonth', 'expYear', 'last4'])
    const again = await as('support', 'POST', `/api/subscription/payment-method${home('grace')}`, { ...card, clientSecret, last4: '1111' })
    expect(again.statusCode).toBe(400)
    expect((await rowOf('grace'))?.paymentMethod?.last4).toBe('4242')
  })

  it('cancels at the end of the trial, then reactivates; neither twice', async () => {
    const cancel = await as('admin', 'POST', `/api/subscription/cancel${home('grace')}`)
    expect(cancel.statusCode).toBe(200)
    const cancelled = cancel.json()
    expect(cancelled).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true, endDate: cancelled.trialEndsAt.slice(0, 10) })
    expect((await as('admin', 'POST', `/api/subscription/cancel${home('grace')}`)).json().message).toBe(BILLING_MESSAGES.alreadyCancelling)
    const back = await as('admin', 'POST', `/api/subscription/reactivate${home('grace')}`)
    expect(back.json()).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: false, endDate: null })
    expect((await as('admin', 'POST', `/api/subscription/reactivate${home('grace')}`)).statusCode).toBe(409)
  })

  it('turns active when the trial ends with the card on file, and renews a year later', async () => {
    const trialEndsAt = (await rowOf('grace'))!.trialEndsAt!
    expect(await runBillingClock({ db: t.db, now: () => new Date(trialEndsAt.getTime() - 1000) })).toBe(0)
    expect(await runBillingClock({ db: t.db, now: () => new Date(trialEndsAt.getTime() + DAY) })).toBe(1)
    const row = await rowOf('grace')
    expect(row).toMatchObject({ status: 'active' })
    // the same day and time a year on; a trial that ended on 29 February (begun on 15 February of a leap
    // year) renews on the 28th, not on 1 March
    const [y, m, d] = [trialEndsAt.getUTCFullYear(), trialEndsAt.getUTCMonth(), trialEndsAt.getUTCDate()]
    const nextYear = new Date(trialEndsAt.getTime() + (Date.UTC(y + 1, m, m === 1 && d === 29 ? 28 : d) - Date.UTC(y, m, d)))
    expect(row?.nextBillingDate).toEqual(nextYear)
  })
})

describe('a trial nobody paid for, and the sensor limit', () => {
  it('goes past due at the end of the trial; a card then makes it active', async () => {
    const created = await as('admin', 'POST', `/api/subscription/create${home('ada')}`, { plan: 'basic', billingCycle: 'monthly' })
    const trialEndsAt = new Date(created.json().subscription.trialEndsAt)
    const later = new Date(trialEndsAt.getTime() + 2 * DAY)
    const current = await getCurrentSubscription({ db: t.db, now: () => later }, ids.ada!)
    expect(current).toMatchObject({ status: 'past_due', maxSensors: 3 })
    // the dialog's first secret still works for this subscription; a fresh one from payment-setup replaces it
    const setup = await as('admin', 'POST', `/api/subscription/payment-setup${home('ada')}`)
    const { clientSecret } = setup.json()
    const stale = await as('admin', 'POST', `/api/subscription/payment-method${home('ada')}`, { ...card, clientSecret: created.json().clientSecret })
    expect(stale.statusCode).toBe(400)
    const paid = await as('admin', 'POST', `/api/subscription/payment-method${home('ada')}`, { ...card, clientSecret })
    expect(paid.json()).toMatchObject({ status: 'active', paymentMethod: { last4: '4242' } })
    expect(Date.parse(paid.json().nextBillingDate)).toBeGreaterThan(Date.now())
  })

  it('allows the plan its sensors while it runs, and one sensor once it has ended', async () => {
    for (const n of [1, 2, 3]) await addDevice(t.db, ids.ada!, { name: `Room ${n}`, location: 'Hall', deviceId: `MSH-ADA${n}XYZ`, isActive: true })
    await expect(addDevice(t.db, ids.ada!, { name: 'Room 4', location: 'Hall', deviceId: 'MSH-ADA4XYZ', isActive: true })).rejects.toThrow("This home's plan allows 3 sensors")
    expect((await as('admin', 'POST', `/api/subscription/cancel${home('ada')}`)).json()).toMatchObject({ cancelAtPeriodEnd: true, sensorsUsed: 3 })
    const periodEnd = (await rowOf('ada'))!.nextBillingDate!
    await runBillingClock({ db: t.db, now: () => new Date(periodEnd.getTime() + 1000) })
    const ended = (await as('admin', 'GET', `/api/subscription/current${home('ada')}`)).json()
    expect(ended).toMatchObject({ status: 'cancelled', cancelAtPeriodEnd: false, maxSensors: 1, sensorsUsed: 3, nextBillingDate: null })
    expect(ended.endDate).toBe(periodEnd.toISOString().slice(0, 10))
    // the sensors stay and keep reporting; only adding is refused
    expect(await t.db.select().from(devices).where(eq(devices.userId, ids.ada!))).toHaveLength(3)
    await expect(addDevice(t.db, ids.ada!, { name: 'Room 4', location: 'Hall', deviceId: 'MSH-ADA4XYZ', isActive: true })).rejects.toThrow("This home's plan allows 1 sensor")
    // a new plan can begin, but not a second free trial: with the card on file it is active at once
    const again = await as('admin', 'POST', `/api/subscription/create${home('ada')}`, { plan: 'premium', billingCycle: 'monthly' })
    expect(again.statusCode).toBe(201)
    expect(again.json().subscription).toMatchObject({ status: 'active', trialEndsAt: null, maxSensors: 10, trialAvailable: false, paymentMethod: { last4: '4242' } })
    expect(Date.parse(again.json().subscription.nextBillingDate)).toBeGreaterThan(Date.now())
  })

  it('gives no second trial to a home that cancelled its first: without a card the new plan is due at once', async () => {
    const kim = await t.make.circle({ firstName: 'Kim' })
    const url = (path: string) => `/api/subscription/${path}?clientId=${kim.id}`
    await as('admin', 'POST', url('create'), { plan: 'basic', billingCycle: 'monthly' })
    await as('admin', 'POST', url('cancel'))
    const trialEndsAt = (await t.db.select().from(subscriptions).where(eq(subscriptions.userId, kim.id)))[0]!.trialEndsAt!
    await runBillingClock({ db: t.db, now: () => new Date(trialEndsAt.getTime() + 1000) })
    const restart = await as('admin', 'POST', url('create'), { plan: 'basic', billingCycle: 'monthly' })
    expect(restart.json().subscription).toMatchObject({ status: 'past_due', trialEndsAt: null, trialAvailable: false, maxSensors: 3 })
    const paid = await as('admin', 'POST', url('payment-method'), { ...card, clientSecret: restart.json().clientSecret })
    expect(paid.json()).toMatchObject({ status: 'active' })
  })

  it('starts one trial when two staff press Start Free Trial at once', async () => {
    const [a, b] = await Promise.all([
      as('admin', 'POST', `/api/subscription/create${home('alan')}`, { plan: 'basic', billingCycle: 'monthly' }),
      as('support', 'POST', `/api/subscription/create${home('alan')}`, { plan: 'enterprise', billingCycle: 'monthly' }),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409])
  })
})
