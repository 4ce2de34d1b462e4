import { describe, expect, it } from 'vitest'
import { describeDatabase, setupWarnings, type SetupFacts } from './setup-warnings'

const setUp: SetupFacts = {
  isDemoOn: false,
  smtpUrl: 'smtps://mail.example.org',
  publicUrl: 'https://care.example.org',
  fallbackUrl: 'http://localhost:3000',
  activeAdmins: 1,
  database: 'the embedded database in /var/lib/hearthwatch',
}

describe('what a start-up warns a self-hoster about', () => {
  it('nothing, once e-mail, the public address and an admin are there', () => {
    expect(setupWarnings(setUp)).toEqual([])
  })

  it('e-mail off: alerts, invitations and resets are only logged', () => {
    expect(setupWarnings({ ...setUp, smtpUrl: undefined })).toEqual([expect.stringMatching(/^E-mail is off \(SMTP_URL is not set\): alert e-mails, invitations and password-reset links are not sent/)])
  })

  it('no PUBLIC_URL: the links point where a phone cannot go, and it says where', () => {
    expect(setupWarnings({ ...setUp, publicUrl: undefined })).toEqual([expect.stringContaining('point to http://localhost:3000, which a carer')])
  })

  it('no active admin, naming the database user:create must be given, demo or not', () => {
    for (const isDemoOn of [false, true]) {
      expect(setupWarnings({ ...setUp, isDemoOn, activeAdmins: 0 })).toEqual([expect.stringContaining("this server's database (the embedded database in /var/lib/hearthwatch)")])
    }
  })

  it('spares a demo the settings real use needs', () => {
    expect(setupWarnings({ ...setUp, isDemoOn: true, smtpUrl: undefined, publicUrl: undefined })).toEqual([])
  })
})

describe('the database, as the start-up and user:create name it', () => {
  it("is the embedded one's folder, made absolute, or PostgreSQL's host and database without the password", () => {
    expect(describeDatabase({ DATA_DIR: './data' })).toBe(`the embedded database in ${process.cwd()}/data`)
    expect(describeDatabase({ DATA_DIR: './data', DATABASE_URL: 'postgres://hearthwatch:s3cret%23@127.0.0.1:5432/hearthwatch' })).toBe('PostgreSQL at 127.0.0.1:5432/hearthwatch')
    expect(describeDatabase({ DATA_DIR: './data', DATABASE_URL: 'not a url' })).toBe('PostgreSQL (DATABASE_URL)')
  })
})
