// The rate limiters' counts (server/lib/rate-limiter.ts), in the database so that every instance on it
// counts together and a restart forgets nothing. Passed on by platform-schema.ts.
import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core'
import { at } from '../columns'

/**
 * One fixed window of one limiter's key: `key` is the SHA-256 (hex) of the limiter's name and its key,
 * so no address, e-mail or cookie is kept here, and a key of any length fits. Swept once its window ended.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 64 }).primaryKey(),
    count: integer('count').notNull(),
    resetAt: at('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
)
