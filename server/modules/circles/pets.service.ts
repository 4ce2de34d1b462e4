// A cat or dog in the home: the motion sensors see it as well as the person, so the engine weighs their
// firing less and leans on what a pet cannot do (EngineHome.pets). Carers and staff say so.
import type { Db } from '../../lib/db'
import type { LiveBus } from '../../lib/live-bus'
import { recordAudit, type AuditEntry } from '../audit/audit.service'
import { writePetsAtHome } from './pets.repository'

type Req = Parameters<typeof recordAudit>[1]

/**
 * Records the family's answer once: saving the answer already stored changes, records and tells
 * nothing. A home whose watching ended (decision 0045) can still be changed, as its time zone can:
 * starting to watch it again reads it.
 */
export async function setPetsAtHome({ db, live }: { db: Db; live: Pick<LiveBus, 'publish'> }, actor: AuditEntry['actor'], clientId: string, petsAtHome: boolean, req: Req) {
  const changed = await db.transaction(async (tx) => {
    // the change and its audit entry together; two saves at once change and record it once
    if (!(await writePetsAtHome(tx, clientId, petsAtHome))) return false
    await recordAudit(tx, req, { action: 'circle.pets_changed', actor, circleId: clientId, details: { from: !petsAtHome, to: petsAtHome } })
    return true
  })
  // pages open on the home elsewhere show the new answer without a reload
  if (changed) await live.publish({ type: 'circle.changed', circleId: clientId })
  return { petsAtHome }
}
