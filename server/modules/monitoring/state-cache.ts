// Each circle's base (its whole state as last written: state-patch.ts), kept in this process's memory
// between ticks so that a tick reads only the patch from PostgreSQL and need not unpack the base (decision
// 0077). Kept under the id PostgreSQL gives every base it is handed (engine_state.base_id, drawn anew by a
// trigger whenever packed_state or state is written, by anyone): a base this process kept is used only
// while the row still holds that very one. Another server process rewriting the base, the engine's state
// emptied to begin again, a backup put back: each leaves a new id, and the kept base is passed over.
import { processMemory } from '../../lib/memory-limit'
import type { StateParts } from './state-codec'
import { REBASE_SHARE } from './state-patch'

export interface KeptBase {
  /** engine_state.base_id of the row the base was read from or written to */
  id: string
  parts: StateParts
}

/**
 * A base unused this long belongs to a circle another process now evaluates, or one gone: 15 minutes, or
 * three ticks where ENGINE_INTERVAL_MS is longer (else every kept base would look idle at each tick)
 */
export const idleAfterMs = (intervalMs = 60_000) => Math.max(15 * 60_000, 3 * intervalMs)
/** What a kept base costs beyond its numbers: each array's length and offset, and its place in the state (state-patch.ts) */
const BYTES_PER_ARRAY = 112

export class BaseCache {
  /** least recently used first: a Map keeps the order its keys were set in, and each use sets its key again */
  private readonly kept = new Map<string, KeptBase & { bytes: number; usedAt: number }>()
  private bytes = 0

  /**
   * `maxBytes`: past it a circle's base is not kept (its ticks read and unpack it, as with no cache); 0
   * keeps none. `rebaseShare`: the whole state is written again once more than this share of its numbers
   * changed. `clock`: the time a base is used at (tests move it on). `idleMs`: how long unused before a
   * base may make room for another (idleAfterMs of the scheduler's interval)
   */
  constructor(
    readonly maxBytes: number,
    readonly rebaseShare = REBASE_SHARE,
    private readonly clock: () => number = Date.now,
    private readonly idleMs = idleAfterMs(),
  ) {}

  /** The base kept for a circle (whatever its id: the caller compares it with the row's) */
  get(clientId: string): KeptBase | undefined {
    const found = this.kept.get(clientId)
    if (!found) return undefined
    found.usedAt = this.clock()
    this.kept.delete(clientId)
    this.kept.set(clientId, found)
    return found
  }

  /** Whether a base is kept for the circle (without counting as its use) */
  has(clientId: string) {
    return this.kept.has(clientId)
  }

  set(clientId: string, base: KeptBase) {
    this.delete(clientId)
    const bytes = base.parts.values.byteLength + base.parts.skeleton.length * 2 + base.parts.lengths.length * BYTES_PER_ARRAY
    if (bytes > this.maxBytes) return
    const now = this.clock()
    // room made from the least recently used bases no tick has wanted for a while. Not from those in
    // use: the scheduler goes round every circle each tick, so with more circles than fit, making
    // room in turn would drop each base just before its next use and keep none of them a whole tick;
    // the circles kept stay kept, and the rest are read whole, as with no cache
    for (const [oldest, kept] of this.kept) {
      if (this.bytes + bytes <= this.maxBytes || now - kept.usedAt <= this.idleMs) break
      this.delete(oldest)
    }
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
}

/**
 * The most the kept bases may take: ENGINE_STATE_CACHE_MB's megabytes (0: none kept, every tick reads
 * and unpacks each circle's base), or, unset, an eighth of the memory this process may use: the machine's,
 * or a container's or systemd service's limit where that is smaller (lib/memory-limit.ts, decision 0124). A
 * learned 6-sensor circle's base is about 92 kB, counted as 114 (`set`): 512 MiB, the default on a 4 GB
 * Raspberry Pi, holds some 4,600; 64 MiB, in a container limited to 512 MB, some 580.
 */
export const cacheBytes = (megabytes?: number, memory?: number) => (megabytes === undefined ? Math.floor((memory ?? processMemory()) / 8) : megabytes * 1024 * 1024)

/** This process's bases (the server makes its own from its settings: main.ts) */
export const processBases = new BaseCache(cacheBytes())
