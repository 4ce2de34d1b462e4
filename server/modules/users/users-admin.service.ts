import { NO_SIGN_IN_DEACTIVATE_MESSAGE, NO_SIGN_IN_ROLE_MESSAGE, type UserStats, type UserUpdate } from '../../../contracts/users'
import { LIST_PAGE } from '../../../contracts/paging'
import { mayManageAccountOf } from '../../../contracts/access'
import type { Role } from '../../../contracts/enums'
import type { Db } from '../../lib/db'
import { AppError } from '../../lib/errors'
import type { LiveBus } from '../../lib/live-bus'
import { recordAudit } from '../audit/audit.service'
import { signOutEverywhere } from '../auth/sessions.repository'
import { lockClient } from '../billing/billing.repository'
import { writePhone } from '../profile/profile.repository'
import { announcePersonChanged, phoneOf } from '../profile/profile.service'
import type { UserRow } from './users.repository'
import {
  countListedUsers,
  countUsersByRole,
  deleteUser,
  findManagedUser,
  isHomeInUse,
  listUsers,
  updateUser,
} from './users-admin.repository'
import type { PagePosition } from '../../../contracts/page-cursor'
import { pageOf } from './surname-keyset'

type Req = Parameters<typeof recordAudit>[1]

/** A row as User Management shows it: the phone read out of profileData, the rest of which stays on the server */
const asManaged = <R extends { profileData: unknown }>({ profileData, ...user }: R) => ({ ...user, phone: phoneOf(profileData) })

/**
 * A page of User Management (decisions 0121, 0128): `limit` people A–Z after `after` (the first page without it),
 * the `next` that reads on after them (null at the end), and how many match in all
 */
export async function listManagedUsers(db: Db, query: { search?: string; role?: Role | 'all'; limit?: number; after?: PagePosition }) {
  const role = query.role === 'all' ? undefined : query.role
  const filter = { search: query.search, role }
  const limit = query.limit ?? LIST_PAGE
  const [rows, matching, counts] = await Promise.all([listUsers(db, { ...filter, limit, after: query.after }), countListedUsers(db, filter), countUsersByRole(db)])
  const n = (r: Role) => counts.find((c) => c.role === r)?.n ?? 0
  const stats: UserStats = {
    total: counts.reduce((sum, c) => sum + c.n, 0),
    admins: n('admin'),
    support: n('support'),
    carers: n('carer'),
    clients: n('client'),
  }
  const page = pageOf(rows, limit)
  return { users: page.rows.map(asManaged), stats, matching, next: page.next }
}

/** Why support may not edit, deactivate or reactivate a staff account (decision 0010) */
export const staffAccountMessage = (verb: string, targetRole: Role) =>
  `Only an admin can ${verb} ${targetRole === 'admin' ? 'an admin' : 'a support member'}: staff accounts reach every home.`

/** The target, after the checks every change shares: it exists, it is not you, support leaves staff accounts alone */
export async function getChangeable(db: Db, actor: UserRow, id: string, verb: string) {
  const target = await findManagedUser(db, id)
  if (!target) throw new AppError('NOT_FOUND', 'User not found')
  if (target.id === actor.id) throw new AppError('FORBIDDEN', `You cannot ${verb} your own account here`)
  if (!mayManageAccountOf(actor.role, target.role)) throw new AppError('FORBIDDEN', staffAccountMessage(verb, target.role))
  return target
}

/** Staff roles see every home: only an admin grants one (decision 0010); withdrawing one is an admin's too, as only an admin changes a staff account */
function assertMayChangeRole(actor: UserRow, to: Role) {
  if (actor.role === 'admin') return
  if (to === 'admin' || to === 'support') throw new AppError('FORBIDDEN', `Only an admin can grant the ${to} role`, { role: [`Only an admin can grant the ${to} role`] })
}

export const HOME_IN_USE_MESSAGE =
  'The role of a client whose home is in use (sensors, alerts, notes, family or a plan) cannot change: the home and its sensors would stop being monitored.'

