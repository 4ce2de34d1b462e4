import { can, isStaff } from '../../../contracts/access'
import type { CircleMemberName, CircleSummary as PickerCircle } from '../../../contracts/circles'
import { CIRCLE_NOT_FOUND } from '../../../contracts/errors'
import type { Db } from '../../lib/db'
import { AppError } from '../../lib/errors'
import { phoneOf } from '../profile/profile.service'
import type { UserRow } from '../users/users.repository'
import { glanceNow } from '../monitoring/engine-glance'
import { findCircle, listAllCircles, listMemberCircles, listPickerCircles, type PickerRow } from './circles.repository'
import { listAllMemberNames, listCirclePeopleRows } from './members.repository'

/** How the caller reaches the circle: staff reach every circle, others by being its client or a member */
export type CircleAccess = { clientId: string; via: 'staff' | 'owner' | 'member'; memberRole?: 'carer' | 'client' }

/**
 * The circles a person may look at, for the picker, with their open alerts. Staff, who may see every
 * home's people, also get each circle's members to search by; a carer or client gets none, so never
 * learns who is in another home's circle.
 */
export async function listVisibleCircles(db: Db, actor: UserRow, now = new Date()): Promise<PickerCircle[]> {
  if (!isStaff(actor.role)) return (await listPickerCircles(db, { all: false, userId: actor.id, hasOwn: actor.role === 'client' })).map((row) => withGlance(row, now))
  const [rows, memberNames] = await Promise.all([listPickerCircles(db, { all: true }), listAllMemberNames(db)])
  const circles = rows.map((row) => withGlance(row, now))
  const membersOf = new Map<string, CircleMemberName[]>()
  for (const { clientId, ...name } of memberNames) {
    const list = membersOf.get(clientId)
    if (list) list.push(name)
    else membersOf.set(clientId, [name])
  }
  return circles.map((c) => ({ ...c, members: membersOf.get(c.clientId) ?? [] }))
}

/** The row with what the engine last said of the home, read at `now`: learning, out (decision 0104) */
function withGlance({ glance, watchedInside, ...row }: PickerRow, now: Date): PickerCircle {
  return { ...row, ...glanceNow(glance, { now, timeZone: row.timeZone, watchedInside, ended: row.monitoringEndedAt !== null }) }
}

/**
 * The circle a call is about: `clientId` when given (404 when the caller may not see it, so a
 * stranger learns nothing of other homes), else the caller's own or only circle.
 */
export async function resolveCircle(db: Db, actor: UserRow, asked: string | undefined): Promise<CircleAccess> {
  if (asked === undefined) return defaultCircle(db, actor)
  // a uuid in capitals is the same circle: compared and handed on (live events, the page's keys) as stored
  const clientId = asked.toLowerCase()
  if (isStaff(actor.role)) {
    if (await findCircle(db, clientId)) return { clientId, via: 'staff' }
  } else if (actor.role === 'client' && clientId === actor.id && (await findCircle(db, clientId))) {
    return { clientId, via: 'owner' }
  } else {
    const membership = (await listMemberCircles(db, actor.id)).find((c) => c.clientId === clientId)
    if (membership) return { clientId, via: 'member', memberRole: membership.memberRole }
  }
  throw new AppError('NOT_FOUND', CIRCLE_NOT_FOUND)
}

async function defaultCircle(db: Db, actor: UserRow): Promise<CircleAccess> {
  if (actor.role === 'client' && (await findCircle(db, actor.id))) return { clientId: actor.id, via: 'owner' }
  const circles = isStaff(actor.role) ? await listAllCircles(db) : await listMemberCircles(db, actor.id)
  if (circles.length === 1) return resolveCircle(db, actor, circles[0]!.clientId)
  if (circles.length === 0) throw new AppError('NOT_FOUND', 'You are not part of any care circle yet')
  throw new AppError('BAD_REQUEST', 'clientId is required: you can see several care circles', {
    clientId: ['Choose the care circle to look at'],
  })
}

/**
 * Quick Contact: the circle's people with their e-mail and phone; `isYou` marks the caller's own entry.
 * `mayEditPhone`: the person watched does not sign in, so cannot give their number themself, and the
 * caller looks after the home (a carer, or staff): they may set it (PUT /api/circle/client-phone).
 */
export async function listCirclePeople(db: Db, clientId: string, viewer: UserRow) {
  const rows = await listCirclePeopleRows(db, clientId)
  const looksAfter = can(viewer.role, 'home.settings')
  return rows.map(({ profileData, signsIn, ...p }) => ({
    ...p,
    phone: phoneOf(profileData),
    isYou: p.id === viewer.id,
    mayEditPhone: p.id === clientId && !signsIn && looksAfter,
  }))
}
