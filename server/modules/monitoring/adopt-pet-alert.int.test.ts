// A state begun afresh (rebuilt, or lost) takes on the home's open engine alerts as its own
// (adoptOpenAlerts). An alert of the watch on what a pet cannot use (engine pets.ts) began at the last
// use of a door, the fridge or a cupboard and is ended only by another: adopted as a motion alert, the
// pet's next movement would have closed it while she was still on the floor.
import { describe, expect, it } from 'vitest'
import { alerts } from '../../db/schema'
import { createState } from '../../engine/engine'
import { scheduledHome, useScheduledHome } from '../../test/scheduled-home'
import { adoptOpenAlerts } from './engine-failure'

const t = useScheduledHome([{ name: 'fridge', location: 'Kitchen', deviceId: 'fridge-1' }])

const raisedAt = new Date(Date.UTC(2026, 2, 20, 13, 15))

describe('adopting open alerts into a state begun afresh', () => {
  it("takes a pet-watch alert as the pet watch's: begun at the last use, ended only by another", async () => {
    await t.database.db.insert(alerts).values({
      userId: t.home,
      type: 'inactivity',
      severity: 'medium',
      title: 'Unusual inactivity',
      description: 'No door, fridge or cupboard used for 5 h 38 min at home (last in the kitchen) — …',
      dedupeKey: 'inactivity',
      metadata: { source: 'engine', pets: true, lastUseAt: '2026-03-20T07:37:00.000Z', quietMinutes: 338 },
      createdAt: raisedAt,
    })
    const state = createState(raisedAt, { timeZone: 'UTC', devices: [], pets: true })
    await adoptOpenAlerts(t.database.db, t.home, state)
    expect(state.open.inactivity).toEqual({
      type: 'inactivity',
      severity: 'medium',
      raisedAt: raisedAt.getTime(),
      quietSince: Date.parse('2026-03-20T07:37:00.000Z'),
      beyondPet: true,
      petWatch: true,
    })
  })

  it('takes a motion alert as before: begun at the last movement, no pet rule', async () => {
    const home = await scheduledHome([{ name: 'bathroom', location: 'Bathroom', deviceId: 'bathroom-1' }])
    try {
      await home.database.db.insert(alerts).values({
        userId: home.home,
        type: 'emergency',
        severity: 'high',
        title: 'Possible fall',
        description: '-',
        dedupeKey: 'emergency',
        metadata: { source: 'engine', lastMovementAt: '2026-03-20T03:19:00.000Z', quietMinutes: 95 },
        createdAt: raisedAt,
      })
      const state = createState(raisedAt, { timeZone: 'UTC', devices: [] })
      await adoptOpenAlerts(home.database.db, home.home, state)
      expect(state.open.emergency).toEqual({ type: 'emergency', severity: 'high', raisedAt: raisedAt.getTime(), quietSince: Date.parse('2026-03-20T03:19:00.000Z') })
    } finally {
      await home.close()
    }
  })
})
