import { resolve } from 'node:path'

// What a self-hoster must hear at every start until they have set it up: the start-up log is where they
// look, and on LOG_LEVEL=warn (docs/self-hosting.md's advice for a service) only warnings reach it. A
// server with the demo on is someone trying it out, so it is spared the settings real use needs.

export interface SetupFacts {
  isDemoOn: boolean
  smtpUrl: string | undefined
  publicUrl: string | undefined
  /** where links in e-mails point when PUBLIC_URL is unset */
  fallbackUrl: string
  activeAdmins: number
  /** which database this server opened, as a person would pass it to user:create */
  database: string
}

export function setupWarnings(facts: SetupFacts): string[] {
  const warnings: string[] = []
  if (facts.activeAdmins === 0) {
    warnings.push(
      `No active admin account: nobody can sign in to set up homes. Make one with \`npm run user:create -- --role admin …\` against this server's database (${facts.database}), in the same folder and with the same settings as the server (docs/self-hosting.md).`,
    )
  }
  if (facts.isDemoOn) return warnings
  if (!facts.smtpUrl) {
    warnings.push(
      'E-mail is off (SMTP_URL is not set): alert e-mails, invitations and password-reset links are not sent, only written to this log and the mail_outbox table. Set SMTP_URL so that alerts reach people (docs/self-hosting.md).',
    )
  }
  if (!facts.publicUrl) {
    warnings.push(
      `PUBLIC_URL is not set: the links in alert e-mails and invitations point to ${facts.fallbackUrl}, which a carer's phone cannot open. Set PUBLIC_URL to the address people reach Hearthwatch at.`,
    )
  }
  return warnings
}

/**
 * Which database the settings open, as a person would recognise it: the embedded one's folder, or
 * PostgreSQL's host and database (never its password). The server's start-up and `user:create` both
 * say it, so an account made in the wrong one is noticed.
 */
export function describeDatabase(env: { DATABASE_URL?: string; DATA_DIR: string }): string {
  if (!env.DATABASE_URL) return `the embedded database in ${resolve(env.DATA_DIR)}`
  try {
    const url = new URL(env.DATABASE_URL)
    return `PostgreSQL at ${url.host}${url.pathname}`
  } catch {
    return 'PostgreSQL (DATABASE_URL)'
  }
}
