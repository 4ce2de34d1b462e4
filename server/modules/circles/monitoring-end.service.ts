// Ending the watching of a home, and starting it again (decision 0045). The person watched moved into
// care or died: nothing should go on telling the family that they are quiet. What was recorded stays,
// and the family is told once that it ended (monitoring-end-notice.ts).
import type { Db } from '../../lib/db'
import { AppError } from '../../lib/errors'
import type { LiveBus } from '../../lib/live-bus'
import { resolveAllOpenAsEnded } from '../alerts/alerts.repository'
import { recordAudit } from '../audit/audit.service'
import type { UserRow } from '../users/users.repository'
import { queueEndedNotices } from './monitoring-end-notice'
import { cancelEndedNotices, dropWaitingNews, lockMonitoringEnd, setMonitoringEnd, startEngineAfresh } from './monitoring-end.repository'

type Req = Parameters<typeof recordAudit>[1]

export interface MonitoringEndDeps {
  db: Db
  live: Pick<LiveBus, 'publish'>
  now?: () => Date
}

/**
 * Ends or restarts the watching of the home, once: asking for the state it is already in changes
 * nothing and records nothing. Ending closes every open alert (resolved by whoever ended it, saying
 * why) and drops the news of them still waiting, in one transaction with the flag, so that no alert
 * the engine raises meanwhile outlives it (alerts.service locks the same row). Starting again has the
 * engine learn the home afresh: the routine it knew, and the quiet it was in, are from before the end.
 */
export async function setHomeMonitoring({ db, live, now = () => new Date() }: MonitoringEndDeps, actor: UserRow, clientId: string, ended: boolean, req: Req) {
  const at = now()
  const outcome = await db.transaction(async (tx) => {
    const home = await lockMonitoringEnd(tx, clientId, 'update')
    if (!home) throw new AppError('NOT_FOUND', 'Home not found')
    if ((home.endedAt !== null) === ended) return { endedAt: home.endedAt, changed: false, closed: [] as { id: string }[] }
    await setMonitoringEnd(tx, clientId, ended ? at : null)
    if (!ended) {
      await startEngineAfresh(tx, clientId)
      // the family's e-mail saying it ended, if it is still waiting for their morning, would now be wrong
      const noticesCancelled = await cancelEndedNotices(tx, clientId)
      await recordAudit(tx, req, { action: 'circle.monitoring_restarted', actor, circleId: clientId, details: { endedAt: home.endedAt!.toISOString(), noticesCancelled } })
      return { endedAt: null, changed: true, closed: [] }
    }
    const closed = await resolveAllOpenAsEnded(tx, clientId, at, actor.id)
    const newsDropped = await dropWaitingNews(tx, clientId)
    // and the family is told, each at a decent hour on their own clock
    const familyToTell = await queueEndedNotices(tx, { id: clientId, timeZone: home.timeZone }, actor.id, at)
    await recordAudit(tx, req, { action: 'circle.monitoring_ended', actor, circleId: clientId, details: { alertsClosed: closed.length, newsDropped, familyToTell } })
    return { endedAt: at, changed: true, closed }
  })
  if (outcome.changed) {
    // open pages of the home show it ended (or watched again) and its alerts closed, without a reload
    for (const { id } of outcome.closed) await live.publish({ type: 'alert.resolved', circleId: clientId, id })
    await live.publish({ type: 'circle.changed', circleId: clientId })
  }
  return { monitoringEndedAt: outcome.endedAt?.toISOString() ?? null }
}
