import { monthlyValue } from '../../../contracts/billing'
import { LIST_PAGE } from '../../../contracts/paging'
import { BUSINESS_MESSAGES, CostInput, type BusinessClient, type BusinessClientList, type BusinessStats, type ClientListQuery, type CostEntry, type CostSummary, type ManageSubscription } from '../../../contracts/business'
import { AppError } from '../../lib/errors'
import { lockClient, upsertSubscription, type SubscriptionRow } from '../billing/billing.repository'
import { runBillingClock, type BillingDeps } from '../billing/billing.service'
import { dateOf, lastDayPassed, nextBoundary } from '../billing/lifecycle'
import { planInfo } from '../billing/plans'
import { countOnlineDevicesByClient } from '../devices/devices.repository'
import { phoneOf } from '../profile/profile.service'
import { pageOf } from '../users/surname-keyset'
import { countClientsListed, costTotalsByService, costTotalsByType, deleteCost, findClient, findClientRows, insertCost, isOnPlan, listClientRows, listCostRows } from './business.repository'

export type BusinessDeps = BillingDeps

const clock = (deps: BusinessDeps) => deps.now?.() ?? new Date()
const cents = (n: number) => Math.round(n * 100) / 100


type ClientRow = Awaited<ReturnType<typeof listClientRows>>[number]

/** A subscription row as Client Management and Manage Subscription show it */
export const toClientSubscription = (s: SubscriptionRow): NonNullable<BusinessClient['subscription']> => ({
  planType: s.plan,
  billingCycle: s.billingCycle,
  pricePerMonth: s.pricePerMonth,
  status: s.status,
  startDate: s.startDate,
  endDate: s.endDate,
})

function toClient(row: ClientRow): BusinessClient {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: phoneOf(row.profileData),
    subscription: row.subscription ? toClientSubscription(row.subscription) : null,
    deviceCount: row.deviceCount,
    lastActivity: row.lastActivity?.toISOString() ?? null,
    monitoringEndedAt: row.monitoringEndedAt?.toISOString() ?? null,
  }
}

/**
 * A page of Client Management (decisions 0127, 0128), every plan brought up to today first (a trial that ended
 * shows as such): `limit` homes A–Z after `after` (the first page without it) that fit the search and plan
 * filter, the `next` that reads on after them (null at the end), and how many fit
 */
export async function listBusinessClients(deps: BusinessDeps, { limit = LIST_PAGE, after, ...filter }: Partial<ClientListQuery> = {}): Promise<BusinessClientList> {
  await runBillingClock(deps)
  const [rows, matching] = await Promise.all([findClientRows(deps.db, filter, { limit, after }), countClientsListed(deps.db, filter)])
  const page = pageOf(rows, limit)
  return { clients: page.rows.map(toClient), matching, next: page.next }
}

/**
 * The Overview cards. Active subscriptions are the homes on a plan now (active or on trial); revenue
 * counts those that pay (active), so a trial adds nothing until it turns. Active Devices are the
 * sensors Online as the Sensors page and the dashboard count them (decision 0017), out of every
 * sensor (totalDevices).
 */
export async function businessStats(deps: BusinessDeps): Promise<BusinessStats> {
  await runBillingClock(deps)
  const [rows, online] = await Promise.all([listClientRows(deps.db), countOnlineDevicesByClient(deps.db)])
  // summed over the homes listed, as totalDevices is
  const onlineByHome = new Map(online.map((r) => [r.clientId, r.online]))
  let activeSubscriptions = 0
  let monthlyRevenue = 0
  for (const { subscription: s } of rows) {
    if (!s) continue
    if (isOnPlan(s.status)) activeSubscriptions++
    if (s.status === 'active') monthlyRevenue += monthlyValue(s.pricePerMonth, s.billingCycle)
  }
  return {
    totalClients: rows.length,
    activeSubscriptions,
    monthlyRevenue: cents(monthlyRevenue),
    totalDevices: rows.reduce((n, r) => n + r.deviceCount, 0),
    activeDevices: rows.reduce((n, r) => n + (onlineByHome.get(r.id) ?? 0), 0),
  }
}

