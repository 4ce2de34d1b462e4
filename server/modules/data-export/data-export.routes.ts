// GET /api/circle/export?clientId=…: the home's copy as one JSON file, downloaded by a plain link
// (decision 0063). Sent as it is read: a home's years of events never sit whole in memory, and the
// browser saves the file as it comes.
import { Readable } from 'node:stream'
import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { requireCircle } from '../access/access.plugin'
import { requireUser } from '../auth/session.plugin'
import { startHomeDownload } from './data-export.service'

/** What the stream keeps ready ahead of a slow reader: one page of events (about 250 kB) waits behind it */
const AHEAD_BYTES = 64 * 1024

export function dataExportRoutes(app: HttpApp, { db }: { db: Db }) {
  app.get('/api/circle/export', { config: { access: { circle: true, permission: 'home.export' } } }, async (req, reply) => {
    const download = await startHomeDownload(db, requireUser(req), requireCircle(req), req)
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${download.filename}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(download.chunks, { objectMode: false, highWaterMark: AHEAD_BYTES }))
  })
}
