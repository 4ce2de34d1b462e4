import { sql } from 'drizzle-orm'
import { userIdentities } from '../../db/platform-schema'
import { users } from '../../db/schema'

/**
 * Whether the person has a way in: an e-mail (its password, or one set through a reset link) or a
 * linked Google or Facebook account. A home added for someone who will not sign in has neither
 * (decision 0025).
 * Every column is named with its table: drizzle writes a column alone unqualified, and inside the sub-select a
 * bare "id" is the identity's own, so a linked account once never counted.
 */
export const signsInSql = sql<boolean>`(${users}.email is not null or exists (select 1 from ${userIdentities} where ${userIdentities}.user_id = ${users}.id))`
