import type { RouteOptions } from 'fastify'
import { z } from 'zod'
import { can, type Permission } from '../../../contracts/access'
import type { Db } from '../../lib/db'
import { AppError } from '../../lib/errors'
import type { HttpApp } from '../../lib/http'
import { requireUser } from '../auth/session.plugin'
import { resolveCircle, type CircleAccess } from '../circles/circles.service'
import { validationError } from '../../lib/validation-message'

/**
 * Every API and auth route declares who may call it, in `config.access`:
 * - `public`: anyone, signed in or not
 * - `signedIn`: any signed-in person holding `permission`, if one is named
 * - `circle`: a signed-in person who may see the care circle named by `?clientId=` (or their own or
 *   only one), holding `permission` if named; the handler finds it on `req.circle`
 * - `hubKey`: a hub's ingest key (checked by the ingest module)
 */
export type AccessRule =
  | { public: true }
  | { signedIn: true; permission?: Permission }
  | { circle: true; permission?: Permission }
  | { hubKey: true }

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule
  }
  interface FastifyRequest {
    /** the care circle of a `circle` route, resolved and checked */
    circle: CircleAccess | null
  }
}

export const PUBLIC: AccessRule = { public: true }

const ClientIdQuery = z.object({ clientId: z.uuid({ message: 'clientId must be a circle id' }).optional() })

export interface DeclaredRoute {
  method: string
  url: string
  access: AccessRule
}

/** A route under /api or /auth without a rule stops the app from starting */
export function installAccessRules(app: HttpApp, { db }: { db: Db }) {
  const declared: DeclaredRoute[] = []
  app.decorateRequest('circle', null)

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') && !route.url.startsWith('/auth/')) return
    const access = route.config?.access
    if (!access) throw new Error(`${String(route.method)} ${route.url} declares no access rule`)
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') declared.push({ method, url: route.url, access })
    }
  })

  // Who may call: before the body is validated, so a signed-out or unpermitted caller learns nothing about its input
  app.addHook('preValidation', async (req) => {
    const access = req.routeOptions.config?.access
    if (!access || 'public' in access || 'hubKey' in access) return
    const user = requireUser(req)
    if (access.permission && !can(user.role, access.permission)) {
      throw new AppError('FORBIDDEN', "You don't have permission to do this")
    }
  })

  // Which circle: after the route's own hooks (one takes clientId from the body)
  app.addHook('preHandler', async (req) => {
    const access = req.routeOptions.config?.access
    if (!access || !('circle' in access)) return
    const query = ClientIdQuery.safeParse(req.query ?? {})
    if (!query.success) {
      throw validationError({ clientId: query.error.issues.map((i) => i.message) })
    }
    req.circle = await resolveCircle(db, requireUser(req), query.data.clientId)
  })

  return { declared }
}

export function requireCircle(req: { circle: CircleAccess | null }): CircleAccess {
  if (!req.circle) throw new Error('requireCircle() on a route without a circle rule')
  return req.circle
}
