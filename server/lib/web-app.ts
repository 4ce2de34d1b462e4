import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { HttpApp } from './http'

/**
 * Serves the built web app: hashed assets cached for a year, and `index.html` for any other GET that
 * asks for a page, so that client routes (/alerts, /login?error=…) survive a reload.
 * Answers false when there is no build (the API alone still works, e.g. in integration tests).
 */
export async function serveWebApp(app: HttpApp, webDist: string) {
  const index = path.join(webDist, 'index.html')
  if (!fs.existsSync(index)) return false
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // the .br/.gz copies written at build time (tools/build/precompress.ts), to browsers that accept them
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`)
      res.setHeader('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  return true
}

export function isPageRequest(method: string, url: string, accept: string | undefined) {
  if (method !== 'GET' && method !== 'HEAD') return false
  if (url.startsWith('/api/') || url.startsWith('/auth/')) return false
  return !accept || accept.includes('text/html') || accept.includes('*/*')
}
