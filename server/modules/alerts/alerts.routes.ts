import { z } from 'zod'
import {
  AlertParams,
  AlertResponseInput,
  CircleAlertSummary,
  ResolvedAlertCount,
  ResolveAlertInput,
  SUMMARY_CLOSED_LISTED,
  SUMMARY_CLOSED_MINUTES,
  OpenAlertsOfEveryHome,
  OpenAlertsQuery,
} from '../../../contracts/alerts'
import { unlessUnchanged } from '../../lib/etag'
import type { HttpApp } from '../../lib/http'
import { requireCircle } from '../access/access.plugin'
import { requireUser } from '../auth/session.plugin'
import { lastMovementNow } from '../insights/insights.service'
import { countResolvedAlerts, summarizeCircleAlerts } from './alert-summary.repository'
import { RESOLVED_ALERTS_LISTED } from './alerts.repository'
import { ownChangeOf } from '../../lib/own-change'
import { listCircleAlerts, raiseEmergency, resolveAlert, respondToAlert, type AlertDeps } from './alerts.service'
import { assertSeesEveryHome, openAlertsForStaff } from './open-alerts.service'

const SummaryQuery = z.object({ clientId: z.uuid({ message: 'clientId must be a circle id' }).optional() })
// the dashboard's Alerts card shows open alerts only: without the list's 500 resolved (decision 0091)
const ListQuery = SummaryQuery.extend({ status: z.enum(['open'], { message: 'status must be open (only the open alerts), or left out' }).optional() })

export function alertsRoutes(app: HttpApp, deps: AlertDeps) {
  const { db } = deps
  // read again every minute by every open page of the home, and every 30 s for All homes: 304 when unchanged (decision 0058)
  app.get(
    '/api/alerts',
    {
      config: { access: { circle: true } },
      schema: {
        summary: "The home's alerts: every open one, then the newest resolved",
        description: `Newest first: every open alert however old, then the newest ${RESOLVED_ALERTS_LISTED} resolved, each with its device, who resolved it and who is responding. With \`status=open\`, the open alerts only (the dashboard's Alerts card). Answered 304 to an If-None-Match naming its ETag.`,
        querystring: ListQuery,
      },
    },
    async (req, reply) => unlessUnchanged(req, reply, await listCircleAlerts(db, requireUser(req), requireCircle(req).clientId, { openOnly: req.query.status === 'open' })),
  )

  // every signed-in page's top bar: the count and a screen reader's news, not the list's history (decision 0088)
  app.get(
    '/api/alerts/summary',
    {
      config: { access: { circle: true } },
      schema: {
        summary: "The home's open alerts in brief, and those closed in the last hour",
        description:
          `\`openCount\` is the number of open alerts (the Alerts page's 'Active Alerts (n)'); how many were ever resolved is GET /api/alerts/resolved-count. \`alerts\` holds each open alert, newest first, then at most ${SUMMARY_CLOSED_LISTED} closed in the last ${SUMMARY_CLOSED_MINUTES} minutes, newest closing first. Answered 304 to an If-None-Match naming its ETag.`,
        querystring: SummaryQuery,
        response: { 200: CircleAlertSummary },
      },
    },
    async (req, reply) => unlessUnchanged(req, reply, await summarizeCircleAlerts(db, requireCircle(req).clientId)),
  )

  // the Alerts page's 'Resolved Alerts (n)' past the list's cap, and no other page's (decision 0121)
  app.get(
    '/api/alerts/resolved-count',
    {
      config: { access: { circle: true } },
      schema: {
        summary: 'How many alerts the home has had resolved in all',
        description: `\`resolvedCount\` counts every resolved alert of the home, however old: GET /api/alerts lists the newest ${RESOLVED_ALERTS_LISTED}, and the Alerts page counts 'Resolved Alerts (n)' from here past that. Answered 304 to an If-None-Match naming its ETag.`,
        querystring: SummaryQuery,
        response: { 200: ResolvedAlertCount },
      },
    },
    async (req, reply) => unlessUnchanged(req, reply, await countResolvedAlerts(db, requireCircle(req).clientId)),
  )

  // staff's Alerts page, All homes (decision 0030); resolving one goes through the home's own route below
  app.get(
    '/api/alerts/open',
    {
      config: { access: { signedIn: true } },
      // before the query is read, as for a missing permission: a carer learns nothing about its input
      preValidation: async (req) => assertSeesEveryHome(requireUser(req)),
      schema: {
        summary: 'The open alerts of every home (admin and support only)',
        description: 'Most urgent first (severity, a possible fall counting as critical, then newest), at most `limit`; `total` counts every open alert. 403 for carers and clients.',
        querystring: OpenAlertsQuery,
        response: { 200: OpenAlertsOfEveryHome },
      },
    },
    async (req, reply) => unlessUnchanged(req, reply, await openAlertsForStaff(db, requireUser(req), req.query)),
  )

  // any member of the circle may resolve (SPEC.md §2: the Alerts page needs login only), saying what happened if they wish
  app.put('/api/alerts/:id/resolve', { config: { access: { circle: true } }, schema: { params: AlertParams, body: ResolveAlertInput } }, async (req) =>
    resolveAlert(deps, requireUser(req), requireCircle(req).clientId, req.params.id, req, req.body?.note, ownChangeOf(req)),
  )

  app.post(
    '/api/alerts/:id/responses',
    { config: { access: { circle: true } }, schema: { params: AlertParams, body: AlertResponseInput } },
    async (req, reply) => {
      await respondToAlert(deps, requireUser(req), requireCircle(req).clientId, req.params.id, req.body.action, ownChangeOf(req))
      return reply.code(204).send()
    },
  )

  app.post('/api/alerts/emergency', { config: { access: { circle: true } } }, async (req, reply) => {
    const { clientId } = requireCircle(req)
    // where she last moved, said in the alert (decision 0096); a failure to read it never holds the alert back
    const lastMovement = await lastMovementNow(db, clientId, deps.now?.() ?? new Date()).catch((err: unknown) => {
      req.log.error({ err }, 'where the person last moved could not be read; the Emergency alert goes without it')
      return null
    })
    return reply.code(201).send(await raiseEmergency(deps, requireUser(req), clientId, lastMovement, ownChangeOf(req)))
  })
}
