// Test support: a real SMTP server on loopback that keeps what it receives, parsed by mailparser.
// The mail tests and the browser journeys read their e-mails from it.
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  /** envelope recipients */
  to: string[]
  from: string
  /** the SMTP user the sender signed in as, if any */
  user?: string
  subject: string
  text: string
  html?: string
}

export interface TestSmtpOptions {
  port?: number
  /** answers each message only once this settles: a slow or hanging server */
  beforeAnswer?: (to: string[]) => Promise<void>
  /** refuses these recipients with 550, as a server that knows no such mailbox */
  refuses?: (address: string) => boolean
}

export async function startTestSmtpServer({ port = 0, beforeAnswer, refuses }: TestSmtpOptions = {}) {
  const received: ReceivedMail[] = []
  const listeners = new Set<() => void>()
  const server = new SMTPServer({
    // plain SMTP on loopback: no STARTTLS with the package's published test key
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onRcptTo(address, _session, callback) {
      if (refuses?.(address.address.toLowerCase())) return callback(Object.assign(new Error('5.1.1 No such mailbox here'), { responseCode: 550 }))
      callback()
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(async (mail) => {
        await beforeAnswer?.(session.envelope.rcptTo.map((r) => r.address.toLowerCase()))
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          user: typeof session.user === 'string' ? session.user : undefined,
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: mail.html || undefined,
        })
        for (const notify of listeners) notify()
        callback()
      }, callback)
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const actualPort = (server.server.address() as AddressInfo).port

  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    /** The first message to `address` (and matching `where`), waiting for it up to `timeoutMs` */
    waitForMail(address: string, { timeoutMs = 10_000, where = (_: ReceivedMail): boolean => true } = {}) {
      const find = () => received.find((m) => m.to.includes(address.toLowerCase()) && where(m))
      return new Promise<ReceivedMail>((resolve, reject) => {
        const check = () => {
          const mail = find()
          if (!mail) return
          cleanup()
          resolve(mail)
        }
        const timer = setTimeout(() => {
          cleanup()
          reject(new Error(`no e-mail to ${address} within ${timeoutMs} ms`))
        }, timeoutMs)
        const cleanup = () => {
          clearTimeout(timer)
          listeners.delete(check)
        }
        listeners.add(check)
        check()
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type TestSmtpServer = Awaited<ReturnType<typeof startTestSmtpServer>>
