// A hub's row after the server's clock was put back: its last-seen and checked times were written while
// the clock ran two hours ahead. Kept, the hub counted as heard until real time passed them, so a bridge
// that went down after the step hid its home's silence (and its own alert) for those two hours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../lib/db'
import { freshDatabase } from '../../test/test-db'
import { findHub, markHttpHubsChecked, recordHubNotHeard, recordHubSeen, recordKnownHubNotHeard } from './hub.repository'

const MINUTE = 60_000
const now = new Date(Date.UTC(2026, 9, 15, 10))
const ahead = new Date(now.getTime() + 2 * 60 * MINUTE)

let database: Database
beforeAll(async () => {
  database = await freshDatabase()
})
afterAll(async () => database.close())

describe("a hub's row written before the server's clock was put back", () => {
  it('is not heard from the future once its listener says it is not heard: its silence counts from then', async () => {
    await recordHubSeen(database.db, 'zigbee2mqtt:a', 'Bridge A', ahead)
    await recordHubNotHeard(database.db, 'zigbee2mqtt:a', 'Bridge A', now)
    expect(await findHub(database.db, 'zigbee2mqtt:a')).toMatchObject({ lastSeenAt: now, checkedAt: now })
    // a minute later it is still not heard: the times stay, and its silence grows
    await recordHubNotHeard(database.db, 'zigbee2mqtt:a', 'Bridge A', new Date(now.getTime() + MINUTE))
    expect(await findHub(database.db, 'zigbee2mqtt:a')).toMatchObject({ lastSeenAt: now, checkedAt: new Date(now.getTime() + MINUTE) })
  })

  it('keeps the later check of another server whose clock is a few seconds ahead, and its last-seen time', async () => {
    const otherServer = new Date(now.getTime() + 20_000)
    await recordHubSeen(database.db, 'zigbee2mqtt:b', 'Bridge B', otherServer)
    await recordHubNotHeard(database.db, 'zigbee2mqtt:b', 'Bridge B', now)
    expect(await findHub(database.db, 'zigbee2mqtt:b')).toMatchObject({ lastSeenAt: otherServer, checkedAt: otherServer })
  })

  it('is brought back too when the broker cannot be reached, and for a hub heard over HTTP', async () => {
    await recordHubSeen(database.db, 'zigbee2mqtt:c', 'Bridge C', ahead)
    await recordKnownHubNotHeard(database.db, 'zigbee2mqtt:c', now)
    expect(await findHub(database.db, 'zigbee2mqtt:c')).toMatchObject({ lastSeenAt: now, checkedAt: now })
    await recordHubSeen(database.db, 'http:hall-pi', 'Hall Pi', ahead)
    await markHttpHubsChecked(database.db, now)
    expect(await findHub(database.db, 'http:hall-pi')).toMatchObject({ lastSeenAt: now, checkedAt: now })
  })
})
