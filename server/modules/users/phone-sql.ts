import { sql } from 'drizzle-orm'
import { users } from '../../db/schema'

/**
 * The number a person gave, or staff gave for them, or null: profileData.phone when it is text and not
 * empty, as Quick Contact reads it (phoneOf in profile.service.ts)
 */
export const phoneSql = sql<string | null>`case when jsonb_typeof(${users.profileData} -> 'phone') = 'string' then nullif(${users.profileData} ->> 'phone', '') end`
