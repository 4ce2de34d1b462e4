import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { BUSINESS_MESSAGES } from '../../../contracts/business'
import { DATE_RANGE_MESSAGE, MONTH_RANGE_MESSAGE } from '../../../contracts/date-time'
import { auditLog } from '../../db/platform-schema'
import { devices, subscriptions, users } from '../../db/schema'
import { STAFF_AND_THREE_HOMES, useSignedInApp } from '../../test/signed-in-app'
import { addDevice } from '../devices/devices.service'

const t = useSignedInApp({ ...STAFF_AND_THREE_HOMES, husband: { role: 'client', firstName: 'Harold', lastName: 'Hopper', in: 'grace' } })
const { ids, as } = t

// after the kit's beforeAll: the homes are there
beforeAll(async () => {
  await t.db.insert(subscriptions).values([
    { userId: ids.grace!, plan: 'premium', status: 'active', maxSensors: 10, pricePerMonth: 19.99, billingCycle: 'monthly' },
    { userId: ids.alan!, plan: 'enterprise', status: 'active', maxSensors: 50, pricePerMonth: 48, billingCycle: 'yearly' },
    { userId: ids.ada!, plan: 'basic', status: 'trialing', maxSensors: 3, pricePerMonth: 9.99, trialEndsAt: new Date(Date.now() + 86400_000) },
  ])
  await addDevice(t.db, ids.grace!, { name: 'Hall', location: 'Hall', deviceId: 'MSH-GRACE001', isActive: true })
  await addDevice(t.db, ids.grace!, { name: 'Kitchen', location: 'Kitchen', deviceId: 'MSH-GRACE002', isActive: false })
  await t.db.update(devices).set({ lastActivity: new Date('2026-11-20T08:15:00Z') }).where(eq(devices.deviceId, 'MSH-GRACE001'))
})

const manage = { planType: 'basic', billingCycle: 'monthly', pricePerMonth: 29.99, status: 'active', startDate: '2026-11-01' }

describe('who may see Business Management', () => {
  it('is administrators only (SPEC.md §6): support, carers and clients are refused', async () => {
    for (const who of ['support', 'carer', 'grace']) {
      for (const url of ['/api/business/clients', '/api/business/stats', '/api/business/costs/summary', '/api/business/costs']) {
        expect((await as(who, 'GET', url)).statusCode, `${who} ${url}`).toBe(403)
      }
      expect((await as(who, 'POST', `/api/business/clients/${ids.alan}/subscription`, manage)).statusCode).toBe(403)
    }
  })
})

describe('clients and the overview', () => {
  it('lists every home (not staff, carers or a client who shares a home) with plan, sensors and last activity', async () => {
    const res = await as('admin', 'GET', '/api/business/clients')
    expect(res.statusCode).toBe(200)
    const { clients: rows, matching } = res.json()
    expect(rows.map((r: { id: string }) => r.id)).toEqual([ids.grace, ids.ada, ids.alan])
    expect(matching).toBe(3)
    expect(rows[0]).toMatchObject({
      firstName: 'Grace',
      email: expect.stringContaining('@'),
      subscription: { planType: 'premium', billingCycle: 'monthly', pricePerMonth: 19.99, status: 'active' },
      deviceCount: 2,
      lastActivity: '2026-11-20T08:15:00.000Z',
    })
    expect(rows[1]).toMatchObject({ subscription: { status: 'trialing' }, deviceCount: 0, lastActivity: null })
  })

  it("gives each home's phone number, which tells two homes of one name apart when neither has an e-mail", async () => {
    await t.db.update(users).set({ profileData: { phone: '07700 900021', other: 'kept on the server' } }).where(eq(users.id, ids.alan!))
    const rows = (await as('admin', 'GET', '/api/business/clients')).json().clients as Record<string, unknown>[]
    expect(rows.find((r) => r.id === ids.alan)).toMatchObject({ phone: '07700 900021' })
    expect(rows.find((r) => r.id === ids.alan)).not.toHaveProperty('profileData')
    expect(rows.find((r) => r.id === ids.grace)).toMatchObject({ phone: null })
  })

  it('counts homes, plans running now, what paying plans bring a month (a year as ten months over twelve) and sensors', async () => {
    const res = await as('admin', 'GET', '/api/business/stats')
    expect(res.json()).toEqual({ totalClients: 3, activeSubscriptions: 3, monthlyRevenue: 59.99, totalDevices: 2, activeDevices: 1 })
  })
})

