import { INGEST_KEY_PREFIX, type IngestKeyCreated, type IngestKeySummary } from '../../../contracts/ingest'
import type { Db } from '../../lib/db'
import type { UserRow } from '../users/users.repository'
import { AppError } from '../../lib/errors'
import { hashSecretToken, newSecretToken } from '../../lib/secret-token'
import { httpHubHeard, httpHubKey, type HttpHubCaller } from '../ingest/http-hub'
import { findHubs } from '../ingest/hub.repository'
import { runningAhead, runningLate, type KeyLateness } from './key-lateness'
import {
  findIngestKey,
  insertIngestKey,
  listIngestKeyRows,
  recordKeyRefusal,
  revokeIngestKeyRow,
  touchIngestKey,
} from './ingest-keys.repository'
import { personName } from '../users/person-name'

/** 'Dana Hale', or their address, as the key list names its maker (the column holds 200) */
const makerName = (p: { firstName: string | null; lastName: string | null; email: string | null }) => personName(p, 'Someone').slice(0, 200)

/** Enough of the key to tell keys apart on screen, too little to guess the rest */
const DISPLAY_PREFIX_LENGTH = 12
const TOUCH_EVERY_MS = 60_000

// A key is 256 random bits: stored as its SHA-256 (see lib/secret-token)
const hashKey = hashSecretToken

export interface HubIdentity extends HttpHubCaller {
  clientId: string
  lateness: KeyLateness
}

export async function createIngestKey(
  db: Db,
  clientId: string,
  actor: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'> | null,
  input: { name?: string },
): Promise<IngestKeyCreated> {
  const key = INGEST_KEY_PREFIX + newSecretToken()
  const { id } = await insertIngestKey(db, {
    userId: clientId,
    name: input.name ?? null,
    keyHash: hashKey(key),
    keyPrefix: key.slice(0, DISPLAY_PREFIX_LENGTH),
    createdBy: actor?.id ?? null,
    createdByName: actor ? makerName(actor) : null,
  })
  return { id, key }
}

export async function listIngestKeys(db: Db, clientId: string, now: Date): Promise<IngestKeySummary[]> {
  const rows = await listIngestKeyRows(db, clientId)
  const hubs = new Map((await findHubs(db, rows.map((r) => httpHubKey(r.id)))).map((h) => [h.key, h]))
  const heartbeatOf = (id: string) => {
    const hub = hubs.get(httpHubKey(id))
    return hub?.lastSeenAt ? { lastAt: hub.lastSeenAt.toISOString(), heard: httpHubHeard(hub, now) } : null
  }
  return rows.map(({ creatorFirstName, creatorLastName, creatorEmail, creatorId, creatorStillIn, lastRefusedAt, lastRefusal, lateSince, lateByMinutes, aheadSince, aheadByMinutes, createdByName, ...r }) => {
    const clock: KeyLateness = { lateSince, lateByMinutes, aheadSince, aheadByMinutes }
    return {
      ...r,
      createdAt: r.createdAt.toISOString(),
      lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
      revokedAt: r.revokedAt?.toISOString() ?? null,
      // a maker whose account was deleted is named as they were, and is in the circle no more
      createdBy: creatorId
        ? { name: makerName({ firstName: creatorFirstName, lastName: creatorLastName, email: creatorEmail }), stillInCircle: creatorStillIn === true }
        : createdByName
          ? { name: createdByName, stillInCircle: false }
          : null,
      heartbeat: heartbeatOf(r.id),
      lastRefusal: lastRefusedAt && lastRefusal ? { at: lastRefusedAt.toISOString(), reason: lastRefusal } : null,
      runningLate: runningLate(clock, now),
      runningAhead: runningAhead(clock),
    }
  })
}

/**
 * Takes effect on the next request: keys are looked up on every call, never cached. A hub that sends
 * heartbeats stays watched (decision 0061): the sensors behind it move to whatever carries their next
 * report (a hub given a new key), and those that do not are not heard, which 'Hub stopped reporting'
 * says 30 minutes on, with why, instead of the home looking quiet while everything it sends is refused.
 */
export async function revokeIngestKey(db: Db, clientId: string, id: string, now: Date) {
  if (!(await revokeIngestKeyRow(db, clientId, id, now))) throw new AppError('NOT_FOUND', 'Key not found')
}

/** Why a revoked key's calls are refused, on the Sensors page: a hub still sends with it, and is not heard */
export const REVOKED_KEY_REFUSAL = 'the key is revoked: everything sent with it is refused'

/**
 * The circle a hub's `Authorization: Bearer <key>` header speaks for. `countFailure`: counts a missing,
 * wrong or revoked key against its caller, and throws (429) once the caller is over its limit: the
 * refusal is then not written under the key again
 */
export async function authenticateHub(db: Db, authorization: string | undefined, now: Date, countFailure?: () => Promise<void>): Promise<HubIdentity> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')
  const found = match ? await findIngestKey(db, hashKey(match[1]!)) : undefined
  if (!found || found.revokedAt) {
    await countFailure?.()
    // a hub still calling with a revoked key is shown on the key, so the family learns its sensors are not heard
    if (found) await recordKeyRefusal(db, found.id, now, REVOKED_KEY_REFUSAL)
    throw new AppError('UNAUTHORIZED', 'Invalid or revoked ingest key')
  }
  if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await touchIngestKey(db, found.id, now, new Date(now.getTime() - TOUCH_EVERY_MS))
  }
  return {
    keyId: found.id,
    clientId: found.clientId,
    name: found.name,
    keyPrefix: found.keyPrefix,
    heartbeats: found.heartbeats,
    lateness: { lateSince: found.lateSince, lateByMinutes: found.lateByMinutes, aheadSince: found.aheadSince, aheadByMinutes: found.aheadByMinutes },
  }
}
