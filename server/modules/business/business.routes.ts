import { ClientListQuery, ClientParams, CostInput, CostParams, ManageSubscription, MonthQuery } from '../../../contracts/business'
import { LIST_LIMIT_MAX, LIST_PAGE } from '../../../contracts/paging'
import type { HttpApp } from '../../lib/http'
import { recordAudit } from '../audit/audit.service'
import { requireUser } from '../auth/session.plugin'
import { businessStats, costSummary, listBusinessClients, listCosts, recordCost, removeCost, setClientSubscription, toClientSubscription, type BusinessDeps } from './business.service'

const view = { config: { access: { signedIn: true, permission: 'business.view' } } } as const
const manage = { config: { access: { signedIn: true, permission: 'business.manage' } } } as const

/** Business Management (SPEC.md §2, §7): administrators only */
export function businessRoutes(app: HttpApp, deps: BusinessDeps) {
  const { db } = deps

  app.get(
    '/api/business/clients',
    {
      ...view,
      schema: {
        summary: 'The homes of Client Management, a page at a time (administrators only)',
        description: `A–Z by last name, the homes whose client's name, e-mail or phone holds \`search\`, on a plan or not (\`status\`): \`limit\` of them (${LIST_PAGE} unless asked, at most ${LIST_LIMIT_MAX}) after \`after\` (the \`next\` of the page before; the first page without it). \`next\` reads on after this page's last (null: it is the last); a home added, removed or renamed meanwhile moves no other. \`matching\` counts every one that fits.`,
        querystring: ClientListQuery,
      },
    },
    async (req) => listBusinessClients(deps, req.query),
  )

  app.get('/api/business/stats', view, async () => businessStats(deps))

  app.get('/api/business/costs/summary', { ...view, schema: { querystring: MonthQuery } }, async (req) => costSummary(deps, req.query.month))

  app.get('/api/business/costs', { ...view, schema: { querystring: MonthQuery } }, async (req) => listCosts(deps, req.query.month))

  app.post('/api/business/clients/:id/subscription', { ...manage, schema: { params: ClientParams, body: ManageSubscription } }, async (req) => {
    const actor = requireUser(req)
    const row = await setClientSubscription(deps, req.params.id, req.body)
    await recordAudit(db, req, {
      action: 'subscription.updated',
      actor,
      target: { type: 'user', id: req.params.id },
      circleId: req.params.id,
      details: { plan: row.plan, status: row.status, billingCycle: row.billingCycle, pricePerMonth: row.pricePerMonth },
    })
    return toClientSubscription(row)
  })

  app.post('/api/business/costs', { ...manage, schema: { body: CostInput } }, async (req, reply) => {
    const actor = requireUser(req)
    const cost = await recordCost(deps, req.body)
    await recordAudit(db, req, { action: 'cost.recorded', actor, target: { type: 'cost', id: cost.id }, details: { serviceName: cost.serviceName, amount: cost.amount } })
    return reply.code(201).send(cost)
  })

  app.delete('/api/business/costs/:id', { ...manage, schema: { params: CostParams } }, async (req, reply) => {
    const actor = requireUser(req)
    const cost = await removeCost(deps, req.params.id)
    await recordAudit(db, req, { action: 'cost.deleted', actor, target: { type: 'cost', id: cost.id }, details: { serviceName: cost.serviceName, amount: cost.amount } })
    return reply.code(204).send()
  })
}
