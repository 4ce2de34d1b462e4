import { z } from 'zod'

/**
 * What the audit trail can be narrowed to, by the start of an entry's action (`auth.sign_in` starts
 * with `auth.`). Each kind is a filter on the server, so "Load more" pages through that kind only.
 */
export const AUDIT_KINDS = {
  all: { label: 'All activity', include: [], exclude: [] },
  no_sign_ins: { label: 'All but sign-ins', include: [], exclude: ['auth.'] },
  sign_ins: { label: 'Sign-ins and passwords', include: ['auth.'], exclude: [] },
  people: { label: 'People and invitations', include: ['user.', 'invitation.', 'family.'], exclude: [] },
  // a home's own settings (its time zone, a pet, the end of its watching) are what changed in that home too
  homes: { label: 'Homes, sensors, alerts and notes', include: ['circle.', 'sensor.', 'alert.', 'care_note.'], exclude: [] },
  billing: { label: 'Billing and costs', include: ['subscription.', 'cost.'], exclude: [] },
} as const satisfies Record<string, { label: string; include: readonly string[]; exclude: readonly string[] }>

export type AuditKind = keyof typeof AUDIT_KINDS
const KIND_NAMES = Object.keys(AUDIT_KINDS) as [AuditKind, ...AuditKind[]]

/** `GET /api/audit`: newest first, `before` the id of the last entry of the previous page */
export const AuditQuery = z.object({
  before: z.coerce.number().int().positive('before must be an entry id').optional(),
  kind: z.enum(KIND_NAMES, { message: `kind must be one of ${KIND_NAMES.join(', ')}` }).default('all'),
})
export type AuditQuery = z.infer<typeof AuditQuery>
