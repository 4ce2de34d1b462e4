// A circle's engine state in engine_state (decisions 0007, 0077): its base (the whole state as last
// written, packed_state), what changed since (state_patch), and the base's id, which a trigger draws anew
// whenever the base is written. The scheduler keeps each circle's base in memory between ticks
// (state-cache.ts), reads only the patch while the row still holds that base, and writes only the patch
// until so much changed that the whole state is written again.
import { sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { engineState } from '../../db/platform-schema'
import type { Db } from '../../lib/db'
import { decodeParts, encodeParts, stateOfParts } from './state-codec'
import type { BaseCache, KeptBase } from './state-cache'
import { applyPatch, encodePatch } from './state-patch'
import { glanceOf, type EngineGlance } from './engine-glance'
import type { EngineState } from '../../engine/types'

/**
 * The bytes of a bytea column as base64 text. PGlite hands bytea over as hex text that it turns into
 * bytes in JavaScript: 1.2 ms for a circle's 17 kB base, against 0.15 ms as base64 (Node decodes it)
 */
const base64Of = (column: AnyPgColumn) => sql<string | null>`encode(${column}, 'base64')`

/** Where a state is stored: its base and patch, the base's id, or as jsonb in a row not evaluated since migration 0006 */
export const storedStateColumns = { packed: base64Of(engineState.packedState), patch: base64Of(engineState.statePatch), baseId: engineState.baseId, legacy: engineState.state }

/** Bytes as stored, or as base64 text (`storedStateColumns`) */
type Stored = Uint8Array | string | null

const bytesOf = (stored: Stored) => (typeof stored === 'string' ? Buffer.from(stored, 'base64') : stored)

export interface StoredState {
  /** null: no base, or the one kept in memory (`kept`) is the row's and was not read */
  packed: Stored
  patch?: Stored
  /** null: the circle has no engine row */
  baseId?: string | null
  legacy: unknown
  /** the base this process kept for the circle, when it is the row's */
  kept?: KeptBase
}

/** The stored state (null: the engine has not started the circle) and the base it was read from; a damaged one throws */
export function readStored({ packed, patch = null, baseId = null, legacy, kept }: StoredState): { state: unknown; base: KeptBase | null } {
  const base = packed !== null ? { id: baseId ?? '', parts: decodeParts(bytesOf(packed)!) } : kept && kept.id === baseId ? kept : null
  if (!base) return { state: legacy ?? null, base: null }
  // a patch made against an earlier base: the base was written since by a writer that left the patch be
  const patched = patch === null ? undefined : applyPatch(bytesOf(patch)!, base.parts, base.id)
  return { state: patched === undefined ? stateOfParts(base.parts) : patched, base: baseId === null ? null : base }
}

/** The stored state, or null for a circle the engine has not started (a damaged one throws, failing only that circle) */
export const stateOf = (stored: StoredState): unknown => readStored(stored).state

/** The state an engine_state row holds (as selected whole) */
export const stateOfRow = (row: typeof engineState.$inferSelect): unknown => stateOf({ packed: row.packedState, patch: row.statePatch, baseId: row.baseId, legacy: row.state })

/**
 * The row's packed base unless this process keeps it (its id the row's), for a batch of circles: an SQL
 * expression over `engine_state` and the `user_id` it is read for, and each circle's kept base
 */
export function basesToRead(bases: BaseCache, clientIds: string[], userId: unknown) {
  const kept = new Map<string, KeptBase>()
  for (const clientId of clientIds) {
    const base = bases.get(clientId)
    if (base) kept.set(clientId, base)
  }
  const packed =
    kept.size === 0
      ? base64Of(engineState.packedState)
      : sql<string | null>`case when ${engineState.baseId} = (
          select k.base_id from unnest(${sql.param([...kept.keys()])}::uuid[], ${sql.param([...kept.values()].map((b) => b.id))}::uuid[]) as k(user_id, base_id)
          where k.user_id = ${userId}) then null else ${base64Of(engineState.packedState)} end`
  return { packed, kept }
}

export interface SavedCircle {
  clientId: string
  state: unknown
  lastEventId: number
  waitingForHistory?: boolean
  /** the base the state was read with and the row's base id then; absent: the whole state is written, whatever the row holds */
  read?: { baseId: string | null; base: KeptBase | null }
}

/**
 * A circle's new state as it is written: a patch against the base it was read with where little
 * changed, else the whole state (and its parts, kept as the new base). Made as soon as the engine is
 * done with a circle, so that its unpacked state (~100 kB) is dropped then rather than held, with the
 * whole batch's, until the batch is written.
 */
export interface EncodedCircle extends Omit<SavedCircle, 'state' | 'read'> {
  read?: { baseId: string | null; base: KeptBase | null }
  patch?: Buffer
  /** the whole state (null: emptied, to be begun again) */
  stored?: Buffer | null
  parts?: KeptBase['parts']
  /** what the home picker shows of it (engine-glance.ts); null while a history is still arriving */
  glance: EngineGlance | null
}

export function encodeCircle({ state, ...saved }: SavedCircle, rebaseShare?: number): EncodedCircle {
  const row = { ...saved, glance: state === null || saved.waitingForHistory ? null : glanceOf(state as EngineState) }
  const base = row.read?.base
  const patch = state !== null && base ? encodePatch(state, base.parts, base.id, rebaseShare) : null
  if (patch) return { ...row, patch }
  if (state === null) return { ...row, stored: null }
  return { ...row, ...encodeParts(state) }
}

/**
 * Every circle's new state (`encodeCircle`, or a state to encode), releasing their claims. A row whose
 * base was written by someone else since it was read (a state emptied to begin again) keeps what they wrote.
 */
export async function saveCircles(db: Db, given: (SavedCircle | EncodedCircle)[], evaluatedAt: Date, bases?: BaseCache) {
  if (given.length === 0) return
  const rows = given.map((row) => ('state' in row ? encodeCircle(row, bases?.rebaseShare) : row))
  const patches = rows.filter((row): row is EncodedCircle & { patch: Buffer } => row.patch !== undefined).map((row) => ({ row, patch: row.patch }))
  const wholes = rows.filter((row) => row.patch === undefined).map((row) => ({ row, stored: row.stored ?? null, parts: row.parts }))
  const written = new Set<string>()
  const update = (set: ReturnType<typeof sql>, values: ReturnType<typeof sql>, list: EncodedCircle[]) => sql`
    update ${engineState} s set ${set}, glance = v.glance, last_event_id = v.cursor, last_evaluated_at = ${evaluatedAt}, claimed_until = null, claimed_by = null, failing_since = null,
      history_arriving_since = case when v.waiting then coalesce(s.history_arriving_since, ${evaluatedAt}) end
    -- the states travel as base64 text: both drivers pass a text[] alike, not so a bytea[]
    from (select unnest(${sql.param(list.map((r) => r.clientId))}::uuid[]) as id, ${values},
                 unnest(${sql.param(list.map((r) => r.lastEventId))}::bigint[]) as cursor,
                 unnest(${sql.param(list.map((r) => r.waitingForHistory === true))}::boolean[]) as waiting,
                 unnest(${sql.param(list.map((r) => (r.glance === null ? null : JSON.stringify(r.glance))))}::text[])::jsonb as glance,
                 unnest(${sql.param(list.map((r) => (r.read ? r.read.baseId : null)))}::uuid[]) as read_base,
                 unnest(${sql.param(list.map((r) => r.read !== undefined))}::boolean[]) as was_read) v
    where s.user_id = v.id and (not v.was_read or s.base_id = v.read_base)
    returning s.user_id, s.base_id`
  const base64 = (bytes: Buffer | null) => (bytes === null ? null : bytes.toString('base64'))
  if (wholes.length > 0) {
    const result = await db.execute(
      update(sql`packed_state = v.state, state = null, state_patch = null`, sql`decode(unnest(${sql.param(wholes.map((w) => base64(w.stored)))}::text[]), 'base64') as state`, wholes.map((w) => w.row)),
    )
    const ids = new Map(rowsOf(result).map((r) => [r.user_id, r.base_id]))
    for (const { row, parts } of wholes) {
      const id = ids.get(row.clientId)
      if (id === undefined) continue
      written.add(row.clientId)
      // kept under the id the trigger gave it in this very update
      if (parts) bases?.set(row.clientId, { id, parts })
      else bases?.delete(row.clientId)
    }
  }
  if (patches.length > 0) {
    const result = await db.execute(
      update(sql`state_patch = v.patch`, sql`decode(unnest(${sql.param(patches.map((p) => base64(p.patch)))}::text[]), 'base64') as patch`, patches.map((p) => p.row)),
    )
    const read = new Map(patches.map(({ row }) => [row.clientId, row.read?.base]))
    for (const { user_id: clientId, base_id: id } of rowsOf(result)) {
      written.add(clientId)
      // a base read from the row this tick is kept from now on (the row still holds it: the update matched its id)
      const base = read.get(clientId)
      if (base && base.id === id && bases?.get(clientId) !== base) bases?.set(clientId, base)
    }
  }
  // rewritten since they were read: their claims released, what was written there left as it is
  const others = rows.filter((r) => !written.has(r.clientId)).map((r) => r.clientId)
  for (const clientId of others) bases?.delete(clientId)
  if (others.length > 0) {
    await db.execute(sql`
      update ${engineState} set last_evaluated_at = ${evaluatedAt}, claimed_until = null, claimed_by = null
      where user_id = any(${sql.param(others)}::uuid[])`)
  }
}

// both drivers answer { rows }
const rowsOf = (result: unknown) => (result as { rows: { user_id: string; base_id: string }[] }).rows
