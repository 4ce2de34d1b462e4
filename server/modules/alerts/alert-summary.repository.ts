import { and, desc, eq, gte, or, sql } from 'drizzle-orm'
import { SUMMARY_CLOSED_LISTED, SUMMARY_CLOSED_MINUTES, type CircleAlertSummary, type ResolvedAlertCount } from '../../../contracts/alerts'
import { alerts } from '../../db/schema'
import type { Db } from '../../lib/db'

/**
 * The home's alerts in brief for every page's top bar (decision 0088): each open alert, and the few
 * closed in the last hour, in one statement on the home's rows (alerts_user_time_idx): the page's count
 * and its screen reader's news no longer cost the Alerts page's 500 resolved alerts on every page. How
 * many the home has had resolved in all is not in it: that count is the Alerts page's alone
 * (countResolvedAlerts, decision 0121).
 */
export async function summarizeCircleAlerts(db: Db, clientId: string): Promise<CircleAlertSummary> {
  const rows = await listInBrief(db, clientId)
  const open = rows.filter((r) => !r.isResolved)
  const closed = rows
    .filter((r) => r.isResolved)
    .sort((a, b) => (b.resolvedAt?.getTime() ?? 0) - (a.resolvedAt?.getTime() ?? 0))
    .slice(0, SUMMARY_CLOSED_LISTED)
  return {
    openCount: open.length,
    alerts: [...open, ...closed].map(({ createdAt, resolvedAt, ...alert }) => ({
      ...alert,
      createdAt: createdAt.toISOString(),
      resolvedAt: resolvedAt?.toISOString() ?? null,
    })),
  }
}

function listInBrief(db: Db, clientId: string) {
  return db
    .select({
      id: alerts.id,
      type: alerts.type,
      severity: alerts.severity,
      title: alerts.title,
      isResolved: alerts.isResolved,
      resolvedBy: alerts.resolvedBy,
      createdAt: alerts.createdAt,
      resolvedAt: alerts.resolvedAt,
    })
    .from(alerts)
    .where(
      and(
        eq(alerts.userId, clientId),
        or(eq(alerts.isResolved, false), gte(alerts.resolvedAt, sql`now() - make_interval(mins => ${SUMMARY_CLOSED_MINUTES})`)),
      ),
    )
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
}

/**
 * How many alerts the home has had resolved in all, counted on alerts_user_time_idx: the Alerts page's list
 * stops at the newest 500, which its 'Resolved Alerts (n)' used to take for the whole history (decision
 * 0119). Read by that page only, when its list is at the cap; every page's top bar read it in the summary
 * until decision 0121, on every page and every live change, at 5,000 resolved alerts the summary's slowest part.
 */
export async function countResolvedAlerts(db: Db, clientId: string): Promise<ResolvedAlertCount> {
  return { resolvedCount: await db.$count(alerts, and(eq(alerts.userId, clientId), eq(alerts.isResolved, true))) }
}
