// The real app with the ingest routes, until server/app.ts registers them itself (then this only
// skips registering twice). Used by the ingest tests, the replay test and the bench.
import { buildApp, type AppDeps } from '../../app'
import type { Database } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { TEST_ENV } from '../../test/test-app'
import { ingestKeysRoutes } from '../ingest-keys/ingest-keys.routes'
import { ingestRoutes } from './ingest.routes'

export async function buildIngestApp(database: Database, { ingestLimits }: Pick<AppDeps, 'ingestLimits'> = {}): Promise<HttpApp> {
  const app = await buildApp({ env: TEST_ENV, database, ingestLimits })
  const { db } = database
  if (!app.hasRoute({ method: 'POST', url: '/api/ingest/events' })) ingestRoutes(app, { db, limits: ingestLimits })
  if (!app.hasRoute({ method: 'POST', url: '/api/ingest-keys' })) ingestKeysRoutes(app, { db })
  await app.ready()
  return app
}
