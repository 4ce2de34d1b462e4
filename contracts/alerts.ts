import { z } from 'zod'
import { ALERT_SEVERITIES, ALERT_TYPES } from './enums'
import { RESOLUTION_NOTE_MAX, RESOLUTION_NOTE_TOO_LONG } from './alert-note'
import { requiredText } from './text'

export const AlertParams = z.object({ id: z.uuid({ message: 'id must be an alert id' }) })

export { RESOLUTION_NOTE_MAX, RESOLUTION_NOTE_TOO_LONG } from './alert-note'
export { RESOLVED_ALERTS_LISTED } from './alert-history'

/**
 * `PUT /api/alerts/:id/resolve`: no body at all (SPEC.md), or what the resolver saw ('Rang her — she was
 * in the garden, fine'), for the rest of the circle. An empty or blank note is no note.
 */
export const ResolveAlertInput = z
  .object({
    note: z.preprocess(
      (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
      requiredText('note must be text', RESOLUTION_NOTE_MAX, RESOLUTION_NOTE_TOO_LONG).optional(),
    ),
  })
  // Fastify gives a request without a body as null
  .nullish()
export type ResolveAlertInput = z.input<typeof ResolveAlertInput>

/** 'Check On Them' (dashboard) and 'Contact' (alerts page): who is responding, for the rest of the circle */
export const ALERT_RESPONSES = ['check_on', 'contact'] as const
export const AlertResponseInput = z.object({ action: z.enum(ALERT_RESPONSES, { message: 'action must be check_on or contact' }) })

/**
 * `GET /api/alerts/open?scope=all`: staff's one list of the open alerts of every home (decision 0030).
 * At most this many at once, most urgent first; `total` says how many are open in all.
 */
export const OPEN_ALERTS_LISTED = 500

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${OPEN_ALERTS_LISTED}`

export const OpenAlertsQuery = z.object({
  // required, so that a later scope (a carer's own homes) is a new value, not a changed default
  scope: z.enum(['all'], { message: 'scope must be all (the open alerts of every home)' }),
  limit: z.coerce
    .number({ message: LIMIT_MESSAGE })
    .int({ message: LIMIT_MESSAGE })
    .min(1, { message: LIMIT_MESSAGE })
    .max(OPEN_ALERTS_LISTED, { message: LIMIT_MESSAGE })
    .default(OPEN_ALERTS_LISTED),
})
export type OpenAlertsQuery = z.infer<typeof OpenAlertsQuery>

/** The home an alert is about: its client's name, and the e-mail that tells two homes of one name apart (none for a home added by staff) */
export const AlertHome = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
})

/**
 * Who is on an open alert in the All homes list (decision 0071): one entry per person, since their
 * first 'Check On Them' or 'Contact', doing what they said last. Names only: never a number or an e-mail.
 */
export const AlertResponder = z.object({
  userId: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** who they are to the home: staff (admin or support), a carer of its circle, or its family */
  role: z.enum(['staff', 'carer', 'family']),
  /** what the circle calls them ('Daughter'), when they gave it */
  relationship: z.string().nullable(),
  action: z.enum(ALERT_RESPONSES),
  /** ISO 8601: their first response to this alert */
  since: z.string(),
})
export type AlertResponder = z.infer<typeof AlertResponder>

export const OpenAlertOfHome = z.object({
  id: z.uuid(),
  /** the home's id: the `clientId` its own calls (resolve, the home's list) take */
  clientId: z.uuid(),
  type: z.enum(ALERT_TYPES),
  severity: z.enum(ALERT_SEVERITIES),
  title: z.string(),
  description: z.string(),
  /** ISO 8601 */
  createdAt: z.string(),
  /** the cause ('inactivity', 'offline:<sensor>', …): what the card's icon and Resolve's question go by */
  dedupeKey: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  device: z.object({ name: z.string(), location: z.string() }).nullable(),
  home: AlertHome,
  /** who said they are on it, first to respond first; empty when nobody has */
  responders: AlertResponder.array(),
})
export type OpenAlertOfHome = z.infer<typeof OpenAlertOfHome>

export const OpenAlertsOfEveryHome = z.object({
  /** most urgent first (severity, critical first, a possible fall counting as critical; decision 0037), then newest */
  alerts: OpenAlertOfHome.array(),
  /** every open alert of every home, however many `alerts` holds */
  total: z.number().int().nonnegative(),
})
export type OpenAlertsOfEveryHome = z.infer<typeof OpenAlertsOfEveryHome>

/**
 * `GET /api/alerts/summary?clientId=…`: what every signed-in page shows of the home's alerts (the top
 * bar's count, the tab's title) and tells a screen reader of (a new alert's title; an open one someone
 * else closed), without the Alerts page's history of up to 500 resolved alerts (decision 0088).
 * Closed alerts are kept in it this long after their closing: a page that was away (a laptop asleep,
 * a stream down) still learns who closed what it last saw open.
 */
export const SUMMARY_CLOSED_MINUTES = 60
/** and at most this many of them, the newest closed first */
export const SUMMARY_CLOSED_LISTED = 50

export const AlertInBrief = z.object({
  id: z.uuid(),
  type: z.enum(ALERT_TYPES),
  severity: z.enum(ALERT_SEVERITIES),
  title: z.string(),
  isResolved: z.boolean(),
  /** who closed it; null while open, or when Hearthwatch closed it (its cause cleared) */
  resolvedBy: z.uuid().nullable(),
  /** ISO 8601 */
  createdAt: z.string(),
  /** ISO 8601; null while open */
  resolvedAt: z.string().nullable(),
})
export type AlertInBrief = z.infer<typeof AlertInBrief>

export const CircleAlertSummary = z.object({
  /** the home's open alerts: the same number as the Alerts page's 'Active Alerts (n)' */
  openCount: z.number().int().nonnegative(),
  /** every open alert, newest first, then those closed in the last SUMMARY_CLOSED_MINUTES */
  alerts: AlertInBrief.array(),
})
export type CircleAlertSummary = z.infer<typeof CircleAlertSummary>

/**
 * `GET /api/alerts/resolved-count?clientId=…`: every alert the home has had resolved, however old. The
 * Alerts page's list stops at the newest RESOLVED_ALERTS_LISTED, and its 'Resolved Alerts (n)' and 'Total
 * Alerts' count from here past that. Its own read, asked for by that page only (decision 0121): in the
 * summary, every page's top bar counted the home's whole history on every read.
 */
export const ResolvedAlertCount = z.object({
  resolvedCount: z.number().int().nonnegative(),
})
export type ResolvedAlertCount = z.infer<typeof ResolvedAlertCount>
