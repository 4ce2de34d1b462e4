import { PaymentMethodInput, SubscriptionCreate } from '../../../contracts/billing'
import type { HttpApp } from '../../lib/http'
import { requireCircle } from '../access/access.plugin'
import { recordAudit } from '../audit/audit.service'
import { requireUser } from '../auth/session.plugin'
import {
  addPaymentMethod,
  cancelSubscription,
  createSubscription,
  getCurrentSubscription,
  reactivateSubscription,
  startPaymentSetup,
  type BillingDeps,
} from './billing.service'
import { SUBSCRIPTION_PLANS } from './plans'

const view = { config: { access: { circle: true, permission: 'billing.view' } } } as const
const manage = { config: { access: { circle: true, permission: 'billing.manage' } } } as const

/** Billing & Subscription (SPEC.md §2, §7): the subscription of the circle on screen, with the built-in provider */
export function billingRoutes(app: HttpApp, deps: BillingDeps) {
  const { db } = deps

  app.get('/api/subscription/plans', { config: { access: { signedIn: true, permission: 'billing.view' } } }, async () => SUBSCRIPTION_PLANS)

  app.get('/api/subscription/current', view, async (req) => getCurrentSubscription(deps, requireCircle(req).clientId))

  app.post('/api/subscription/create', { ...manage, schema: { body: SubscriptionCreate } }, async (req, reply) => {
    const actor = requireUser(req)
    const { clientId } = requireCircle(req)
    const created = await createSubscription(deps, clientId, req.body)
    const { plan, billingCycle } = req.body
    await recordAudit(db, req, { action: 'subscription.created', actor, target: { type: 'user', id: clientId }, circleId: clientId, details: { plan, billingCycle } })
    return reply.code(201).send(created)
  })

  app.post('/api/subscription/payment-setup', manage, async (req) => startPaymentSetup(deps, requireCircle(req).clientId))

  app.post('/api/subscription/payment-method', { ...manage, schema: { body: PaymentMethodInput } }, async (req) => {
    const actor = requireUser(req)
    const { clientId } = requireCircle(req)
    const current = await addPaymentMethod(deps, clientId, req.body)
    const { brand, last4 } = req.body
    await recordAudit(db, req, { action: 'subscription.payment_method_added', actor, target: { type: 'user', id: clientId }, circleId: clientId, details: { brand, last4 } })
    return current
  })

  app.post('/api/subscription/cancel', manage, async (req) => {
    const actor = requireUser(req)
    const { clientId } = requireCircle(req)
    const current = await cancelSubscription(deps, clientId)
    await recordAudit(db, req, { action: 'subscription.cancelled', actor, target: { type: 'user', id: clientId }, circleId: clientId, details: { endDate: current.endDate } })
    return current
  })

  app.post('/api/subscription/reactivate', manage, async (req) => {
    const actor = requireUser(req)
    const { clientId } = requireCircle(req)
    const current = await reactivateSubscription(deps, clientId)
    await recordAudit(db, req, { action: 'subscription.reactivated', actor, target: { type: 'user', id: clientId }, circleId: clientId })
    return current
  })
}
