// A home's copy is sent as it is read (decision 0063): page after page of events in time order, none
// twice or missed at a page's edge, and a history of hundreds of thousands of events never held whole.
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { devices, motionEvents } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'
import { startHomeDownload } from './data-export.service'

const t = useSignedInApp({ support: 'support' })
let baseUrl = ''

beforeAll(async () => {
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 })
})

async function homeWithSensor(firstName: string) {
  const home = await t.make.circle({ firstName, lastName: 'Paged' })
  const [sensor] = await t.db.insert(devices).values({ userId: home.id, name: 'Hall', location: 'Hallway', deviceId: `MSH-${firstName.toUpperCase()}` }).returning()
  return { home, sensorId: sensor!.id }
}

const req = { ip: '127.0.0.1', headers: {} }

describe('the events of a home, a page at a time', () => {
  it('are written oldest first, each once, across pages that end in the middle of a second', async () => {
    const { home, sensorId } = await homeWithSensor('Ada')
    const from = Date.UTC(2026, 9, 1)
    // 1,050 events, three to a second, stored newest first: pages of 100 end between events of one second
    const rows = Array.from({ length: 1_050 }, (_, i) => ({ deviceId: sensorId, userId: home.id, timestamp: new Date(from + Math.floor((1_049 - i) / 3) * 1_000), motionDetected: i % 2 === 0 }))
    await t.db.insert(motionEvents).values(rows)
    const download = await startHomeDownload(t.db, home, { clientId: home.id, via: 'owner' }, req, { pageRows: 100 })
    let text = ''
    for await (const chunk of download.chunks) text += chunk
    const data = JSON.parse(text) as { events: { id: number; at: string }[]; counts: { events: number } }
    expect(data.counts.events).toBe(1_050)
    expect(new Set(data.events.map((e) => e.id)).size).toBe(1_050)
    const order = data.events.map((e) => [Date.parse(e.at), e.id] as const)
    const sorted = [...order].sort((a, b) => a[0] - b[0] || a[1] - b[1])
    expect(order).toEqual(sorted)
  })

  it('end at what was stored when the download began: an event stored meanwhile waits for the next copy', async () => {
    const { home, sensorId } = await homeWithSensor('Bea')
    const at = (minute: number) => new Date(Date.UTC(2026, 9, 1, 8, minute))
    await t.db.insert(motionEvents).values(Array.from({ length: 30 }, (_, i) => ({ deviceId: sensorId, userId: home.id, timestamp: at(i), motionDetected: true })))
    const download = await startHomeDownload(t.db, home, { clientId: home.id, via: 'owner' }, req, { pageRows: 10 })
    let text = ''
    let arrived = false
    for await (const chunk of download.chunks) {
      text += chunk
      // after the first page of events: one more arrives, later than all of them
      if (chunk.includes('"sensorId"') && !arrived) {
        await t.db.insert(motionEvents).values({ deviceId: sensorId, userId: home.id, timestamp: at(59), motionDetected: true })
        arrived = true
      }
    }
    expect(arrived).toBe(true)
    const data = JSON.parse(text) as { events: { at: string }[]; counts: { events: number } }
    expect(data.counts.events).toBe(30)
    expect(data.events.map((e) => e.at)).not.toContain(at(59).toISOString())
  })
})

describe('a long history', () => {
  const EVENTS = 300_000

  it(`streams ${EVENTS.toLocaleString('en')} events to a real connection without holding them in memory`, { timeout: 120_000 }, async () => {
    const { home, sensorId } = await homeWithSensor('Cleo')
    // a busy home's five months (1,900 events a day), stored in one statement
    await t.db.execute(sql`
      insert into ${motionEvents} (device_id, user_id, timestamp, motion_detected)
      select ${sensorId}::uuid, ${home.id}::uuid, timestamp '2026-01-01' + make_interval(secs => n * 45), n % 3 <> 0
      from generate_series(1, ${EVENTS}) as n`)
    const before = process.memoryUsage().heapUsed
    let peak = before
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 10)
    const res = await fetch(`${baseUrl}/api/circle/export?clientId=${home.id}`, { headers: { cookie: t.cookie.support!, 'accept-encoding': 'identity' } })
    expect(res.status).toBe(200)
    // read and let go of each piece, keeping only the end, where the counts are
    let bytes = 0
    let tail = ''
    const decoder = new TextDecoder()
    const reader = res.body!.getReader()
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const piece = read.value
      bytes += piece.byteLength
      tail = (tail + decoder.decode(piece, { stream: true })).slice(-200)
      peak = Math.max(peak, process.memoryUsage().heapUsed)
    }
    clearInterval(sampler)
    const grewMb = (peak - before) / 2 ** 20
    console.log(`${EVENTS} events: ${(bytes / 2 ** 20).toFixed(1)} MB sent, heap grew at most ${grewMb.toFixed(1)} MB`)
    expect(tail).toMatch(/"events": 300000\s*\}\s*\}\s*$/)
    // held whole, the rows alone are over 100 MB of heap, and the document as a string another 30
    expect(grewMb).toBeLessThan(48)
  })
})
