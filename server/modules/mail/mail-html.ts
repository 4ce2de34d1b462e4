// The HTML part every e-mail carries beside its plain text (decisions 0123, 0129): what a phone's mail app
// shows. One column, large type, the primary action as one big button with its address written out under it
// (some mail apps strip or block a styled link; the plain-text part keeps its own line with it, unchanged).
// Inline styles only (mail apps drop <style> and linked sheets), nothing fetched from elsewhere (a remote image
// also tells the sender when a mail was opened), and no page or text colour of its own, so a mail app in dark
// mode shows it in its own dark colours; what is coloured (the button, an alert's Urgent mark) is white on a
// dark colour, which reads in either mode. Words are escaped here, always: markup comes only from the builders below.
import { escapeHtml } from '../../lib/secret-token'

/** Markup built by this module's builders from escaped words; a plain string is words, never markup */
export class Html {
  constructor(readonly html: string) {}
}

/** What goes into a block: words (escaped), markup, or a run of both */
export type Content = string | Html | readonly (string | Html)[]

const render = (content: Content): string =>
  typeof content === 'string' ? escapeHtml(content) : content instanceof Html ? content.html : content.map(render).join('')

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
const BUTTON =
  'display: block; margin: 24px 0; padding: 16px 20px; background-color: #1d4ed8; color: #ffffff; border-radius: 8px; ' +
  'font-size: 19px; font-weight: bold; line-height: 1.3; text-align: center; text-decoration: none;'

// `style` is always a constant written in code (here or by the mail that calls), never anything a person wrote
const element = (tag: string, style: string | undefined, content: Content, attributes = '') =>
  new Html(`<${tag}${attributes}${style ? ` style="${style}"` : ''}>${render(content)}</${tag}>`)

export const paragraph = (content: Content, style = 'margin: 0 0 12px;') => element('p', style, content)
export const heading = (content: Content) => element('h1', 'margin: 0 0 4px; font-size: 24px; line-height: 1.25;', content)
export const span = (style: string, content: Content) => element('span', style, content)
export const link = (href: string, content: Content, style?: string) => element('a', style, content, ` href="${escapeHtml(href)}"`)
export const lineBreak = new Html('<br>')

/** Under the button: the words before its address written out */
export const FALLBACK_WORDS = 'If the button does not work, copy this link:'

/**
 * The mail's primary action: one full-width button, large enough for a thumb, and under it the same address
 * written out, for a mail app that strips or blocks the button (a long address breaks anywhere on a phone)
 */
export const button = (href: string, label: string) =>
  new Html(
    link(href, label, BUTTON).html +
      '\n' +
      paragraph([FALLBACK_WORDS, lineBreak, link(href, href, 'word-break: break-all;')], 'margin: 0 0 24px; font-size: 14px;').html,
  )

/** Why the reader gets the mail, what to do if it was not expected: small, below the button */
export const smallPrint = (content: Content) => paragraph(content, 'margin: 24px 0 0; font-size: 14px;')

/** The whole document: the subject as its title, the blocks in one column */
export function mailHtml(subject: string, blocks: readonly Html[]): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    '<meta name="supported-color-schemes" content="light dark">',
    `<title>${escapeHtml(subject)}</title>`,
    '</head>',
    `<body style="margin: 0; padding: 16px; font-family: ${FONT}; font-size: 17px; line-height: 1.5;">`,
    '<div style="max-width: 560px; margin: 0 auto;">',
    ...blocks.map((block) => block.html),
    '</div>',
    '</body>',
    '</html>',
  ].join('\n')
}
