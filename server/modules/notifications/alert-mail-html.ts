// The alert e-mail's HTML part (decision 0123), beside the plain text that stays as it was: what a phone's mail
// app shows a carer woken at night. The layout every e-mail shares (mail-html.ts, decision 0129), with an Urgent
// mark, the alert's title as the heading, the number to ring as a tel: link where the text names it, and one big
// button to the alert; the Urgent mark, like the button, is white on a dark colour, which reads in either mode.
import { telHref } from '../../../contracts/phone-link'
import { button, heading, link, mailHtml, paragraph, smallPrint, span, type Content } from '../mail/mail-html'

export interface AlertMailParts {
  /** the e-mail's subject, as the document's title */
  subject: string
  /** marked Urgent at the top: news that wakes a carer (isUrgent), not yet resolved */
  isUrgent: boolean
  /** the alert's title ('Possible fall in the bathroom'), or 'Resolved: …' */
  heading: string
  /** whose home, and how bad ('Margaret Ellis · high') */
  subheading: string
  /** the explanation, when it was raised, that it is still open; or how it was resolved and what was written */
  paragraphs: string[]
  /** what to do, in the plain text's words, and the number it names, if any */
  advice?: { text: string; phone?: string | null }
  alertsUrl: string
  /** why the reader gets these e-mails, and where they choose which */
  why: string
  settingsUrl: string
}

const URGENT =
  'display: inline-block; margin: 0 0 8px; padding: 2px 10px; background-color: #b91c1c; color: #ffffff; border-radius: 4px; ' +
  'font-size: 14px; font-weight: bold; letter-spacing: 0.05em;'

/** The advice, its number a tel: link (a number with no digits stays text: there is nothing to dial) */
function adviceContent({ text, phone }: NonNullable<AlertMailParts['advice']>): Content {
  const href = phone ? telHref(phone) : ''
  const at = phone ? text.indexOf(phone) : -1
  if (!phone || href === 'tel:' || href === 'tel:+' || at < 0) return text
  return [text.slice(0, at), link(href, phone, 'font-weight: bold; font-size: 19px; white-space: nowrap;'), text.slice(at + phone.length)]
}

export function alertMailHtml(parts: AlertMailParts): string {
  return mailHtml(parts.subject, [
    ...(parts.isUrgent ? [paragraph(span(URGENT, 'URGENT'), 'margin: 0;')] : []),
    heading(parts.heading),
    paragraph(parts.subheading, 'margin: 0 0 16px; font-weight: bold;'),
    ...parts.paragraphs.map((text) => paragraph(text)),
    ...(parts.advice ? [paragraph(adviceContent(parts.advice), 'margin: 16px 0; padding: 8px 0 8px 14px; border-left: 4px solid #b91c1c;')] : []),
    button(parts.alertsUrl, 'Open the alert'),
    smallPrint([parts.why, ' ', link(parts.settingsUrl, 'Choose which alerts you get'), '.']),
  ])
}
