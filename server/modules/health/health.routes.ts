import { sql } from 'drizzle-orm'
import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { AppError } from '../../lib/errors'
import { PUBLIC } from '../access/access.plugin'

export function healthRoutes(app: HttpApp, { db }: { db: Db }) {
  app.get('/api/health', { config: { access: PUBLIC } }, async () => {
    try {
      await db.execute(sql`select 1`)
    } catch {
      throw new AppError('UNAVAILABLE', 'Database is not answering')
    }
    return { status: 'ok' }
  })
}
