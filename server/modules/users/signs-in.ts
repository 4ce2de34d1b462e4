import { sql } from 'drizzle-orm'
import { userIdentities } from '../../db/platform-schema'
import { users } from '../../db/schema'

/**
 * Whether the person has a way in: an e-mail (its password, or one set through a reset link) or a
 * linked Google or Facebook account. A home added for someone who will not sign in has neither
 * (decision 0025).
 */
export const signsInSql = sql<boolean>`(${users.email} is not null or exists (select 1 from ${userIdentities} where ${userIdentities.userId} = ${users.id}))`
