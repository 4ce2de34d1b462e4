import { sql, type Column } from 'drizzle-orm'
import type { AlertResponder } from '../../../contracts/alerts'

type RespondersJson = (Omit<AlertResponder, 'since'> & { since: string })[]

/**
 * Who is responding to an alert, as a JSON array in the alert's own row (decision 0071): one entry per
 * person, since their first response, with the action they took last; first to respond first. A
 * correlated subquery on `alert_responses_alert_idx`, which PostgreSQL runs after the sort and the
 * limit: once per alert listed, in the list's one statement, however many alerts are open.
 *
 * Only names and who they are to the home (staff, the circle's carer, its family, and the
 * relationship they gave): the list is staff's, and a number or an e-mail has no place on its cards.
 */
export const respondersOf = (alertId: Column, clientId: Column) => sql<RespondersJson>`coalesce((
    select json_agg(json_build_object(
        'userId', r.user_id,
        'firstName', r.first_name,
        'lastName', r.last_name,
        'role', case when r.role in ('admin', 'support') then 'staff' when coalesce(r.member_role, r.role::text) = 'carer' then 'carer' else 'family' end,
        'relationship', nullif(btrim(r.relationship), ''),
        'action', r.action,
        'since', r.since
      ) order by r.since, r.user_id)
    from (
      select distinct on (ar.user_id) ar.user_id, ar.action, min(ar.created_at) over (partition by ar.user_id) as since,
        ru.first_name, ru.last_name, ru.role, rm.role::text as member_role, rm.relationship
      from alert_responses ar
      join users ru on ru.id = ar.user_id
      left join family_members rm on rm.primary_user_id = ${clientId} and rm.member_user_id = ar.user_id
      where ar.alert_id = ${alertId}
      order by ar.user_id, ar.created_at desc, ar.id desc
    ) r
  ), '[]'::json)`
