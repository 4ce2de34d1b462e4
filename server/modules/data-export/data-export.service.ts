// A copy of one home's data, as the privacy page promises (decision 0063): who may have it, the
// record that they took it, and the file's name. What goes in it is data-export.writer.ts's.
import { isStaff, mayDownloadHomeData } from '../../../contracts/access'
import { CIRCLE_NOT_FOUND } from '../../../contracts/errors'
import type { Db } from '../../lib/db'
import { AppError } from '../../lib/errors'
import { recordAudit } from '../audit/audit.service'
import type { CircleAccess } from '../circles/circles.service'
import type { UserRow } from '../users/users.repository'
import { findProfile } from './data-export.repository'
import { writeHomeData, type WriteOptions } from './data-export.writer'

type Req = Parameters<typeof recordAudit>[1]

export interface HomeDownload {
  filename: string
  /** the JSON document, a piece at a time: read it as it is sent, never as a whole */
  chunks: AsyncIterable<string>
}

/**
 * Checks the caller may have the home's copy, records in the audit trail that they took it (before a
 * byte is sent: a download cut short was still a download), and hands back the document to stream.
 * A carer is refused even for a home they look after: the copy is the person's (decision 0063).
 */
export async function startHomeDownload(db: Db, actor: UserRow, circle: CircleAccess, req: Req, options: Partial<WriteOptions> = {}): Promise<HomeDownload> {
  const { clientId } = circle
  if (!mayDownloadHomeData(actor, clientId)) {
    throw new AppError('FORBIDDEN', "Only the person this home watches, or Hearthwatch support, can download a copy of its data")
  }
  const person = await findProfile(db, clientId)
  if (!person) throw new AppError('NOT_FOUND', CIRCLE_NOT_FOUND)
  const now = options.now ?? new Date()
  await recordAudit(db, req, {
    action: 'circle.data_exported',
    actor,
    target: { type: 'user', id: clientId },
    circleId: clientId,
    details: { for: isStaff(actor.role) ? 'staff' : 'self' },
  })
  return {
    filename: downloadName([person.firstName, person.lastName], now),
    chunks: writeHomeData(db, { actor, person, now, pageRows: options.pageRows }),
  }
}

/** `hearthwatch-margaret-ellis-2026-12-04.json`: letters and digits only, accents taken off, so every browser keeps it */
export function downloadName(names: (string | null)[], now: Date) {
  const slug = names
    .filter(Boolean)
    .join(' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return `hearthwatch-${slug || 'home'}-${now.toISOString().slice(0, 10)}.json`
}
