import { sql } from 'drizzle-orm'
import { alerts } from '../../db/schema'

/**
 * How urgent an alert is to someone choosing what to do first: its severity, except that a possible
 * fall or the Emergency button (type emergency) ranks as critical from the start (decision 0037). The
 * engine raises a fall at high and makes it critical only half an hour later (server/engine/falls.ts),
 * and that first half hour is when it matters most: the web app calls it urgent at any severity
 * (web/src/lib/alert-urgency.ts). Staff's list of every home and the home picker order by it.
 */
export const alertUrgency = sql<'low' | 'medium' | 'high' | 'critical'>`case when ${alerts.type} = 'emergency' then 'critical'::alert_severity else ${alerts.severity} end`
