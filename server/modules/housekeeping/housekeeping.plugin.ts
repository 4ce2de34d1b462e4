// Records that stop serving anyone are deleted while the server runs, so a small server's database does
// not grow with them for good. Nothing a person can still see or act on goes: an alert, a care note, the
// audit log and the sensors' history are kept.
import { DAY_MS } from '../../engine/local-time'
import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { sweepWhileServing } from '../../lib/sweep'
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

export interface HousekeepingOptions {
  db: Db
  everyMs?: number
  now?: () => Date
}

export function installHousekeeping(app: HttpApp, { db, everyMs = HOUSEKEEPING_EVERY_MS, now = () => new Date() }: HousekeepingOptions) {
  sweepWhileServing(app, {
    what: 'old e-mails, password-reset links and hubs nobody needs',
    everyMs,
    pass: async () => {
      const at = now().getTime()
      await deleteMailBefore(db, new Date(at - MAIL_KEPT_DAYS * DAY_MS))
      await deleteResetsExpiredBefore(db, new Date(at - RESET_KEPT_DAYS_AFTER_EXPIRY * DAY_MS))
      await deleteHttpHubsNobodyNeeds(db)
    },
  })
}