describe('Manage Subscription', () => {
  it('refuses a negative price, an end before the start, an impossible date and an unknown plan, naming each field', async () => {
    const cases: [object, string, string][] = [
      [{ pricePerMonth: -1 }, 'pricePerMonth', BUSINESS_MESSAGES.priceInvalid],
      [{ endDate: '2026-10-01' }, 'endDate', BUSINESS_MESSAGES.endBeforeStart],
      [{ startDate: '2026-02-30' }, 'startDate', 'is not a real date (2026-02-30)'],
      [{ startDate: '1 Nov 2026' }, 'startDate', 'must be a date as YYYY-MM-DD'],
      [{ startDate: '' }, 'startDate', 'Start date is required'],
      // the database has no year 0: it answered 500
      [{ startDate: '0000-01-01' }, 'startDate', DATE_RANGE_MESSAGE],
      [{ endDate: '9999-12-31' }, 'endDate', DATE_RANGE_MESSAGE],
      [{ planType: 'free' }, 'planType', 'Choose basic, premium or enterprise'],
      [{ status: 'trialing' }, 'status', 'Choose active, inactive or cancelled'],
    ]
    for (const [change, field, message] of cases) {
      const res = await as('admin', 'POST', `/api/business/clients/${ids.alan}/subscription`, { ...manage, ...change })
      expect(res.statusCode, field).toBe(400)
      expect(res.json().details[field]).toEqual([message])
    }
    expect((await t.db.select().from(subscriptions).where(eq(subscriptions.userId, ids.alan!)))[0]).toMatchObject({ plan: 'enterprise', pricePerMonth: 48 })
  })

  it('refuses an active plan whose last day has passed, and a person who is not a home', async () => {
    const ended = await as('admin', 'POST', `/api/business/clients/${ids.alan}/subscription`, { ...manage, startDate: '2020-01-01', endDate: '2020-12-31' })
    expect(ended.json().details.endDate).toEqual([BUSINESS_MESSAGES.activeButEnded])
    for (const who of ['carer', 'husband']) {
      expect((await as('admin', 'POST', `/api/business/clients/${ids[who]}/subscription`, manage)).statusCode).toBe(404)
    }
  })

  it("sets a home's plan by hand: the plan's sensor limit, the price, billed monthly from its start; audited", async () => {
    const res = await as('admin', 'POST', `/api/business/clients/${ids.alan}/subscription`, { ...manage, endDate: '' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ planType: 'basic', billingCycle: 'monthly', pricePerMonth: 29.99, status: 'active', startDate: '2026-11-01', endDate: null })
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, ids.alan!))
    expect(row).toMatchObject({ maxSensors: 3, trialEndsAt: null, cancelAtPeriodEnd: false })
    expect(row!.nextBillingDate!.toISOString()).toMatch(/T00:00:00\.000Z$/)
    expect(row!.nextBillingDate!.getUTCDate()).toBe(1)
    expect(row!.nextBillingDate!.getTime()).toBeGreaterThan(Date.now())
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'subscription.updated'))
    expect(audit).toMatchObject({ actorId: ids.admin, targetId: ids.alan, details: { plan: 'basic', status: 'active' } })
    expect((await as('admin', 'GET', '/api/business/stats')).json().monthlyRevenue).toBe(49.98)
  })

  it('marks a plan inactive with no billing date, out of the active count and the revenue', async () => {
    await as('admin', 'POST', `/api/business/clients/${ids.alan}/subscription`, { ...manage, status: 'inactive' })
    expect((await t.db.select().from(subscriptions).where(eq(subscriptions.userId, ids.alan!)))[0]).toMatchObject({ status: 'inactive', nextBillingDate: null })
    const stats = (await as('admin', 'GET', '/api/business/stats')).json()
    expect(stats).toMatchObject({ activeSubscriptions: 2, monthlyRevenue: 19.99 })
  })
})

