import { noteCategoryLabel } from '@/lib/format/note-category'
import type { AuditEntry } from '../api/audit'

const ARTICLE: Record<string, string> = { admin: 'an admin', support: 'support staff', carer: 'a carer', client: 'a client' }
const asRole = (role: unknown) => (typeof role === 'string' ? (ARTICLE[role] ?? role) : 'someone')
const text = (value: unknown) => (typeof value === 'string' && value ? value : null)
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

const NOTE_FIELDS: Record<string, string> = { content: 'text', category: 'category', isPrivate: 'privacy' }
const USER_FIELDS: Record<string, string> = { firstName: 'first name', lastName: 'last name', phone: 'phone number' }
const changedFields = (changed: unknown, names: Record<string, string>) => (Array.isArray(changed) ? changed.map((f) => names[String(f)] ?? String(f)) : [])
const listed = (words: string[]) => (words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? ''))

/** Which home it happened in, for an entry that has one: the client's name as it is now */
export function homeOf(entry: AuditEntry): string | null {
  if (!entry.circleId) return null
  return entry.circleName ? `${entry.circleName}'s home` : 'A home since deleted'
}

/** Who did it: their name now, else the address they used, else nobody known */
export function actorOf(entry: AuditEntry) {
  return entry.actorName ?? entry.actorEmail ?? 'Unknown person'
}

/** What happened, in a sentence a person reads at a glance */
export function describeAudit(entry: AuditEntry): string {
  const d = entry.details ?? {}
  const provider = text(d.provider)
  const via = provider ? ` with ${capital(provider)}` : ''
  const target = entry.targetName ?? text(d.email) ?? text(d.name) ?? 'a person who no longer has an account'
  const email = text(d.email) ?? 'someone'
  switch (entry.action) {
    case 'auth.sign_in':
      return `Signed in${via}`
    case 'auth.sign_in_failed':
      return `Failed sign-in${via}`
    case 'auth.sign_out':
      return 'Signed out'
    case 'auth.password_reset':
      return 'Reset their password'
    case 'user.created':
      // Add Home: staff made the account of someone who will not sign in (decision 0025)
      return d.signsIn === false ? `Added a home for ${target}` : `Created an account${via}`
    case 'user.updated': {
      // entries from before the trail kept which fields changed say only that there was an edit
      const changed = changedFields(d.changed, USER_FIELDS)
      return changed.length > 0 ? `Changed ${target}'s ${listed(changed)}` : `Edited ${target}`
    }
    case 'user.role_changed':
      return `Changed ${target}'s role from ${text(d.from) ?? '?'} to ${text(d.to) ?? '?'}`
    case 'user.deactivated':
      return `Deactivated ${target}`
    case 'user.reactivated':
      return `Reactivated ${target}`
    case 'user.deleted':
      return `Deleted ${target}`
    case 'user.invited':
      return `Invited ${email} to join as ${asRole(d.role)}`
    // a sign-in for someone whose home was added without one (decision 0025)
    case 'user.sign_in_offered':
      return `Sent ${target} a link to sign in as ${email}`
    case 'user.sign_in_offer_resent':
      return `Resent ${target}'s sign-in link to ${email}`
    case 'user.sign_in_offer_withdrawn':
      return `Withdrew ${target}'s sign-in link to ${email}`
    case 'user.sign_in_offer_accepted':
      return `Chose a password and now signs in as ${email}`
    case 'invitation.resent':
      return `Resent the invitation to ${email}`
    case 'invitation.revoked':
      return `Revoked the invitation to ${email}`
    case 'invitation.accepted':
      return `Accepted an invitation and joined as ${asRole(d.role)}`
    case 'family.member_removed':
      return `Removed ${email} from a care circle`
    case 'circle.time_zone_changed':
      return text(d.to) ? `Changed the home's time zone${text(d.from) ? ` from ${text(d.from)}` : ''} to ${text(d.to)}` : "Changed the home's time zone"
    case 'circle.pets_changed':
      return d.to === true ? 'Said a cat or dog lives in the home' : d.to === false ? 'Said no cat or dog lives in the home' : 'Changed whether a pet lives in the home'
    case 'circle.monitoring_ended':
      return `Ended the watching of a home (${typeof d.alertsClosed === 'number' ? d.alertsClosed : 0} open alert${d.alertsClosed === 1 ? '' : 's'} closed)`
    case 'circle.monitoring_restarted':
      return 'Started watching a home again'
    // decision 0063: support for the person (or whoever acts for her), or she herself
    case 'circle.data_exported':
      return d.for === 'self' ? "Downloaded a copy of their own home's data" : "Downloaded a copy of a home's data"
    case 'sensor.deleted': {
      const name = text(d.name)
      const location = text(d.location)
      return name ? `Deleted the sensor ${name}${location ? ` (${location})` : ''} and its history` : 'Deleted a sensor and its history'
    }
    case 'sensor.all_switched': {
      const count = typeof d.count === 'number' ? d.count : 0
      const sensors = `${count} sensor${count === 1 ? '' : 's'}`
      return d.isActive === true ? `Switched every sensor of a home on (${sensors})` : d.isActive === false ? `Switched every sensor of a home off (${sensors})` : 'Switched every sensor of a home'
    }
    case 'sensor.pet_immune_changed': {
      const name = text(d.name)
      const location = text(d.location)
      const sensor = name ? `the sensor ${name}${location ? ` (${location})` : ''}` : 'a motion sensor'
      return d.to === true ? `Said the pet can't set off ${sensor}` : d.to === false ? `Said the pet may set off ${sensor}` : `Changed whether the pet can set off ${sensor}`
    }
    case 'care_note.edited': {
      const changed = changedFields(d.changed, NOTE_FIELDS)
      return changed.length > 0 ? `Changed a care note's ${listed(changed)}` : 'Edited a care note'
    }
    case 'care_note.deleted': {
      const category = text(d.category)
      return `Deleted a${d.isPrivate === true ? ' private' : ''} care note${category ? ` (${noteCategoryLabel(category)})` : ''}`
    }
    case 'alert.resolved':
      return 'Resolved an alert'
    case 'subscription.created':
      return `Started a free trial of the ${text(d.plan) ?? ''} plan`.replace('  ', ' ')
    case 'subscription.payment_method_added':
      return `Added a card ending ${text(d.last4) ?? '····'} for a subscription`
    case 'subscription.cancelled':
      return 'Cancelled a subscription'
    case 'subscription.reactivated':
      return 'Reactivated a subscription'
    case 'subscription.updated':
      return `Set ${target}'s subscription to ${text(d.plan) ?? '?'}, ${text(d.status) ?? '?'}`
    case 'cost.recorded':
      return `Recorded a cost: ${text(d.serviceName) ?? 'a service'}`
    case 'cost.deleted':
      return `Deleted a cost entry: ${text(d.serviceName) ?? 'a service'}`
    default:
      return entry.action
  }
}

/** The browser and system in a few words, from a user-agent string */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null
  if (browser && system) return `${browser} on ${system}`
  return browser ?? system ?? userAgent.slice(0, 40)
}
