// A home the engine cannot evaluate is not left unwatched in silence. A circle whose evaluation throws
// is logged and passed over while the others go on (scheduler.ts), but it throws again every minute:
// a state saved by an older engine whose shape this one no longer reads (an upgrade) fails for ever,
// and nobody who watches the home would know. After 10 minutes of it, the state is thrown away and
// rebuilt from the stored events, as for a new home whose hub uploaded its history (the routine is
// learned again from them; at most once a day). If it still fails, the circle is told: 'Monitoring has
// stopped', closed by itself when an evaluation succeeds again.
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { engineState } from '../../db/platform-schema'
import { alerts } from '../../db/schema'
import type { EngineState } from '../../engine/types'
import { ENGINE_STOPPED_KEY } from '../../engine/unwatched'
import type { Db } from '../../lib/db'
import type { LiveBus } from '../../lib/live-bus'
import type { Logger } from '../../lib/logger'
import { formatDuration } from '../../../contracts/duration'
import { raiseAlert } from '../alerts/alerts.service'

const MINUTE_MS = 60_000
/** Failing this long, the circle is rebuilt, or told once a rebuild has not helped */
export const FAILING_MINUTES = 10
export const REBUILD_AT_MOST_EVERY_MS = 24 * 60 * MINUTE_MS
/** The cause of the alert about a home the engine cannot evaluate */
export { ENGINE_STOPPED_KEY }
/** How 'Monitoring has stopped' ended, as the family reads it */
export const WATCHING_AGAIN = 'Hearthwatch is watching the home again.'

/** Circles whose evaluation threw this tick (not a batch the database failed: an outage is not the engine's) */
export async function noteEvaluationFailures({ db, live }: { db: Db; live: LiveBus }, clientIds: string[], now: Date, log: Pick<Logger, 'error'>) {
  for (const clientId of clientIds) {
    const [row] = await db
      .update(engineState)
      .set({ failingSince: sql`coalesce(${engineState.failingSince}, ${now})` })
      .where(eq(engineState.userId, clientId))
      .returning({ failingSince: engineState.failingSince, rebuiltAt: engineState.rebuiltAt })
    if (!row?.failingSince) continue
    const failingMinutes = (now.getTime() - row.failingSince.getTime()) / MINUTE_MS
    if (failingMinutes < FAILING_MINUTES) continue
    if (!row.rebuiltAt || now.getTime() - row.rebuiltAt.getTime() >= REBUILD_AT_MOST_EVERY_MS) {
      // from nothing, reading every stored event again from the first; the failing clock starts again
      await db
        .update(engineState)
        .set({ state: null, packedState: null, glance: null, lastEventId: 0, rebuiltAt: now, failingSince: now })
        .where(eq(engineState.userId, clientId))
      log.error({ clientId, failingSince: row.failingSince }, `engine: this home could not be evaluated for ${formatDuration(failingMinutes)}; its state is rebuilt from the stored events`)
      continue
    }
    await raiseAlert(
      { db, live, now: () => now },
      {
        userId: clientId,
        type: 'sensor_offline',
        severity: 'high',
        title: 'Monitoring has stopped',
        description:
          `Hearthwatch has not been able to check this home for ${formatDuration(failingMinutes)} because of an error on its server, ` +
          `so a fall or a long quiet spell would not be noticed. Whoever runs Hearthwatch can see the error in the server's log.`,
        dedupeKey: ENGINE_STOPPED_KEY,
        metadata: { failingSince: row.failingSince.toISOString(), rebuiltAt: row.rebuiltAt.toISOString(), source: 'engine' },
      },
    )
  }
}

/**
 * A state begun afresh (a home rebuilt above, or one whose state was lost) knows nothing of the alerts
 * the old one raised, so it would never close them: 'Sensor offline' for a sensor that has long
 * reported again, 'No movement' for someone up and about, open until a person resolved them. It takes
 * on the home's open engine alerts as its own: each then closes as its cause clears, the same as
 * any alert it raised itself, and is not raised a second time meanwhile.
 */
export async function adoptOpenAlerts(db: Db, clientId: string, state: EngineState) {
  const open = await db
    .select({ dedupeKey: alerts.dedupeKey, type: alerts.type, severity: alerts.severity, createdAt: alerts.createdAt, metadata: alerts.metadata })
    .from(alerts)
    .where(and(eq(alerts.userId, clientId), eq(alerts.isResolved, false), isNotNull(alerts.dedupeKey), sql`${alerts.metadata}->>'source' = 'engine'`))
  for (const alert of open) {
    const key = alert.dedupeKey
    if (key === null || key === ENGINE_STOPPED_KEY || state.open[key]) continue
    const meta = (alert.metadata ?? {}) as { lastMovementAt?: unknown; lastUseAt?: unknown; pets?: unknown }
    // the watch on what a pet cannot use (engine pets.ts) says when that was last used, and only such a use ends its alert
    const byPetWatch = meta.pets === true
    const since = Date.parse(String((byPetWatch ? meta.lastUseAt : meta.lastMovementAt) ?? ''))
    state.open[key] = {
      type: alert.type,
      severity: alert.severity,
      raisedAt: alert.createdAt.getTime(),
      ...(Number.isFinite(since) ? { quietSince: since } : {}),
      ...(byPetWatch ? { beyondPet: true, petWatch: true } : {}),
    }
  }
}

