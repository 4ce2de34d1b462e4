import type { HttpApp } from './http'
import { AppError } from './errors'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses state-changing requests a browser sends from another site (CSRF): `Sec-Fetch-Site:
 * cross-site`, or an `Origin` that is neither this host nor PUBLIC_URL. Hubs posting with a key send
 * no cookies and are not browsers, so key-authenticated routes are left alone.
 */
export function refuseCrossSiteWrites(app: HttpApp, { publicUrl }: { publicUrl?: string }) {
  const allowed = publicUrl ? new URL(publicUrl).origin : undefined
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method)) return
    const access = req.routeOptions.config?.access
    if (access && 'hubKey' in access) return
    const site = req.headers['sec-fetch-site']
    if (site === 'cross-site') throw new AppError('FORBIDDEN', 'Cross-site request refused')
    const origin = req.headers.origin
    if (origin === undefined) return
    if (origin !== `${req.protocol}://${req.host}` && origin !== allowed) {
      throw new AppError('FORBIDDEN', 'Cross-site request refused')
    }
  })
}