/**
 * Manage Subscription: an administrator sets a home's plan, price and status by hand (an invoice paid
 * outside the app, a discount, a plan ended). The plan's sensor limit follows the plan; a card on
 * file is kept; an active plan bills from its start date.
 */
export async function setClientSubscription(deps: BusinessDeps, clientId: string, input: ManageSubscription & { endDate: string | null }) {
  const now = clock(deps)
  if (!(await findClient(deps.db, clientId))) throw new AppError('NOT_FOUND', BUSINESS_MESSAGES.clientGone)
  if (input.status === 'active' && input.endDate && lastDayPassed(input.endDate, now)) {
    throw new AppError('VALIDATION', BUSINESS_MESSAGES.activeButEnded, { endDate: [BUSINESS_MESSAGES.activeButEnded] })
  }
  const active = input.status === 'active'
  const row = await deps.db.transaction(async (tx) => {
    await lockClient(tx, clientId)
    return upsertSubscription(tx, clientId, {
      plan: input.planType,
      status: input.status,
      maxSensors: planInfo(input.planType).maxSensors,
      pricePerMonth: input.pricePerMonth,
      billingCycle: input.billingCycle,
      startDate: input.startDate,
      endDate: input.endDate,
      trialEndsAt: null,
      cancelAtPeriodEnd: false,
      setupSecretHash: null,
      nextBillingDate: active ? nextBoundary(new Date(`${input.startDate}T00:00:00Z`), input.billingCycle, now) : null,
    })
  })
  return row
}

/** The first instant of a calendar month (UTC) and of the next; `month` is YYYY-MM, default this one */
export function monthRange(month: string | undefined, now: Date) {
  const [y, m] = month ? month.split('-').map(Number) : [now.getUTCFullYear(), now.getUTCMonth() + 1]
  // setUTCFullYear, not Date.UTC: that reads the years 0–99 as 1900–1999
  const at = (year: number, monthIndex: number) => new Date(new Date(0).setUTCFullYear(year, monthIndex, 1))
  const from = at(y!, m! - 1)
  return { from, to: at(y!, m!), month: `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}` }
}

export async function costSummary(deps: BusinessDeps, month?: string): Promise<CostSummary> {
  const range = monthRange(month, clock(deps))
  const [byType, byService] = await Promise.all([costTotalsByType(deps.db, range.from, range.to), costTotalsByService(deps.db, range.from, range.to)])
  const of = (type: string) => cents(byType.find((r) => r.costType === type)?.amount ?? 0)
  return {
    month: range.month,
    totalCosts: cents(byType.reduce((n, r) => n + r.amount, 0)),
    cloudServicesCosts: of('cloud_services'),
    mlProcessingCosts: of('ml_processing'),
    dataStorageCosts: of('data_storage'),
    apiCallsCosts: of('api_calls'),
    infrastructureCosts: of('infrastructure'),
    costsByService: byService.map((r) => ({ serviceName: r.serviceName, amount: cents(r.amount), usageAmount: r.usageAmount, usageMetric: r.usageMetric })),
  }
}

type CostRow = Awaited<ReturnType<typeof listCostRows>>[number]
const toCost = (r: CostRow): CostEntry => ({
  id: r.id,
  costType: r.costType,
  serviceName: r.serviceName,
  amount: r.amount,
  currency: r.currency,
  usageMetric: r.usageMetric,
  usageAmount: r.usageAmount,
  billingPeriod: r.billingPeriod,
  date: dateOf(r.date),
})

export async function listCosts(deps: BusinessDeps, month?: string) {
  const range = monthRange(month, clock(deps))
  return (await listCostRows(deps.db, range.from, range.to)).map(toCost)
}

export async function recordCost(deps: BusinessDeps, input: CostInput) {
  const v = CostInput.parse(input)
  return toCost(await insertCost(deps.db, { ...v, date: new Date(`${v.date}T00:00:00Z`) }))
}

export async function removeCost(deps: BusinessDeps, id: string) {
  const row = await deleteCost(deps.db, id)
  if (!row) throw new AppError('NOT_FOUND', BUSINESS_MESSAGES.costGone)
  return toCost(row)
}
