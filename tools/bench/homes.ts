// The bench's homes: real circles, sensors and ingest keys, and each home's events twice over — as
// the JSON bodies its hub posts and as the CSV rows COPY loads (the same rows the ingest stores).
import { randomBytes } from 'node:crypto'
import type { Db } from '../../server/lib/db'
import { createIngestKey } from '../../server/modules/ingest-keys/ingest-keys.service'
import { eventKey } from '../../server/modules/ingest/ingest.service'
import { createUser } from '../../server/modules/users/users.service'
import { findDevicesByDeviceIds, insertDevices } from '../replay/devices.repository'

export interface BenchHome {
  key: string
  /** request bodies, serialized before the clock starts */
  bodies: Buffer[]
  warmup: Buffer[]
  /** COPY input, in chunks */
  csv: Buffer[]
}

// two days back: the events (a second apart, hours of them) must be no older than ingest accepts
// (INGEST_PAST_LIMIT_DAYS) and none in the future; a fixed date in 2025 made every batch a 422
const START_MS = Date.now() - 2 * 86_400_000

export async function makeHomes(
  db: Db,
  opts: { homes: number; devicesPerHome: number; eventsPerHome: number; batchSize: number },
): Promise<BenchHome[]> {
  const run = randomBytes(3).toString('hex')
  const homes: BenchHome[] = []
  for (let h = 0; h < opts.homes; h++) {
    const user = await createUser(db, { email: `bench-${run}-${h}@example.com`, password: 'bench-password', role: 'client', firstName: 'Bench', lastName: `Home ${h}` })
    const deviceIds = Array.from({ length: opts.devicesPerHome }, (_, d) => `BENCH-${run}-${h}-${d}`)
    await insertDevices(db, deviceIds.map((deviceId, d) => ({ userId: user.id, deviceId, name: `Sensor ${d}`, location: 'Hallway', kind: d === 0 ? 'door' : 'motion' })))
    const ids = new Map((await findDevicesByDeviceIds(db, deviceIds)).map((row) => [row.deviceId, row.id]))
    const { key } = await createIngestKey(db, user.id, null, { name: 'bench' })

    const events = (offset: number, count: number, stem: string) =>
      Array.from({ length: count }, (_, i) => {
        const d = i % opts.devicesPerHome
        const at = new Date(START_MS + (offset + i) * 1_000 + h)
        const on = Math.floor(i / opts.devicesPerHome) % 2 === 0
        const base = { deviceId: deviceIds[d]!, timestamp: at.toISOString(), eventId: `${stem}-${h}-${i}` }
        const reading = i % 50 === 0 ? { batteryLevel: 90, signalStrength: 70 } : {}
        return d === 0 ? { ...base, door: on ? ('open' as const) : ('closed' as const), ...reading } : { ...base, motionDetected: on, ...reading }
      })
    const bodiesOf = (list: ReturnType<typeof events>) => {
      const out: Buffer[] = []
      for (let i = 0; i < list.length; i += opts.batchSize) out.push(Buffer.from(JSON.stringify({ events: list.slice(i, i + opts.batchSize) })))
      return out
    }

    const list = events(0, opts.eventsPerHome, 'e')
    const csv: Buffer[] = []
    for (let i = 0; i < list.length; i += 1_000) {
      const lines = list.slice(i, i + 1_000).map((e) => {
        const motion = 'door' in e ? e.door === 'open' : e.motionDetected
        const metadata = 'door' in e ? `"{""door"": ""${e.door}""}"` : ''
        return `${ids.get(e.deviceId)},${user.id},${e.timestamp},${motion ? 't' : 'f'},${eventKey(e, new Date(e.timestamp), motion)},${metadata}\n`
      })
      csv.push(Buffer.from(lines.join('')))
    }
    homes.push({ key, bodies: bodiesOf(list), warmup: bodiesOf(events(opts.eventsPerHome, opts.batchSize * 2, 'w')), csv })
  }
  return homes
}
