import type { OpenAlertsQuery } from '../../../contracts/alerts'
import { isStaff } from '../../../contracts/access'
import type { Db } from '../../lib/db'
import { AppError } from '../../lib/errors'
import type { UserRow } from '../users/users.repository'
import { asSeenBy } from './as-seen-by'
import { listOpenAlertsOfEveryHome } from './open-alerts.repository'

/** Only staff act in every home (ARCHITECTURE.md "The care circle"); a carer's homes are their own to pick */
export function assertSeesEveryHome(actor: UserRow) {
  if (!isStaff(actor.role)) throw new AppError('FORBIDDEN', 'Only admin and support staff can see the open alerts of every home')
}

/** Staff's one list of what is open in every home, most urgent first (decision 0030) */
export async function openAlertsForStaff(db: Db, actor: UserRow, { limit }: OpenAlertsQuery) {
  assertSeesEveryHome(actor)
  const { alerts, total } = await listOpenAlertsOfEveryHome(db, limit)
  // staff who pressed a home's Emergency button read it of themselves there too (as-seen-by.ts)
  return { alerts: alerts.map((alert) => asSeenBy(alert, actor.id)), total }
}
