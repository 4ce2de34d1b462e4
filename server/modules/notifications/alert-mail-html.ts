// The alert e-mail's HTML part (decision 0123), beside the plain text that stays as it was: what a phone's mail
// app shows a carer woken at night. One column, large type, the number to ring as a tel: link where the text
// names it, and one big button to the alert. Inline styles only (mail apps drop <style> and linked sheets), no
// image or anything else fetched from elsewhere, and no page or text colour of its own, so a mail app in dark mode
// shows it in its own dark colours; the two coloured things (the Urgent mark, the button) are white on a dark
// colour, which reads in either mode. Every word that came from a person or the engine is escaped.
import { telHref } from '../../../contracts/phone-link'
import { escapeHtml } from '../../lib/secret-token'

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

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
const BUTTON =
  'display: block; margin: 24px 0; padding: 16px 20px; background-color: #1d4ed8; color: #ffffff; border-radius: 8px; ' +
  'font-size: 19px; font-weight: bold; line-height: 1.3; text-align: center; text-decoration: none;'
const URGENT =
  'display: inline-block; margin: 0 0 8px; padding: 2px 10px; background-color: #b91c1c; color: #ffffff; border-radius: 4px; ' +
  'font-size: 14px; font-weight: bold; letter-spacing: 0.05em;'

/** The advice, escaped, its number a tel: link (a number with no digits stays text: there is nothing to dial) */
function adviceHtml({ text, phone }: NonNullable<AlertMailParts['advice']>) {
  const escaped = escapeHtml(text)
  const href = phone ? telHref(phone) : ''
  if (!phone || href === 'tel:' || href === 'tel:+') return escaped
  const link = `<a href="${escapeHtml(href)}" style="font-weight: bold; font-size: 19px; white-space: nowrap;">${escapeHtml(phone)}</a>`
  // a function, so that a $ in the number is not read as a replacement pattern
  return escaped.replace(escapeHtml(phone), () => link)
}

export function alertMailHtml(parts: AlertMailParts): string {
  const p = (html: string, style = 'margin: 0 0 12px;') => `<p style="${style}">${html}</p>`
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    '<meta name="supported-color-schemes" content="light dark">',
    `<title>${escapeHtml(parts.subject)}</title>`,
    '</head>',
    `<body style="margin: 0; padding: 16px; font-family: ${FONT}; font-size: 17px; line-height: 1.5;">`,
    '<div style="max-width: 560px; margin: 0 auto;">',
    ...(parts.isUrgent ? [p(`<span style="${URGENT}">URGENT</span>`, 'margin: 0;')] : []),
    `<h1 style="margin: 0 0 4px; font-size: 24px; line-height: 1.25;">${escapeHtml(parts.heading)}</h1>`,
    p(escapeHtml(parts.subheading), 'margin: 0 0 16px; font-weight: bold;'),
    ...parts.paragraphs.map((text) => p(escapeHtml(text))),
    ...(parts.advice ? [p(adviceHtml(parts.advice), 'margin: 16px 0; padding: 8px 0 8px 14px; border-left: 4px solid #b91c1c;')] : []),
    `<a href="${escapeHtml(parts.alertsUrl)}" style="${BUTTON}">Open the alert</a>`,
    p(`${escapeHtml(parts.why)} <a href="${escapeHtml(parts.settingsUrl)}">Choose which alerts you get</a>.`, 'margin: 24px 0 0; font-size: 14px;'),
    '</div>',
    '</body>',
    '</html>',
  ].join('\n')
}
