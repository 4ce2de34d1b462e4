// npx tsx tools/bench-home.ts [--base http://127.0.0.1:3201] [--runs 30] [--pid <server pid>]
// Every GET a carer's pages make for the demo home (dashboard, alerts, sensors and a sensor's
// history, insights, care notes, activity, door events), signed in as carer@hearthwatch.local, `--runs`
// times each: median and p95 latency and the response size. Run against a server on a database seeded
// by tools/seed-history.ts (a home watched for two years). With `--pid`, the server's resident memory.
import { readFileSync } from 'node:fs'
import { toolArgs } from './cli/args'

const cli = toolArgs(
  {
    base: { type: 'string', default: 'http://127.0.0.1:3201' },
    runs: { type: 'string' },
    pid: { type: 'string' },
    email: { type: 'string', default: 'carer@hearthwatch.local' },
    password: { type: 'string', default: 'hearthwatch-demo' },
  },
  'Usage: npx tsx tools/bench-home.ts [--base http://127.0.0.1:3201] [--runs 30] [--pid <server pid>]',
)
const { values } = cli
const base = values.base!
const runs = cli.number('runs', { fallback: 30, whole: true, min: 1 })

const res = await fetch(`${base}/auth/login`, {
  method: 'POST',
  redirect: 'manual',
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
  body: new URLSearchParams({ email: values.email!, password: values.password! }).toString(),
})
const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
if (!cookie) throw new Error(`sign-in failed: ${res.status}`)
const get = async (path: string) => (await fetch(`${base}${path}`, { headers: { cookie } })).json()

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!
}
const rssMb = (pid: string) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024

const circles = (await get('/api/circles')) as { clientId: string }[]
const clientId = circles[0]!.clientId
const q = `clientId=${clientId}`
const sensors = (await get(`/api/devices?${q}`)) as { id: string; kind: string }[]
const motion = sensors.find((s) => s.kind === 'motion')!
console.log(`circle ${clientId}: ${sensors.length} sensors, ${runs} calls each`)
if (values.pid) console.log(`server RSS before: ${rssMb(values.pid).toFixed(0)} MB`)

const paths = [
  '/api/auth/user',
  '/api/circles',
  `/api/dashboard/stats?${q}`,
  `/api/activity?${q}&hours=24`,
  `/api/activity?${q}&hours=48`,
  `/api/door-events?${q}`,
  `/api/alerts?${q}`,
  `/api/devices?${q}`,
  `/api/devices/${motion.id}/stats?${q}`,
  `/api/ml/health-score?${q}`,
  `/api/ml/behavioral-patterns?${q}`,
  `/api/ml/fall-risk-assessment?${q}&deviceId=${motion.id}`,
  `/api/care-notes?${q}`,
  `/api/care-notes?${q}&limit=3`,
  `/api/circle/members?${q}`,
  `/api/family/members?${q}`,
  `/api/ingest-keys?${q}`,
]
for (const path of paths) {
  const times: number[] = []
  let bytes = 0
  let status = 0
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    const r = await fetch(`${base}${path}`, { headers: { cookie, 'accept-encoding': 'identity' } })
    bytes = (await r.arrayBuffer()).byteLength
    times.push(performance.now() - started)
    status = r.status
  }
  const size = bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} kB`
  const shown = path.replace(/clientId=[0-9a-f-]+/, 'clientId=…').replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '…')
  console.log(`${shown.padEnd(58)} ${String(status).padEnd(4)} p50 ${quantile(times, 0.5).toFixed(1).padStart(7)} ms  p95 ${quantile(times, 0.95).toFixed(1).padStart(7)} ms  ${size}`)
}
if (values.pid) console.log(`server RSS after: ${rssMb(values.pid).toFixed(0)} MB`)
