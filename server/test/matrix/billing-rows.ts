// Billing & Subscription (staff) and Business Management (admin). Requests that change a plan run on
// a fresh home each time, so one cell's trial or cancellation never decides the next cell's answer.
import { randomBytes } from 'node:crypto'
import { costTracking, subscriptions } from '../../db/schema'
import { hashSecretToken, newSecretToken } from '../../lib/secret-token'
import { makers } from '../make'
import type { MatrixWorld } from './actors'
import { adminOnly, inA, staffOnly, type MatrixRow } from './expectations'

type Plan = Partial<typeof subscriptions.$inferInsert>

/** a new home, with a subscription row when given one */
async function freshHome(w: MatrixWorld, plan?: Plan) {
  const home = await makers(w.db).circle()
  if (plan) await w.db.insert(subscriptions).values({ userId: home.id, plan: 'basic', maxSensors: 3, ...plan })
  return home.id
}

const trial = (): Plan => ({ status: 'trialing', trialEndsAt: new Date(Date.now() + 7 * 86_400_000), nextBillingDate: new Date(Date.now() + 7 * 86_400_000) })
const card = { cardholderName: 'A Person', brand: 'visa', last4: '4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2 }

async function costEntry(w: MatrixWorld) {
  const [row] = await w.db.insert(costTracking).values({ costType: 'infrastructure', serviceName: 'Backup disk', amount: 3, billingPeriod: 'monthly' }).returning()
  return row!.id
}

export const BILLING_ROWS: MatrixRow[] = [
  { route: 'GET /api/subscription/plans', request: () => ({ method: 'GET', url: '/api/subscription/plans' }), expect: staffOnly(200) },
  { route: 'GET /api/subscription/current', request: (w, a) => ({ method: 'GET', url: inA(w, a, '/api/subscription/current') }), expect: staffOnly(200) },
  {
    route: 'POST /api/subscription/create',
    request: async (w) => ({ method: 'POST', url: `/api/subscription/create?clientId=${await freshHome(w)}`, payload: { plan: 'basic', billingCycle: 'monthly' } }),
    expect: staffOnly(201),
  },
  {
    route: 'POST /api/subscription/payment-setup',
    request: async (w) => ({ method: 'POST', url: `/api/subscription/payment-setup?clientId=${await freshHome(w, trial())}` }),
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/subscription/payment-method',
    request: async (w) => {
      const clientSecret = newSecretToken()
      const home = await freshHome(w, { ...trial(), setupSecretHash: hashSecretToken(clientSecret) })
      return { method: 'POST', url: `/api/subscription/payment-method?clientId=${home}`, payload: { ...card, clientSecret } }
    },
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/subscription/cancel',
    request: async (w) => ({ method: 'POST', url: `/api/subscription/cancel?clientId=${await freshHome(w, trial())}` }),
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/subscription/reactivate',
    request: async (w) => ({ method: 'POST', url: `/api/subscription/reactivate?clientId=${await freshHome(w, { ...trial(), cancelAtPeriodEnd: true })}` }),
    expect: staffOnly(200),
  },
  { route: 'GET /api/business/clients', request: () => ({ method: 'GET', url: '/api/business/clients' }), expect: adminOnly(200), mayNameOtherCircles: true },
  { route: 'GET /api/business/stats', request: () => ({ method: 'GET', url: '/api/business/stats' }), expect: adminOnly(200) },
  { route: 'GET /api/business/costs/summary', request: () => ({ method: 'GET', url: '/api/business/costs/summary' }), expect: adminOnly(200) },
  { route: 'GET /api/business/costs', request: () => ({ method: 'GET', url: '/api/business/costs' }), expect: adminOnly(200) },
  {
    route: 'POST /api/business/clients/:id/subscription',
    request: async (w) => ({
      method: 'POST',
      url: `/api/business/clients/${await freshHome(w)}/subscription`,
      payload: { planType: 'premium', billingCycle: 'yearly', pricePerMonth: 19.99, status: 'active', startDate: '2026-01-01' },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/business/costs',
    request: () => ({
      method: 'POST',
      url: '/api/business/costs',
      payload: { costType: 'cloud_services', serviceName: `VPS ${randomBytes(2).toString('hex')}`, amount: 5, billingPeriod: 'monthly', date: '2026-11-01' },
    }),
    expect: adminOnly(201),
  },
  { route: 'DELETE /api/business/costs/:id', request: async (w) => ({ method: 'DELETE', url: `/api/business/costs/${await costEntry(w)}` }), expect: adminOnly(204) },
]
