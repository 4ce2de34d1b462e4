// The demo's accounts share one published password (README, the start-up log). They sign in while the
// demo is on; with the demo off they are deactivated, their homes and history kept, so a server first
// tried with the demo and then put to real use cannot be entered with that password.
import type { Db } from '../lib/db'
import type { Logger } from '../lib/logger'
import { recordAudit } from '../modules/audit/audit.service'
import { verifyPassword } from '../modules/auth/password'
import { signOutEverywhere } from '../modules/auth/sessions.repository'
import { resolveAllOpen } from '../modules/alerts/alerts.repository'
import { countActiveAdmins, listDemoAccountCandidates, markDemoAccount } from './demo.repository'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed'

type DemoLog = Pick<Logger, 'info' | 'warn'>

export interface DemoSetting {
  isDemoOn: boolean
  log: DemoLog
  /** where people open the app, for the sign-in line */
  url: string
  now?: Date
}

/** At start-up: with the demo on, the demo circle made or topped up and its accounts usable; off, its accounts deactivated */
export async function applyDemoSetting(db: Db, { isDemoOn, log, url, now }: DemoSetting) {
  if (!isDemoOn) return retireDemoAccounts(db, log, now)
  await seedDemo(db, { log, url, now })
  await restoreDemoAccounts(db, log)
}

type DemoAccount = Awaited<ReturnType<typeof listDemoAccountCandidates>>[number] & { isMarked: boolean; isOffByDemo: boolean }

/**
 * The seed's accounts: those it marked, and (made before it marked them) accounts at the demo's
 * addresses whose password is still the published one. An account someone else made at such an
 * address, or whose password was changed, is not the demo's.
 */
async function findDemoAccounts(db: Db): Promise<DemoAccount[]> {
  const found: DemoAccount[] = []
  for (const row of await listDemoAccountCandidates(db, DEMO_ACCOUNTS.map((a) => a.email))) {
    const marker = (row.profileData ?? {}) as { demoAccount?: unknown; demoOff?: unknown }
    if (marker.demoAccount === true) found.push({ ...row, isMarked: true, isOffByDemo: marker.demoOff === true })
    else if (row.authProvider === 'email' && row.passwordHash && (await verifyPassword(row.passwordHash, DEMO_PASSWORD))) {
      found.push({ ...row, isMarked: false, isOffByDemo: false })
    }
  }
  return found
}

export async function retireDemoAccounts(db: Db, log: DemoLog, now = new Date()): Promise<{ deactivated: string[] }> {
  const accounts = await findDemoAccounts(db)
  const active = accounts.filter((a) => a.isActive)
  for (const account of active) {
    await db.transaction(async (tx) => {
      await markDemoAccount(tx, account.id, { demoAccount: true, demoOff: true }, false)
      await signOutEverywhere(tx, account.id)
      await recordAudit(tx, null, { action: 'user.deactivated', target: { type: 'user', id: account.id }, details: { reason: 'DEMO=0' } })
      // the demo's home is watched no more (the scheduler passes over a client marked demoOff): what it had open closes
      if (account.role === 'client') await resolveAllOpen(tx, account.id, now)
    })
  }
  const deactivated = active.map((a) => a.email ?? a.id)
  if (deactivated.length > 0) {
    const noAdminLeft =
      (await countActiveAdmins(db)) === 0
        ? ' No active admin account is left: make one with `npm run user:create -- --role admin …` (docs/self-hosting.md).'
        : ''
    log.warn(
      { accounts: deactivated },
      `DEMO is off: deactivated the demo accounts ${deactivated.join(', ')}, whose password is public; their home and its history are kept but no longer watched (an admin can delete it in User Management), and DEMO=1 turns them back on.${noAdminLeft}`,
    )
  } else if (accounts.length > 0) {
    log.info({ accounts: accounts.map((a) => a.email) }, 'DEMO is off: the demo accounts stay deactivated')
  }
  return { deactivated }
}

/** The demo on again: what turning it off deactivated signs in again; accounts seeded before the marker get it */
export async function restoreDemoAccounts(db: Db, log: DemoLog): Promise<{ reactivated: string[] }> {
  const reactivated: string[] = []
  for (const account of await findDemoAccounts(db)) {
    if (!account.isMarked) {
      await markDemoAccount(db, account.id, { demoAccount: true })
    } else if (account.isOffByDemo) {
      await db.transaction(async (tx) => {
        await markDemoAccount(tx, account.id, { demoAccount: true, demoOff: false }, true)
        await recordAudit(tx, null, { action: 'user.reactivated', target: { type: 'user', id: account.id }, details: { reason: 'DEMO=1' } })
      })
      reactivated.push(account.email ?? account.id)
    }
  }
  if (reactivated.length > 0) log.warn({ accounts: reactivated }, `DEMO is on: reactivated the demo accounts ${reactivated.join(', ')}`)
  return { reactivated }
}
