import { Writable } from 'node:stream'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../db/platform-schema'
import type { Database } from '../../lib/db'
import { freshDatabase } from '../../test/test-db'
import { createMailer } from './mail.service'
import { startTestSmtpServer, type TestSmtpServer } from './mail.test-smtp'

let database: Database
let smtp: TestSmtpServer
beforeAll(async () => {
  database = await freshDatabase()
  smtp = await startTestSmtpServer()
})
afterAll(async () => {
  await smtp?.close()
  await database?.close()
})

/** A real pino logger whose JSON lines the test can read */
function capturedLog() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)))
      done()
    },
  })
  return { log: pino({ level: 'info' }, stream), lines }
}

const outboxRow = async (id: number) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!

const message = {
  to: 'Grace@Example.org',
  subject: 'Your invitation',
  text: 'Join your family circle: http://localhost:3000/join?token=abc123',
  html: '<p>Join your family circle: <a href="http://localhost:3000/join?token=abc123">join</a></p>',
}

describe('with SMTP_URL', () => {
  it('delivers over SMTP with the credentials in the URL and records the delivery', async () => {
    const { log } = capturedLog()
    const at = new Date('2025-03-01T10:00:00Z')
    const url = `smtp://hearthwatch:s3cret@127.0.0.1:${smtp.port}`
    const mailer = createMailer({ db: database.db, smtpUrl: url, from: 'Hearthwatch <care@example.org>', log, now: () => at })

    const result = await mailer.send(message)

    expect(result).toEqual({ id: expect.any(Number), delivered: true })
    const mail = await smtp.waitForMail('grace@example.org')
    expect(mail).toMatchObject({ from: 'care@example.org', user: 'hearthwatch', subject: 'Your invitation' })
    expect(mail.text.trim()).toBe(message.text)
    expect(mail.html).toContain('href="http://localhost:3000/join?token=abc123"')
    expect(await outboxRow(result.id)).toMatchObject({ to: 'Grace@Example.org', subject: 'Your invitation', deliveredAt: at, error: null })
  })

  // a backup of the database or a reader of the table got working reset and invitation links
  it('keeps no link code in the outbox once SMTP delivers it', async () => {
    const { log } = capturedLog()
    const token = 'q6Jb1tA5u1sYf0xY8V7sKcR3mB2nL9pZ0aW4eD6hG1k'
    const link = `https://care.example.org/reset-password?token=${token}`
    const mailer = createMailer({ db: database.db, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'care@example.org', log })
    const result = await mailer.send({ to: 'ada@example.org', subject: 'Reset', text: `Open ${link} within 60 minutes.`, html: `<a href="${link}">Reset</a>` })
    expect((await smtp.waitForMail('ada@example.org')).text).toContain(link)
    const row = await outboxRow(result.id)
    expect(row.text).toBe('Open https://care.example.org/reset-password?token=[link code removed] within 60 minutes.')
    expect(row.html).toBe('<a href="https://care.example.org/reset-password?token=[link code removed]">Reset</a>')
  })

  it('records the error and does not throw when the SMTP server cannot be reached', async () => {
    const { log, lines } = capturedLog()
    const closed = await startTestSmtpServer()
    await closed.close()
    const mailer = createMailer({ db: database.db, smtpUrl: closed.url, from: 'care@example.org', log })

    const result = await mailer.send({ to: 'nobody@example.org', subject: 'Lost', text: 'never arrives' })

    expect(result.delivered).toBe(false)
    expect(result.error).toMatch(/ECONNREFUSED/)
    const row = await outboxRow(result.id)
    expect(row.deliveredAt).toBeNull()
    expect(row.error).toMatch(/ECONNREFUSED/)
    expect(lines.some((l) => l.level === 50 && l.msg === 'e-mail delivery failed')).toBe(true)
  })
})

describe('without SMTP_URL', () => {
  it('writes the message with its links to the log and keeps it in the outbox', async () => {
    const { log, lines } = capturedLog()
    const before = smtp.received.length
    const mailer = createMailer({ db: database.db, from: 'care@example.org', log })

    const result = await mailer.send(message)

    expect(result).toEqual({ id: expect.any(Number), delivered: false, isMailOff: true })
    const line = lines.find((l) => l.level === 30)
    expect(line?.msg).toContain('http://localhost:3000/join?token=abc123')
    expect(line?.msg).toContain('Subject: Your invitation')
    expect(line?.mail).toMatchObject({ id: result.id, to: 'Grace@Example.org' })
    expect(await outboxRow(result.id)).toMatchObject({ text: message.text, html: message.html, deliveredAt: null, error: null })
    expect(smtp.received.length).toBe(before)
  })
})
