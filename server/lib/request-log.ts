// One line per HTTP request, written when its answer has gone: Fastify's own request logging wrote two
// ('incoming request', then 'request completed'), which on a small board's SD card and in journalctl
// doubled the log for nothing the second did not say (decision 0124).
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { HttpApp } from './http'
import { redactUrl } from './log-redaction'

/** The request line's fields: its logger's reqId rides along on every line of the request */
export function requestLine(req: Pick<FastifyRequest, 'method' | 'url'>, reply: Pick<FastifyReply, 'statusCode' | 'elapsedTime'>) {
  return {
    method: req.method,
    // never a token of an e-mailed link, in the path or in a query value (log-redaction.ts)
    url: redactUrl(req.url),
    statusCode: reply.statusCode,
    /** milliseconds, to a tenth: pino wrote Fastify's 15 digits */
    responseTime: Math.round(reply.elapsedTime * 10) / 10,
  }
}

/**
 * Logs each request once, at info (LOG_LEVEL=warn and above keep them out, as before); an unhandled error
 * is still logged with its stack by the error handler, as a line of its own with the same reqId.
 * Fastify's own request logging must be off (a `LogController` with `disableRequestLogging`).
 */
export function installRequestLog(app: HttpApp) {
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(requestLine(req, reply), 'request')
  })
}
