// The replay tool is a hub: past its key's events a minute (decision 0125) it is told 429 with
// Retry-After, waits that long and sends the same batch again, so a long log goes in whole.
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '../../server/lib/db'
import type { HttpApp } from '../../server/lib/http'
import { buildIngestApp } from '../../server/modules/ingest/ingest.test-app'
import { makers } from '../../server/test/make'
import { storedEventCount } from '../../server/test/stored-events'
import { freshDatabase } from '../../server/test/test-db'
import { parseDataset } from './dataset'
import { provisionReplay, sendReplay } from './replay'

let database: Database
let app: HttpApp
let url: string
// the limiters' clock, moved on by the replay's waits instead of waiting for real
let clock = Date.now()

beforeAll(async () => {
  database = await freshDatabase()
  app = await buildIngestApp(database, { ingestLimits: { eventsPerMinute: 700, now: () => clock } })
  url = await app.listen({ host: '127.0.0.1', port: 0 })
})
afterAll(async () => {
  await app?.close()
  await database?.close()
})

it('waits as long as Retry-After says when told 429, and sends the refused batch again', async () => {
  const client = await makers(database.db).circle()
  const lines = ['timestamp,sensor,kind,room,state']
  for (let i = 0; i < 1200; i++) lines.push(`${new Date(Date.parse('2008-11-20T06:00:00Z') + i * 6_000).toISOString().slice(0, 19)},hall-pir,motion,hall,${i % 2}`)
  const dataset = parseDataset(lines.join('\n') + '\n', 'LIMITED')
  const { key } = await provisionReplay(database.db, client.email!, dataset.sensors, 'Replay test, limited')
  const waits: number[] = []
  const summary = await sendReplay(dataset, {
    url,
    key,
    sleep: async (ms) => {
      waits.push(ms)
      clock += ms
    },
  })
  // 500 go in; the next 500 would pass 700 a minute: refused, sent again the next minute, then the last 200
  expect(waits).toEqual([60_000])
  expect(summary).toMatchObject({ sent: 1200, accepted: 1200, duplicates: 0, rejected: 0 })
  expect(await storedEventCount(database.db, { deviceId: 'LIMITED-hall-pir' })).toBe(1200)
})
