// Who is told of an alert, and what they are told: pure, so the rules are tested without a database.
import { formatHomeDateTime } from '../../../contracts/home-time'
import { defaultNotifyLevel, type NotifyLevel } from '../../../contracts/notifications'
import { isUrgentNews } from '../../../contracts/urgent-news'
import { ENGINE_STOPPED_KEY, leavesHomeUnwatched } from '../../engine/unwatched'
import { alertMailHtml, type AlertMailParts } from './alert-mail-html'

export type NotificationKind = 'raised' | 'escalated' | 'resolved'
/** what a queued notification is: news of an alert, or that the watching of its home ended (decision 0045) */
export type QueuedKind = NotificationKind | 'ended'

export interface AlertFacts {
  type: string
  severity: string
  title: string
  description: string
  createdAt: Date
  resolvedAt?: Date | null
  autoResolved?: boolean
  /** what the engine saw that closed it ('Activity was seen again at 02:14, in the kitchen.'); absent on older alerts */
  resolvedHow?: string
  /** what the person who resolved it wrote ('Rang her — she was in the garden, fine'), if anything */
  resolutionNote?: string
  /** the alert's cause ('inactivity', 'hub:…'): tells a home no longer watched from one sensor gone quiet */
  dedupeKey?: string | null
}

type UrgencyFacts = Pick<AlertFacts, 'type' | 'severity'> & Partial<Pick<AlertFacts, 'dedupeKey'>>

/**
 * Inactivity, a possible fall, the Emergency button, anything critical, and a home no longer watched
 * (its hub silent, or the server unable to check it: a fall then would go unnoticed): what wakes a carer
 */
export const isUrgent = (alert: UrgencyFacts) => isUrgentNews(alert) || leavesHomeUnwatched(alert.dedupeKey)

/** What a person chose for a channel, or what their role gets when they never chose */
export const levelFor = (stored: NotifyLevel | null, role: Parameters<typeof defaultNotifyLevel>[0], memberRole: 'carer' | 'client' | null) =>
  stored ?? defaultNotifyLevel(role, memberRole)

export const wants = (level: NotifyLevel, alert: UrgencyFacts) =>
  level === 'all' || (level === 'urgent' && isUrgent(alert))

/** Delivery attempts before a notification is given up, and the wait after each failure */
export const MAX_ATTEMPTS = 8
const BACKOFF_MINUTES = [1, 2, 5, 10, 20, 30, 60]
export const retryDelayMs = (attempts: number) => (BACKOFF_MINUTES[Math.min(attempts, BACKOFF_MINUTES.length) - 1] ?? 1) * 60_000

export interface AlertMessageInput {
  kind: NotificationKind
  alert: AlertFacts
  /** the person being watched, e.g. 'Margaret Ellis' */
  circleName: string
  timeZone: string
  /** where the recipient opens the alert */
  alertsUrl: string
  settingsUrl: string
  /** the recipient is the person being watched */
  isSelf: boolean
  /** the recipient is Hearthwatch staff (admin or support), not in the circle */
  isStaff?: boolean
  /** who marked the alert resolved, when a person did */
  resolvedByName?: string | null
  /** the number the person watched gave (Quick Contact's), to call from the message */
  phone?: string | null
}

/** What the reader can do about an urgent alert: check on the person; for a home no longer watched, also get it watched again */
function adviceOn(alert: AlertFacts, circleName: string, phone: string | null | undefined) {
  const onTheirNumber = phone ? ` on ${phone}` : ''
  if (!leavesHomeUnwatched(alert.dedupeKey)) {
    return `What to do: try to reach ${circleName} by phone${onTheirNumber}. If you cannot, go round or ask someone nearby to check; if they are hurt, call the emergency services.`
  }
  const mend = alert.dedupeKey === ENGINE_STOPPED_KEY ? 'tell whoever runs Hearthwatch' : 'check that the hub has power and its internet connection'
  return `What to do: until then nothing in the home is watched. Call ${circleName}${onTheirNumber} or check on them another way, and ${mend}.`
}

