// npm run bench:support -- --url postgres://…/hw_forty [--port 3500] [--runs 10] [--client <home id>] [--dist dist/web] [--no-pages] [--explain] [--no-catch-up]
//
// What a support agent with forty homes meets (docs/performance/forty-homes.md). Seed the database first:
//   npx tsx tools/seed-staff-scale.ts --url postgres://…/hw_forty --homes 40 --days 21
// A seeded database has weeks of events the engine never read: the dashboard's reads would each run the
// engine over up to 20,000 of them (hundreds of ms), which is not what a running server meets. So first
// the engine's tick runs here until every home it watches is caught up, as the server's scheduler would
// have (tools/bench/catch-up.ts; --no-catch-up measures that behind-hand case instead).
// The app runs in this process as the server runs it (the API and the built web app, ROLE=api: no
// engine ticks to disturb the figures), on that database, with every request metered: its server time
// and the statements it sent (tools/bench/request-meter.ts). Signed in as support@scale.test, it
//   1. calls each read behind All homes, one home's Alerts and its Dashboard `--runs` times: median and
//      range of the server time, statements per call, bytes as sent (brotli, as a browser asks);
//   2. opens the every-home live stream: statements to open it, and per heartbeat;
//      With --explain, EXPLAIN ANALYZE of each statement of each read (time, tables read whole);
//   3. unless --no-pages, opens each page in Chromium (CHROMIUM_PATH or /usr/bin/chromium) `--runs`
//      times: when its content shows, which reads it made, and the reads the open All homes page makes
//      when the live stream brings an alert elsewhere, a movement or a care note in the picked home.
// The machine is shared: quote the ranges, not one run.
import path from 'node:path'
import { buildApp } from '../server/app'
import { connectPostgres } from '../server/lib/db'
import { createLiveBus } from '../server/lib/live-bus'
import { TEST_ENV } from '../server/test/test-app'
import { toolArgs } from './cli/args'
import { catchUpEngine } from './bench/catch-up'
import { explainStatements } from './bench/explain'
import { meterRequests } from './bench/request-meter'
import { benchPages } from './bench/support-pages'

const USAGE = 'Usage: npm run bench:support -- --url postgres://…/hw_forty [--port 3500] [--runs 10] [--client <home id>] [--dist dist/web] [--no-pages] [--explain] [--no-catch-up]'
const cli = toolArgs(
  {
    url: { type: 'string' },
    port: { type: 'string', default: '3500' },
    runs: { type: 'string' },
    client: { type: 'string' },
    dist: { type: 'string', default: 'dist/web' },
    'no-pages': { type: 'boolean' },
    explain: { type: 'boolean' },
    'no-catch-up': { type: 'boolean' },
  },
  USAGE,
)
const { values } = cli
const url = values.url ?? cli.fail('--url postgres://… is required (a database seeded by tools/seed-staff-scale.ts)')
const port = cli.number('port', { fallback: 3500, whole: true, min: 1 })
const runs = cli.number('runs', { fallback: 10, whole: true, min: 1 })
const origin = `http://127.0.0.1:${port}`
const HEARTBEAT_MS = 1_000

const database = await connectPostgres(url)
const live = await createLiveBus()

if (!values['no-catch-up']) {
  const started = performance.now()
  const quiet = { error: console.error, info: () => {}, debug: () => {} }
  const ticks = await catchUpEngine({ db: database.db, live, log: quiet })
  console.log(`the engine is caught up on every home it watches (${ticks} ticks, ${((performance.now() - started) / 1000).toFixed(1)} s)`)
}
const app = await buildApp({ env: { ...TEST_ENV, SIMULATION: false, WEB_DIST: path.resolve(values.dist) }, database, live, liveHeartbeatMs: HEARTBEAT_MS })
await app.listen({ host: '127.0.0.1', port })
const meter = meterRequests(app.server, database.db)
const out = (line: string) => console.log(line)

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const range = (xs: number[]) => `${median(xs).toFixed(1).padStart(6)} ms (${Math.min(...xs).toFixed(1)}-${Math.max(...xs).toFixed(1)})`

