// The one way the server sends e-mail (ARCHITECTURE.md: notifications). With SMTP_URL, nodemailer
// delivers over SMTP; without it the message goes to the log, so a self-hoster can still read an
// invitation or reset link. Either way every message is kept in mail_outbox with its outcome: with
// SMTP, without the codes of its links (a backup or a reader of the table gets no working reset or
// invitation link); without SMTP the log and the table are how the links reach anyone, so whole.
import nodemailer from 'nodemailer'
import type { Db } from '../../lib/db'
import type { Logger } from '../../lib/logger'
import { withoutSecretTokens } from '../../lib/secret-token'
import { insertOutbox, markDelivered, markFailed } from './mail.repository'

export const DEFAULT_MAIL_FROM = 'Hearthwatch <no-reply@localhost>'

export interface MailMessage {
  to: string
  subject: string
  /** the plain-text body; it carries every link, so the log and text-only readers get them */
  text: string
  html?: string
}

export interface SendResult {
  /** the mail_outbox row */
  id: number
  delivered: boolean
  error?: string
  /** no SMTP_URL: the message was only logged and kept in mail_outbox */
  isMailOff?: boolean
}

export interface Mailer {
  /** Records the message and delivers it if SMTP is configured; a delivery failure is recorded, not thrown */
  send(message: MailMessage): Promise<SendResult>
  /** no SMTP_URL: nothing is ever delivered (a page that would say "we have sent" says so instead) */
  readonly isOff?: boolean
}

export interface MailerOptions {
  db: Db
  /** smtp://user:pass@host:587 or smtps://…:465; unset: log and outbox only */
  smtpUrl?: string
  from: string
  log: Pick<Logger, 'info' | 'error'>
  now?: () => Date
}

// nodemailer's own defaults wait minutes for a silent server
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

export function createMailer({ db, smtpUrl, from, log, now = () => new Date() }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS }) : undefined

  return {
    isOff: !transport,
    async send(message) {
      const kept = transport ? { ...message, text: withoutSecretTokens(message.text), ...(message.html ? { html: withoutSecretTokens(message.html) } : {}) } : message
      const id = await insertOutbox(db, kept)
      if (!transport) {
        log.info(
          { mail: { id, to: message.to, subject: message.subject } },
          `e-mail not sent (no SMTP_URL); kept in mail_outbox #${id}\nTo: ${message.to}\nSubject: ${message.subject}\n\n${message.text}`,
        )
        return { id, delivered: false, isMailOff: true }
      }
      try {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html })
        await markDelivered(db, id, now())
        log.info({ mail: { id, to: message.to, subject: message.subject } }, 'e-mail sent')
        return { id, delivered: true }
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err)
        await markFailed(db, id, error)
        log.error({ err, mail: { id, to: message.to, subject: message.subject } }, 'e-mail delivery failed')
        return { id, delivered: false, error }
      }
    },
  }
}