/** The e-mail (and, shortened, the push message) for one alert event */
export function composeAlertMessage(input: AlertMessageInput): { subject: string; text: string; html: string; pushTitle: string; pushBody: string } {
  const { kind, alert, circleName, timeZone } = input
  // what a person said when they resolved it: the engine writes none
  const note = alert.autoResolved ? undefined : alert.resolutionNote
  const resolver = input.resolvedByName ?? 'Someone in the care circle'
  const who = input.isSelf ? 'you' : circleName
  const severity = alert.severity
  const subject =
    kind === 'resolved'
      ? `Resolved: ${alert.title} — ${circleName}`
      : kind === 'escalated'
        ? `Still unresolved, now ${severity}: ${alert.title} — ${circleName}`
        : // 'Urgent' where the news is treated so (it wakes, says what to do, stays on screen), whatever its severity says
          `${isUrgent(alert) ? 'Urgent: ' : ''}${alert.title} — ${circleName}`
  const lines: string[] = []
  // the HTML part says the same, in parts a phone's mail app can lay out (alert-mail-html.ts)
  const paragraphs: string[] = []
  let advice: AlertMailParts['advice']
  if (kind === 'resolved') {
    const seen = alert.autoResolved ? alert.resolvedHow : undefined
    const how = alert.autoResolved ? (seen ? 'Hearthwatch closed it' : 'Hearthwatch saw activity again (or the cause cleared) and closed it') : `${resolver} marked it resolved`
    paragraphs.push(`The alert "${alert.title}" for ${who} is resolved: ${how}${alert.resolvedAt ? ` at ${formatHomeDateTime(alert.resolvedAt, timeZone)}` : ''}.${seen ? ` ${seen}` : ''}`)
    lines.push(paragraphs[0]!)
    if (note) {
      paragraphs.push(`${resolver} wrote: "${note}"`)
      lines.push('', paragraphs[1]!)
    }
  } else {
    paragraphs.push(alert.description, `Raised ${formatHomeDateTime(alert.createdAt, timeZone)}.`)
    lines.push(`${alert.title} (${severity}) — ${who}`, '', ...paragraphs.flatMap((line, i) => (i ? ['', line] : [line])))
    if (kind === 'escalated') {
      paragraphs.push(`It is still open and is now ${severity}.`)
      lines.push(paragraphs[2]!)
    }
    if (!input.isSelf && isUrgent(alert)) {
      advice = { text: adviceOn(alert, circleName, input.phone), phone: input.phone }
      lines.push('', advice.text)
    }
  }
  const why = `You get these e-mails because ${input.isStaff ? `you look after ${circleName}'s home as Hearthwatch staff` : `you are in ${input.isSelf ? 'your own' : `${circleName}'s`} care circle on Hearthwatch`}.`
  lines.push('', `Open the alerts: ${input.alertsUrl}`, '', `${why} Choose which alerts you get: ${input.settingsUrl}`)
  const html = alertMailHtml({
    subject,
    isUrgent: kind !== 'resolved' && isUrgent(alert),
    heading: kind === 'resolved' ? `Resolved: ${alert.title}` : alert.title,
    subheading: kind === 'resolved' ? circleName : `${input.isSelf ? 'Your home' : circleName} · ${severity}`,
    paragraphs,
    advice,
    alertsUrl: input.alertsUrl,
    why,
    settingsUrl: input.settingsUrl,
  })
  // a lock screen shows little more than the title: it says how bad, what, and whose home (a carer may watch several)
  const pushTitle = kind === 'escalated' ? `Now ${severity}: ${alert.title} — ${circleName}` : subject
  // a push held by the push service (a phone off) arrives late: the home's time says when, and survives the cut to 300
  const raisedAt = ` Raised ${formatHomeDateTime(alert.createdAt, timeZone)}.`
  const description = alert.description.length + raisedAt.length > 300 ? `${alert.description.slice(0, 299 - raisedAt.length)}…` : alert.description
  // who closed it, as the e-mail says: someone on their way round is told another person has seen to it
  // and what they said, which may be long: cut to fit, saying so
  const closedBy = alert.autoResolved
    ? alert.resolvedHow
      ? ` ${alert.resolvedHow}`
      : ''
    : note
      ? ` Resolved by ${resolver}: "${note}"`
      : input.resolvedByName
        ? ` ${input.resolvedByName} marked it resolved.`
        : ''
  const pushBody = kind === 'resolved' ? `${circleName}: the alert is closed.${closedBy}` : `${description}${raisedAt}`
  return { subject, text: lines.join('\n'), html, pushTitle, pushBody: pushBody.length > 300 ? `${pushBody.slice(0, 299)}…` : pushBody }
}
