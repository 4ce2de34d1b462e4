// Each circle's base (its whole state as last written: state-patch.ts), kept in this process's memory
// between ticks so that a tick reads only the patch from PostgreSQL and need not unpack the base (decision
// 0077). Kept under the id PostgreSQL gives every base it is handed (engine_state.base_id, drawn anew by a
// trigger whenever packed_state or state is written, by anyone): a base this process kept is used only
// while the row still holds that very one. Another server process rewriting the base, the engine's state
// emptied to begin again, a backup put back: each leaves a new id, and the kept base is passed over.
import os from 'node:os'
import type { StateParts } from './state-codec'
import { REBASE_SHARE } from './state-patch'

export interface KeptBase {
  /** engine_state.base_id of the row the base was read from or written to */
  id: string
  parts: StateParts
}

/** A base unused this long belongs to a circle another process now evaluates, or one gone */
const IDLE_MS = 15 * 60_000

export class BaseCache {
  private readonly kept = new Map<string, KeptBase & { bytes: number; usedAt: number }>()
  private bytes = 0

  /**
   * `maxBytes`: past it a circle's base is not kept (its ticks read and unpack it, as with no cache).
   * `rebaseShare`: the whole state is written again once more than this share of its numbers changed
   */
  constructor(
    readonly maxBytes: number,
    readonly rebaseShare = REBASE_SHARE,
  ) {}

  /** The base kept for a circle (whatever its id: the caller compares it with the row's) */
  get(clientId: string, now = Date.now()): KeptBase | undefined {
    const found = this.kept.get(clientId)
    if (found) found.usedAt = now
    return found
  }

  set(clientId: string, base: KeptBase, now = Date.now()) {
    this.delete(clientId)
    const bytes = base.parts.values.byteLength + base.parts.skeleton.length * 2 + base.parts.lengths.length * 16
    if (this.bytes + bytes > this.maxBytes) this.dropIdle(now)
    // full: the circles kept stay kept (making room in turn would keep none of them a whole tick)
    if (this.bytes + bytes > this.maxBytes) return
    this.kept.set(clientId, { ...base, bytes, usedAt: now })
    this.bytes += bytes
  }

  delete(clientId: string) {
    const found = this.kept.get(clientId)
    if (!found) return
    this.kept.delete(clientId)
    this.bytes -= found.bytes
  }

  get size() {
    return { circles: this.kept.size, bytes: this.bytes }
  }

  private dropIdle(now: number) {
    for (const [clientId, base] of this.kept) if (now - base.usedAt > IDLE_MS) this.delete(clientId)
  }
}

/**
 * This process's bases: at most an eighth of the machine's memory (about 70 kB a learned 6-sensor
 * circle: 512 MiB on a 4 GB Raspberry Pi holds some 7,000)
 */
export const processBases = new BaseCache(Math.floor(os.totalmem() / 8))
