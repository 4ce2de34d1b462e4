// The copy of a home, written as one JSON document a piece at a time (format: docs/home-data.md).
// The small parts are read whole; the events and the audit trail a page at a time, each page written
// out before the next is read, so memory holds one page whatever the size of the home's history.
import { isStaff } from '../../../contracts/access'
import type { NotifyLevel } from '../../../contracts/notifications'
import type { Db } from '../../lib/db'
import { listCareNotes } from '../care-notes/care-notes.service'
import { levelFor } from '../notifications/notification-rules'
import type { UserRow } from '../users/users.repository'
import { listCircleInvitations } from '../invitations/invitations.repository'
import { senderMayStillInvite } from '../invitations/invitations.service'
import { findPlan, findSignInOffer, listNotificationsSent } from './data-export-account.repository'
import { findLastIds, pageAudit, pageEvents, type EventCursor } from './data-export-pages.repository'
import { findProfile, listAlerts, listCircleSettings, listHubKeys, listMembers, listPatterns, listResponses, listSensors } from './data-export.repository'

export const HOME_DATA_FORMAT = 'hearthwatch-home-data'
export const HOME_DATA_VERSION = 1
/** Rows read at a time: 2,000 events are about 250 kB of JSON (measured in decision 0063) */
export const PAGE_ROWS = 2_000

export interface WriteOptions {
  now: Date
  pageRows: number
}

type Person = NonNullable<Awaited<ReturnType<typeof findProfile>>>

const fullName = (p: { firstName: string | null; lastName: string | null }) => [p.firstName, p.lastName].filter(Boolean).join(' ') || null

/** A top-level member, indented as the rest of the document; `first` has no comma before it */
const member = (key: string, value: unknown, first = false) =>
  `${first ? '' : ',\n'}  ${JSON.stringify(key)}: ${JSON.stringify(value, null, 2).replace(/\n/g, '\n  ')}`

export async function* writeHomeData(
  db: Db,
  { actor, person, now, pageRows = PAGE_ROWS }: { actor: UserRow; person: Person; now: Date; pageRows?: number },
): AsyncGenerator<string> {
  const clientId = person.id
  const staff = isStaff(actor.role)
  // the copy ends at what was stored when it began: a row stored during the download is in the next one
  const last = await findLastIds(db, clientId)
  yield '{\n'
  yield member('format', HOME_DATA_FORMAT, true)
  yield member('version', HOME_DATA_VERSION)
  yield member('exportedAt', now)
  yield member('exportedBy', { id: actor.id, name: fullName(actor), role: actor.role })
  yield member('person', person)
  yield member('signInOffer', await findSignInOffer(db, clientId))
  yield member('subscription', await findPlan(db, clientId))
  yield member('circle', await listMembers(db, clientId))
  yield member('invitations', await invitationsInto(db, clientId, now))
  yield member('sensors', await listSensors(db, clientId))
  yield member('hubKeys', await listHubKeys(db, clientId))
  yield member('activityPatterns', await listPatterns(db, clientId))
  yield member('alerts', await alertsWithResponses(db, clientId))
  yield member('notificationsSent', await listNotificationsSent(db, clientId))
  yield member('careNotes', await careNotesFor(db, actor, clientId))
  yield member('notificationSettings', await settingsOf(db, clientId))

  yield ',\n  "auditTrail": ['
  let auditRows = 0
  for (let afterId = 0; ; ) {
    const page = await pageAudit(db, clientId, { afterId, lastId: last.auditId, limit: pageRows, hidePrivateNotesOf: staff ? undefined : actor.id })
    if (page.length === 0) break
    yield (auditRows === 0 ? '\n    ' : ',\n    ') + page.map((row) => JSON.stringify(trailEntry(row, clientId))).join(',\n    ')
    auditRows += page.length
    afterId = page.at(-1)!.id
    if (page.length < pageRows) break
  }
  yield auditRows === 0 ? ']' : '\n  ]'

  yield ',\n  "events": ['
  let events = 0
  for (let after: EventCursor | null = null; ; ) {
    const page = await pageEvents(db, clientId, { after, lastId: last.eventId, limit: pageRows })
    if (page.length === 0) break
    yield (events === 0 ? '\n    ' : ',\n    ') + page.map((e) => JSON.stringify(eventEntry(e))).join(',\n    ')
    events += page.length
    const end = page.at(-1)!
    after = { timestamp: end.timestamp, id: end.id }
    if (page.length < pageRows) break
  }
  yield events === 0 ? ']' : '\n  ]'
  // last, so a file cut short shows it: no counts, and no closing brace
  yield member('counts', { auditTrail: auditRows, events })
  yield '\n}\n'
}

