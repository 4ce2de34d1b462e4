// A device ID in another letter case is looked up through an index on lower(device_id) (migration 0035, decision
// 0118), not by reading every sensor of every home: MQTT does it for each message of a device that is no sensor
// (a light, a plug) and registration for each new sensor. With 10,000 homes of 6 sensors on the local PostgreSQL
// the scan took 33-83 ms (medians); the index 0.012-0.02 ms. The planner is told to avoid scans, so a statement it
// can answer only by reading every sensor still shows it ('Seq Scan', or an index read whole), on PGlite as on
// PostgreSQL.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { devices } from '../../db/schema'
import type { Database } from '../../lib/db'
import { makers } from '../../test/make'
import { freshDatabase } from '../../test/test-db'
import { deviceIdHolder } from '../devices/devices.repository'
import { findCircleDevices, findDevicesByDeviceId } from './ingest.repository'

let database: Database
let home: string
beforeAll(async () => {
  database = await freshDatabase()
  home = (await makers(database.db).circle()).id
  await database.db.insert(devices).values({ userId: home, name: 'Hall', deviceId: 'MSH-IDX00001', location: 'Hallway' })
})
afterAll(() => database?.close())

type Statement = { text: string; params: unknown[] }

/** The statements `run` sends (node-postgres' pool and PGlite both answer `query(text, params)`) */
async function statementsOf(run: () => Promise<unknown>): Promise<Statement[]> {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client
  const spy = vi.spyOn(client, 'query')
  try {
    await run()
    return spy.mock.calls.map(([text, params]) => ({ text: typeof text === 'string' ? text : (text as { text: string }).text, params: (params as unknown[]) ?? [] }))
  } finally {
    spy.mockRestore()
  }
}

/** The statement's plan with sequential scans avoided wherever an index can answer */
async function planOf({ text, params }: Statement) {
  const literal = (v: unknown) => (typeof v === 'string' ? `'${v.replace(/'/g, "''")}'` : String(v))
  const bound = text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]))
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`)
    const result = await tx.execute(sql.raw(`explain ${bound}`))
    return (result as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n')
  })
}

/**
 * The plan's reads of `devices` that take every row: a sequential scan, or an index scan with no condition (the
 * planner's way round a scan it was told to avoid: it reads the whole index and filters)
 */
function readsOfEverySensor(plan: string) {
  const nodes = plan.split(/\n(?=\s*->)/)
  return nodes.filter((node) => / on devices\b/.test(node) && (/Seq Scan/.test(node) || !/(Index|Recheck) Cond/.test(node))).map((node) => node.trim().split('\n')[0])
}

describe('a device ID in another letter case', () => {
  it.each([
    ['an MQTT message of a device that is no sensor', () => findDevicesByDeviceId(database.db, '0xABCDEF0123456789')],
    ['an MQTT message whose device ID differs in case', () => findDevicesByDeviceId(database.db, 'msh-idx00001')],
    ["registration's check that it is not in use", () => deviceIdHolder(database.db, 'New-Sensor-1')],
    ['an HTTP hub of the home', () => findCircleDevices(database.db, home, ['msh-idx00001'])],
  ])('is found without reading every sensor: %s', async (_, run) => {
    const statements = (await statementsOf(run)).filter((s) => /from "devices"/i.test(s.text))
    expect(statements.length).toBeGreaterThan(0)
    for (const statement of statements) expect(readsOfEverySensor(await planOf(statement)), await planOf(statement)).toEqual([])
  })

  it('still finds the sensor', async () => {
    expect((await findDevicesByDeviceId(database.db, 'msh-idx00001')).map((d) => d.deviceId)).toEqual(['MSH-IDX00001'])
    expect(await deviceIdHolder(database.db, 'msh-IDX00001')).toMatchObject({ clientId: home, name: 'Hall' })
  })
})