/**
 * Staff correct a person's name, role or phone (the number their circle's Call Now dials, stored where
 * their own profile keeps it: someone who never signs in cannot give it themselves). The trail records
 * a role change with both roles, and any other change by the fields that changed, never the number
 * (decision 0011); a save that changes nothing records nothing. A new number or name is told to every
 * circle the person is in, so a dashboard open on one dials it, and its picker names them, without a reload.
 */
export async function editUser(db: Db, actor: UserRow, id: string, change: UserUpdate, req: Req, live: Pick<LiveBus, 'publish'>) {
  const target = await getChangeable(db, actor, id, 'edit')
  const { role, phone: typed, ...names } = change
  const isRoleChange = role !== undefined && role !== target.role
  if (isRoleChange) assertMayChangeRole(actor, role)
  // as a carer or staff nobody could sign in to it, and the home would leave the picker (decision 0025)
  if (isRoleChange && target.role === 'client' && !target.signsIn) throw new AppError('CONFLICT', NO_SIGN_IN_ROLE_MESSAGE, { role: [NO_SIGN_IN_ROLE_MESSAGE] })
  // the schema trimmed it; '' removes the number, as on the profile
  const phone = typed === undefined ? undefined : typed || null
  const changed = [
    ...(['firstName', 'lastName'] as const).filter((field) => names[field] !== undefined && names[field] !== target[field]),
    ...(phone !== undefined && phone !== phoneOf(target.profileData) ? ['phone' as const] : []),
  ]
  if (!isRoleChange && changed.length === 0) return asManaged(target)
  const updated = await db.transaction(async (tx) => {
    if (isRoleChange && target.role === 'client') {
      // the row stays locked until the change is made, so a sensor added meanwhile (which locks it too) waits
      await lockClient(tx, id)
      if (await isHomeInUse(tx, id)) throw new AppError('CONFLICT', HOME_IN_USE_MESSAGE, { role: [HOME_IN_USE_MESSAGE] })
    }
    if (changed.includes('phone')) await writePhone(tx, id, phone!)
    return (await updateUser(tx, id, { ...names, role, updatedAt: new Date() }))!
  })
  if (isRoleChange) {
    await recordAudit(db, req, { action: 'user.role_changed', actor, target: { type: 'user', id }, details: { from: target.role, to: role } })
  }
  if (changed.length > 0) {
    await recordAudit(db, req, { action: 'user.updated', actor, target: { type: 'user', id }, details: { changed } })
  }
  if (changed.length > 0) await announcePersonChanged(db, live, id)
  return asManaged(updated)
}

/**
 * A deactivated person can no longer sign in, every session they have ends at once, and no browser of
 * theirs is pushed alerts. Someone who does not sign in has none of these to stop, and their home goes
 * on being watched either way: deactivating them would only look like switching the home off (decision 0025).
 */
export async function setUserActive(db: Db, actor: UserRow, id: string, isActive: boolean, req: Req) {
  const target = await getChangeable(db, actor, id, isActive ? 'reactivate' : 'deactivate')
  if (!isActive && !target.signsIn) throw new AppError('CONFLICT', NO_SIGN_IN_DEACTIVATE_MESSAGE)
  const updated = await db.transaction(async (tx) => {
    const row = (await updateUser(tx, id, { isActive }))!
    if (!isActive) await signOutEverywhere(tx, id)
    return row
  })
  await recordAudit(db, req, { action: isActive ? 'user.reactivated' : 'user.deactivated', actor, target: { type: 'user', id } })
  return asManaged(updated)
}

/** Admins only (the route's rule), and never an admin's row (SPEC.md §6) */
export async function removeUser(db: Db, actor: UserRow, id: string, req: Req) {
  const target = await getChangeable(db, actor, id, 'delete')
  if (target.role === 'admin') throw new AppError('FORBIDDEN', 'An admin account cannot be deleted')
  await deleteUser(db, id)
  // the address names who it was; a home without one (decision 0025) keeps the name instead, or the trail could not say whose home went
  const who = target.email ? {} : { name: [target.firstName, target.lastName].filter(Boolean).join(' ') || null }
  await recordAudit(db, req, { action: 'user.deleted', actor, target: { type: 'user', id }, details: { email: target.email, role: target.role, ...who } })
}
