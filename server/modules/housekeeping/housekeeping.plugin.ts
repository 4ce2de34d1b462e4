// Records that stop serving anyone are deleted while the server runs, so a small server's database does
// not grow with them for good. Nothing a person can still see or act on goes: an alert, a care note and
// the sensors' history are kept; the audit trail for six years (decision 0067).
import { DAY_MS } from '../../engine/local-time'
import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { sweepWhileServing } from '../../lib/sweep'
import { deleteOldAuditBatch } from '../audit/audit.repository'
import { deleteHttpHubsNobodyNeeds } from '../ingest/hub.repository'
import { deleteMailBefore } from '../mail/mail.repository'
import { deleteResetsExpiredBefore } from '../password-reset/password-reset.repository'

/**
 * Every e-mail the server sends is kept in mail_outbox with its outcome: without SMTP_URL it is where a
 * self-hoster reads an invitation or reset link. After 90 days it serves no one (every link in it has
 * expired) but it stayed, each alert e-mail's text and HTML a few kB, one per alert and person told.
 */
export const MAIL_KEPT_DAYS = 90
/**
 * A password-reset link opened after it expired, or a second time, says so ('This reset link has
 * expired. Please request a new one.'); a month after it expired the row goes, and the link reads as one
 * that is not valid.
 */
export const RESET_KEPT_DAYS_AFTER_EXPIRY = 30
const HOUSEKEEPING_EVERY_MS = 60 * 60_000
/**
 * Audit entries past their six years go this many at a time, each batch its own short statement, and
 * at most AUDIT_BATCHES_A_PASS batches a pass: a server's first pass over years of backlog leaves the
 * rest to the next hour instead of holding the table.
 */
export const AUDIT_BATCH_ROWS = 5_000
const AUDIT_BATCHES_A_PASS = 100

export interface HousekeepingOptions {
  db: Db
  everyMs?: number
  /** the e-mails' and reset links' clock; the audit trail's is the database's, which its trigger checks */
  now?: () => Date
  auditBatchRows?: number
}

/** Deletes audit entries older than AUDIT_KEPT_YEARS, a batch at a time, until none is left or the pass has done its share */
export async function trimAuditTrail(db: Db, batchRows = AUDIT_BATCH_ROWS) {
  let deleted = 0
  for (let batch = 0; batch < AUDIT_BATCHES_A_PASS; batch++) {
    const gone = await deleteOldAuditBatch(db, batchRows)
    deleted += gone
    if (gone < batchRows) break
  }
  return deleted
}

export function installHousekeeping(app: HttpApp, { db, everyMs = HOUSEKEEPING_EVERY_MS, now = () => new Date(), auditBatchRows }: HousekeepingOptions) {
  sweepWhileServing(app, {
    what: 'old e-mails, password-reset links, hubs nobody needs and audit entries past their years',
    everyMs,
    pass: async () => {
      const at = now().getTime()
      await deleteMailBefore(db, new Date(at - MAIL_KEPT_DAYS * DAY_MS))
      await deleteResetsExpiredBefore(db, new Date(at - RESET_KEPT_DAYS_AFTER_EXPIRY * DAY_MS))
      await deleteHttpHubsNobodyNeeds(db)
      await trimAuditTrail(db, auditBatchRows)
    },
  })
}
