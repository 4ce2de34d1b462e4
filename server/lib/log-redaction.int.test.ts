import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp } from '../test/test-app'
import { redactUrl } from './log-redaction'
import { createLogger } from './logger'

const lines: string[] = []
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk))
    done()
  },
})
const token = 'q3J9v1cX0b8tNw2mZk7LrS4yHd6fGa5eUo1iPj8sTqA'
let t: Awaited<ReturnType<typeof startTestApp>>
beforeAll(async () => {
  t = await startTestApp({}, (app) => {
    // a failed insert carrying a private note, as a full disk would fail it
    app.get('/api/test/failing-query', { config: { access: { public: true } } }, async () => {
      const err = Object.assign(new Error('Failed query: insert into care_notes ("content") values ($1)'), {
        query: `insert into care_notes ("content") values ($1) ${'-- padding '.repeat(200)}`,
        params: ['prescribed 50mg tramadol'],
        cause: Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' }),
      })
      throw err
    })
  }, undefined, createLogger({ LOG_LEVEL: 'info' }, sink))
})
afterAll(() => t.close())

describe('what the logs never hold', () => {
  it.each([
    [`/reset-password?token=${token}`, '/reset-password?token=[redacted]'],
    [`/api/invitations/${token}/accept`, '/api/invitations/[redacted]/accept'],
    ['/auth/google/callback?code=4%2F0AbC&state=xyz&scope=email', '/auth/google/callback?code=[redacted]&state=[redacted]&scope=email'],
    ['/api/invitations/0b5c1a4e-2f7d-4c1e-9a55-3b1f8e0d9c21/resend', '/api/invitations/0b5c1a4e-2f7d-4c1e-9a55-3b1f8e0d9c21/resend'],
    ['/api/alerts?clientId=0b5c1a4e-2f7d-4c1e-9a55-3b1f8e0d9c21', '/api/alerts?clientId=0b5c1a4e-2f7d-4c1e-9a55-3b1f8e0d9c21'],
    // an invitation's 'Sign in' keeps the invitation's page as the return path: its token is in a query value
    [`/login?next=%2Finvitations%2F${token}`, '/login?next=/invitations/[redacted]'],
    [`/login?next=%2Finvitations%2F${token}%3Fx%3D1`, '/login?next=/invitations/[redacted]?x=1'],
    ['/login?next=%2Falerts%3Falert%3D0b5c1a4e-2f7d-4c1e-9a55-3b1f8e0d9c21', '/login?next=%2Falerts%3Falert%3D0b5c1a4e-2f7d-4c1e-9a55-3b1f8e0d9c21'],
    ['/api/users?search=%E0%A4', '/api/users?search=%E0%A4'],
  ])('redacts %s', (url, safe) => {
    expect(redactUrl(url)).toBe(safe)
  })

  it('logs requests without the tokens of e-mailed links', async () => {
    await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` })
    await t.app.inject({ method: 'GET', url: `/reset-password?token=${token}`, headers: { accept: 'text/html' } })
    const all = lines.join('')
    expect(all).toContain('/api/invitations/[redacted]')
    expect(all).not.toContain(token)
  })

  it("logs a failed query's error without its parameters and with long SQL cut short", async () => {
    lines.length = 0
    const res = await t.app.inject({ method: 'GET', url: '/api/test/failing-query' })
    expect(res.statusCode).toBe(500)
    const all = lines.join('')
    expect(all).toContain('No space left on device')
    expect(all).not.toContain('tramadol')
    expect(all).toMatch(/characters\)/)
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThan(8000)
  })
})

describe('an error given as a message', () => {
  it('is logged as the message it is, not one field per character', () => {
    const written: string[] = []
    const log = createLogger(
      { LOG_LEVEL: 'warn' },
      new Writable({
        write(chunk, _encoding, done) {
          written.push(String(chunk))
          done()
        },
      }),
    )
    log.warn({ error: 'connect ECONNREFUSED 127.0.0.1:3709' }, 'alert notification will be retried')
    log.warn({ error: 'x'.repeat(5000) }, 'web push not delivered')
    log.warn({ error: new Error('smtp said no') }, 'alert notification given up')
    const [retried, push, givenUp] = written.map((line) => JSON.parse(line) as { error: unknown })
    expect(retried!.error).toBe('connect ECONNREFUSED 127.0.0.1:3709')
    expect(push!.error).toMatch(/^x+… \(5000 characters\)$/)
    expect(givenUp!.error).toMatchObject({ message: 'smtp said no', type: 'Error' })
  })
})
