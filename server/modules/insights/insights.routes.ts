import { z } from 'zod'
import { SIMULATION_OFF } from '../../../contracts/auth'
import { AppError } from '../../lib/errors'
import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import type { LiveBus } from '../../lib/live-bus'
import { requireCircle } from '../access/access.plugin'
import { hourlyActivity } from './activity.service'
import { findCircleTimeZone } from './insights.repository'
import { dashboardStats, fallRiskOf, healthScoreOf, patternsOf, simulateMotion } from './insights.service'

const circle = { config: { access: { circle: true } } } as const
const ActivityQuery = z.object({ hours: z.coerce.number().int().refine((h) => h === 24 || h === 48, 'hours must be 24 or 48').default(24), clientId: z.string().optional() })
const FallRiskQuery = z.object({ deviceId: z.uuid({ message: 'deviceId must be a sensor id' }), clientId: z.string().optional() })

export function insightsRoutes(app: HttpApp, { db, live, simulation }: { db: Db; live: LiveBus; simulation: boolean }) {
  app.get('/api/dashboard/stats', circle, async (req) => {
    const { clientId } = requireCircle(req)
    return dashboardStats(db, clientId, await findCircleTimeZone(db, clientId))
  })
  app.get('/api/activity', { ...circle, schema: { querystring: ActivityQuery } }, async (req) => {
    const { clientId } = requireCircle(req)
    return hourlyActivity(db, clientId, req.query.hours, await findCircleTimeZone(db, clientId))
  })
  app.get('/api/ml/health-score', circle, async (req) => healthScoreOf(db, requireCircle(req).clientId))
  app.get('/api/ml/behavioral-patterns', circle, async (req) => patternsOf(db, requireCircle(req).clientId))
  app.get('/api/ml/fall-risk-assessment', { ...circle, schema: { querystring: FallRiskQuery } }, async (req) =>
    fallRiskOf(db, requireCircle(req).clientId, req.query.deviceId),
  )
  // for trying Hearthwatch out (SIMULATION, on with the demo): made-up movement is stored as the sensors' own
  app.post('/api/ml/simulate-motion', { config: { access: { circle: true, permission: 'sensors.manage' } } }, async (req) => {
    if (!simulation) throw new AppError('FORBIDDEN', SIMULATION_OFF)
    return simulateMotion({ db, live }, requireCircle(req).clientId)
  })
}
