import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { HttpApp } from './http'

const HASHED_DIR = `assets${path.sep}`

/**
 * Serves the built web app from `webDist`: its files (hashed assets cached for a year, the rest
 * revalidated, the build-time .br/.gz copies to browsers that accept them), and `index.html` for any
 * other GET that asks for a page, so that client routes (/alerts, /login?error=…) survive a reload.
 *
 * Files are looked up on disk at each request (one wildcard route), not listed at start-up: a web app
 * rebuilt under a running server is served at once, its new hashed names found and the old ones 404.
 * With no build there (yet), pages are a 404 too and the API alone works, e.g. in integration tests.
 */
export async function serveWebApp(app: HttpApp, webDist: string) {
  await app.register(fastifyStatic, {
    root: webDist,
    // only reply.sendFile(): the route below decides what is a file and what is a page
    serve: false,
    // the .br/.gz copies written at build time (tools/build/precompress.ts), to browsers that accept them
    preCompressed: true,
    // as before, when only the build's files were routes: .env and the like are never sent
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders(res, filePath) {
      const isHashed = path.relative(webDist, filePath).startsWith(HASHED_DIR)
      res.setHeader('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    // a browser that goes away mid-download is not our error
    errorHandler: (error, req, reply) => (error.code === 'ERR_STREAM_PREMATURE_CLOSE' ? req.raw.destroy() : app.errorHandler(error, req, reply)),
    // a missing file (or index.html) calls the not-found handler: the one JSON 404
    handler: (req, reply) => sendWebApp(req as FastifyRequest<{ Params: { '*': string } }>, reply),
  })
}

function sendWebApp(req: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) {
  const pathname = `/${req.params['*']}`
  if (isNeverWebApp(pathname)) return reply.callNotFound()
  // every file of a build has an extension and no app page (/alerts, /invitations/<token>) has one, so a
  // page costs no failed lookups (.br, .gz, plain)
  if (pathname.slice(pathname.lastIndexOf('/')).includes('.')) return reply.sendFile(pathname)
  if (isPageRequest(pathname, req.headers.accept)) return reply.header('Cache-Control', 'no-cache').sendFile('index.html')
  return reply.callNotFound()
}

/** The API's and sign-in's paths, and a step up out of the build (`send` would refuse it with a 403): a 404. A NUL never gets here (no-nul.ts). */
function isNeverWebApp(pathname: string) {
  if (pathname.startsWith('/api/') || pathname.startsWith('/auth/')) return true
  return pathname.split(/[/\\]/).includes('..')
}

/** A GET for a page of the app (a client route such as /alerts), not for a file: never index.html for a missing script */
function isPageRequest(pathname: string, accept: string | undefined) {
  if (pathname.startsWith('/assets/')) return false
  return !accept || accept.includes('text/html') || accept.includes('*/*')
}