async function signIn(email: string) {
  const res = await fetch(`${origin}/auth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({ email, password: 'scale-password' }).toString(),
  })
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c?.startsWith('hw_session='))
  if (!cookie) throw new Error(`sign-in failed for ${email}: ${res.status}; is ${url} seeded by tools/seed-staff-scale.ts?`)
  return cookie
}

const getJson = async <T>(cookie: string, path: string) => (await (await fetch(`${origin}${path}`, { headers: { cookie } })).json()) as T

/** `runs` calls of one read: server time, statements and bytes of each, as the meter saw them */
async function measure(cookie: string, path: string) {
  const seen = []
  for (let i = 0; i < runs; i++) {
    meter.clear()
    const res = await fetch(`${origin}${path}`, { headers: { cookie, 'accept-encoding': 'br' } })
    await res.arrayBuffer()
    const record = meter.requests.find((r) => r.url === path)!
    seen.push({ ...record, status: res.status })
  }
  const statements = [...new Set(seen.map((s) => s.queries))].join('/')
  out(`  ${path.replace(/[0-9a-f-]{36}/g, '…').padEnd(58)} ${seen[0]!.status} ${range(seen.map((s) => s.ms))} ${statements.padStart(3)} stmts ${(seen[0]!.bytes / 1024).toFixed(1).padStart(6)} kB`)
  if (values.explain) {
    for (const plan of await explainStatements(url, seen.at(-1)!.sql)) {
      out(`      ${plan.ms.toFixed(2).padStart(7)} ms${plan.seqScans.length ? ` read whole: ${plan.seqScans.join(', ')}` : ''}  ${plan.text}`)
    }
  }
  return seen[0]!
}

try {
  const support = await signIn('support@scale.test')
  const homes = await getJson<{ clientId: string }[]>(support, '/api/circles')
  const clientId = values.client ?? (await getJson<{ id: string }>(await signIn('client0@scale.test'), '/api/auth/user')).id
  const sensors = await getJson<{ id: string }[]>(support, `/api/devices?clientId=${clientId}`)
  out(`${homes.length} homes for support@scale.test; one home: ${clientId} (${sensors.length} sensors); ${runs} runs each`)

  const q = `clientId=${clientId}`
  const reads: [string, string[]][] = [
    ['every page', ['/api/auth/user', '/api/auth/options', '/api/circles', `/api/alerts/summary?${q}`]],
    ['All homes', ['/api/alerts/open?scope=all']],
    ['Alerts (one home)', [`/api/alerts?${q}`, `/api/alerts/resolved-count?${q}`, `/api/devices?${q}`, `/api/circle/members?${q}`]],
    ['Care notes (one home)', [`/api/care-notes?${q}`]],
    ['Dashboard (one home)', [`/api/alerts?${q}&status=open`, `/api/dashboard/stats?${q}`, `/api/door-events?${q}`, `/api/ml/health-score?${q}`, `/api/activity?${q}&hours=24`, `/api/care-notes?${q}&limit=3`, `/api/circle/time-zone?${q}`]],
  ]
  reads.push(['Users', ['/api/users', '/api/users?search=e']])
  for (const [page, paths] of reads) {
    out(`${page}:`)
    for (const path of paths) await measure(support, path)
  }

  // the every-home stream with the picked home, as All homes opens it (decision 0076)
  meter.clear()
  const controller = new AbortController()
  const stream = await fetch(`${origin}/api/live/every-home?${q}`, { headers: { cookie: support }, signal: controller.signal })
  await stream.body!.getReader().read() // 'ready'
  await new Promise((resolve) => setTimeout(resolve, 100))
  const record = meter.requests.find((r) => r.url.startsWith('/api/live/every-home'))!
  const toOpen = record.queries
  const beats = 3
  await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * beats + HEARTBEAT_MS / 2))
  controller.abort()
  out(`every-home stream: 'ready' after ${record.firstWriteMs?.toFixed(1)} ms, ${toOpen} statements to open it, ${((record.queries - toOpen) / beats).toFixed(1)} per heartbeat (every 25 s in the server)`)

  if (!values['no-pages']) await benchPages({ origin, cookie: support, clientId, meter, live, runs, out })
} finally {
  meter.stop()
  await app.close()
  await live.close()
  await database.close()
}
