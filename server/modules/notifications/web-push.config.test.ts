import { describe, expect, it } from 'vitest'
import { vapidSubject } from './web-push.config'

describe('the VAPID subject', () => {
  it.each([
    [{ VAPID_SUBJECT: 'mailto:ops@example.org', PUBLIC_URL: 'https://care.example.org' }, 'mailto:ops@example.org'],
    [{ PUBLIC_URL: 'https://care.example.org/app' }, 'https://care.example.org'],
    [{ PUBLIC_URL: 'http://192.168.1.20:3000', MAIL_FROM: 'Hearthwatch <care@example.org>' }, 'mailto:care@example.org'],
    [{ MAIL_FROM: 'care@example.org' }, 'mailto:care@example.org'],
    [{ MAIL_FROM: 'Hearthwatch' }, 'mailto:no-reply@localhost'],
  ])('is what was set, else the https address, else the e-mail sender (%o)', (env, subject) => {
    expect(vapidSubject(env)).toBe(subject)
  })
})