describe('Cost Monitoring', () => {
  const cost = { costType: 'cloud_services', serviceName: 'Hetzner CX22', amount: 4.51, billingPeriod: 'monthly', date: '2021-03-01' }

  it('records costs, sums them by type and by service for the month asked, and leaves other months out', async () => {
    const a = await as('admin', 'POST', '/api/business/costs', cost)
    expect(a.statusCode).toBe(201)
    expect(a.json()).toMatchObject({ ...cost, currency: 'USD', usageMetric: null, usageAmount: null })
    await as('admin', 'POST', '/api/business/costs', { ...cost, amount: 1.2, date: '2021-03-31' })
    await as('admin', 'POST', '/api/business/costs', { costType: 'api_calls', serviceName: 'SMS gateway', amount: 12.5, usageMetric: 'messages', usageAmount: 250, billingPeriod: 'per_usage', date: '2021-03-15' })
    await as('admin', 'POST', '/api/business/costs', { ...cost, amount: 99, date: '2021-04-01' })
    const summary = (await as('admin', 'GET', '/api/business/costs/summary?month=2021-03')).json()
    expect(summary).toEqual({
      month: '2021-03',
      totalCosts: 18.21,
      cloudServicesCosts: 5.71,
      mlProcessingCosts: 0,
      dataStorageCosts: 0,
      apiCallsCosts: 12.5,
      infrastructureCosts: 0,
      costsByService: [
        { serviceName: 'SMS gateway', amount: 12.5, usageAmount: 250, usageMetric: 'messages' },
        { serviceName: 'Hetzner CX22', amount: 5.71, usageAmount: null, usageMetric: null },
      ],
    })
    expect((await as('admin', 'GET', '/api/business/costs?month=2021-03')).json().map((c: { date: string }) => c.date)).toEqual(['2021-03-31', '2021-03-15', '2021-03-01'])
  })

  it('refuses a cost without a service, with a negative amount or an impossible date, and a month that is not one', async () => {
    const blank = await as('admin', 'POST', '/api/business/costs', { ...cost, serviceName: ' ' })
    expect(blank.json().details.serviceName).toEqual([BUSINESS_MESSAGES.serviceRequired])
    expect((await as('admin', 'POST', '/api/business/costs', { ...cost, amount: -3 })).json().details.amount).toEqual([BUSINESS_MESSAGES.amountInvalid])
    expect((await as('admin', 'POST', '/api/business/costs', { ...cost, date: '2021-02-29' })).json().details.date).toEqual(['is not a real date (2021-02-29)'])
    expect((await as('admin', 'GET', '/api/business/costs/summary?month=2021-13')).statusCode).toBe(400)
    // year 0 does not exist in the database, and the end of December 9999 is in year 10000: both were 500s
    for (const month of ['0000-01', '9999-12']) {
      for (const path of ['/api/business/costs', '/api/business/costs/summary']) {
        const res = await as('admin', 'GET', `${path}?month=${month}`)
        expect(res.statusCode, `${path} ${month}`).toBe(400)
        expect(res.json().details.month).toEqual([MONTH_RANGE_MESSAGE])
      }
    }
    expect((await as('admin', 'POST', '/api/business/costs', { ...cost, date: '0000-01-01' })).json().details.date).toEqual([DATE_RANGE_MESSAGE])
    expect((await as('admin', 'POST', '/api/business/costs', { ...cost, date: '9999-12-31' })).json().details.date).toEqual([DATE_RANGE_MESSAGE])
  })

  it('takes the largest amount and usage its columns hold, and refuses more with a message instead of a 500', async () => {
    const largest = await as('admin', 'POST', '/api/business/costs', { ...cost, date: '2019-06-01', amount: 99_999_999.99, usageAmount: 9_999_999_999, usageMetric: 'requests' })
    expect(largest.statusCode).toBe(201)
    expect((await as('admin', 'GET', '/api/business/costs?month=2019-06')).json()).toMatchObject([{ amount: 99_999_999.99, usageAmount: 9_999_999_999 }])
    for (const [change, field, message] of [
      [{ amount: 100_000_000 }, 'amount', BUSINESS_MESSAGES.amountTooHigh],
      [{ amount: 99_999_999.999 }, 'amount', BUSINESS_MESSAGES.amountTooHigh],
      [{ usageAmount: 1e11 }, 'usageAmount', 'Usage must be at most 9999999999'],
      [{ usageAmount: 1e300 }, 'usageAmount', 'Usage must be at most 9999999999'],
    ] as const) {
      const res = await as('admin', 'POST', '/api/business/costs', { ...cost, date: '2019-07-01', ...change })
      expect(res.statusCode, JSON.stringify(change)).toBe(400)
      expect(res.json().details[field]).toEqual([message])
    }
    expect((await as('admin', 'GET', '/api/business/costs?month=2019-07')).json()).toEqual([])
    expect((await as('admin', 'GET', '/api/business/costs/summary?month=2021-03')).json().totalCosts).toBe(18.21)
  })

  it('deletes an entry once, audited', async () => {
    const [entry] = (await as('admin', 'GET', '/api/business/costs?month=2021-04')).json()
    expect((await as('admin', 'DELETE', `/api/business/costs/${entry.id}`)).statusCode).toBe(204)
    const again = await as('admin', 'DELETE', `/api/business/costs/${entry.id}`)
    expect(again.statusCode).toBe(404)
    expect(again.json().message).toBe(BUSINESS_MESSAGES.costGone)
    expect((await as('admin', 'GET', '/api/business/costs/summary?month=2021-04')).json()).toMatchObject({ totalCosts: 0, costsByService: [] })
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'cost.deleted'))).toHaveLength(1)
  })
})