/**
 * Whom the circle invited, as what, by whom, and what became of it: `accepted`, `pending`, `expired`, or
 * `withdrawn` (whoever sent it can no longer invite, so its link no longer works). Never the link's
 * token or its hash. One revoked or replaced is no longer on file; the trail has it (`invitation.revoked`).
 */
async function invitationsInto(db: Db, clientId: string, now: Date) {
  const rows = await listCircleInvitations(db, clientId)
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    message: row.message,
    invitedBy: row.invitedBy,
    invitedByName: row.invitedByName,
    status: row.acceptedAt ? 'accepted' : !senderMayStillInvite(row) ? 'withdrawn' : row.expiresAt <= now ? 'expired' : 'pending',
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    acceptedAt: row.acceptedAt,
  }))
}

async function alertsWithResponses(db: Db, clientId: string) {
  const [alerts, responses] = await Promise.all([listAlerts(db, clientId), listResponses(db, clientId)])
  const byAlert = new Map<string, Omit<(typeof responses)[number], 'alertId'>[]>()
  for (const { alertId, ...response } of responses) {
    const list = byAlert.get(alertId)
    if (list) list.push(response)
    else byAlert.set(alertId, [response])
  }
  return alerts.map((a) => ({ ...a, responses: byAlert.get(a.id) ?? [] }))
}

/** The Care Notes page's rule: staff read every note; the person watched her circle's shared notes and her own private ones */
async function careNotesFor(db: Db, actor: UserRow, clientId: string) {
  const notes = await listCareNotes(db, actor, clientId)
  return notes.toReversed().map((n) => ({
    id: n.id,
    category: n.category,
    content: n.content,
    isPrivate: n.isPrivate,
    authorId: n.authorId,
    authorName: n.authorId ? fullName(n.author ?? { firstName: null, lastName: null }) : null,
    createdAt: n.createdAt,
    updatedAt: n.updatedAt,
    editedAt: n.editedAt,
    editedBy: n.editedBy,
    editedByName: n.editedBy ? fullName(n.editor ?? { firstName: null, lastName: null }) : null,
  }))
}

async function settingsOf(db: Db, clientId: string) {
  const rows = await listCircleSettings(db, clientId)
  return rows.map(({ personId, name, role, memberRole, alertEmails, alertPush }) => ({
    personId,
    name,
    // a level they never chose is their role's default, shown as what is in effect
    alertEmails: levelFor(alertEmails as NotifyLevel | null, role, memberRole),
    alertPush: levelFor(alertPush as NotifyLevel | null, role, memberRole),
    chosen: { alertEmails, alertPush },
  }))
}

type TrailRow = Awaited<ReturnType<typeof pageAudit>>[number]

/** Where from and with what browser only for what the person did herself: other people's addresses are not hers */
function trailEntry(row: TrailRow, clientId: string) {
  const own = row.actorId === clientId
  return {
    id: row.id,
    at: row.at,
    action: row.action,
    actor: row.actorId ? { id: row.actorId, name: row.actorName, role: row.actorRole } : null,
    target: row.targetType ? { type: row.targetType, id: row.targetId } : null,
    details: row.details,
    ...(own ? { ip: row.ip, userAgent: row.userAgent } : {}),
  }
}

type EventRow = Awaited<ReturnType<typeof pageEvents>>[number]

/** One line per event: a door's reading is `door` ("open", "closed"); confidence and metadata only when stored */
function eventEntry(e: EventRow) {
  const door = (e.metadata as { door?: unknown } | null)?.door
  return {
    id: e.id,
    sensorId: e.sensorId,
    at: e.timestamp,
    motionDetected: e.motionDetected,
    ...(typeof door === 'string' ? { door } : {}),
    ...(e.confidence !== null ? { confidence: e.confidence } : {}),
    ...(e.metadata !== null && typeof door !== 'string' ? { metadata: e.metadata } : {}),
  }
}
