// Turning on 'A cat or dog lives here', or changing which motion sensors the pet can't set off, teaches
// the watch on what a pet cannot do from the home's stored events at once (engine/pet-history.ts),
// rather than leaving the home without it for the week it would take to learn from then on.
import { DAY_MS } from '../../engine/local-time'
import { learnPetWatch, PET_HISTORY_DAYS, petWatchIsCurrent } from '../../engine/pet-history'
import type { EngineEvent, EngineHome, EngineState } from '../../engine/types'
import type { Db } from '../../lib/db'
import { eventsForPetHistory } from './monitoring.repository'

type Device = EngineHome['devices'][number]

/** Stored rows as the engine reads them; rows of a sensor no longer registered (or turned off) are left out */
export function engineEventsOf(rows: { deviceId: string; timestamp: Date; motionDetected: boolean }[], byId: ReadonlyMap<string, Device>): EngineEvent[] {
  const events: EngineEvent[] = []
  for (const row of rows) {
    const device = byId.get(row.deviceId)
    if (device) events.push({ deviceKey: device.key, kind: device.kind, room: device.room, timestamp: row.timestamp, active: row.motionDetected })
  }
  return events
}

/**
 * Where the home says a pet lives and its state's watch does not fit (first turned on, or the marks
 * changed), learns the watch again from the last PET_HISTORY_DAYS of the events the state has read (up
 * to `upToId`). A home with none stored keeps the engine's own start
 */
export async function learnPetWatchFromHistory(db: Db, clientId: string, state: EngineState | null, home: EngineHome, byId: ReadonlyMap<string, Device>, upToId: number) {
  if (!state || petWatchIsCurrent(state, home)) return
  const rows = await eventsForPetHistory(db, clientId, new Date(state.clock - PET_HISTORY_DAYS * DAY_MS), upToId)
  // in the state's own time zone: a zone changed in the same minute moves it with the rest of the state
  const watch = learnPetWatch(engineEventsOf(rows, byId), { ...home, timeZone: state.timeZone }, state.clock)
  if (watch) state.pets = watch
}
