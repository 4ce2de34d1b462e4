// npx tsx tools/bench-scale.ts [--base http://127.0.0.1:3120] [--client <circle id>] [--runs 20] [--pid <server pid>] [--only client,carer,support,admin]
// What people's pages cost on a big database. Signs in as each role (password 'scale-password'; the
// accounts support@, admin@, carer0@ and client0@scale.test, carer0 being a carer of client0's home),
// calls every GET the web app's pages make for the circle `--client` (default: client0's) `--runs`
// times each, and prints median and p95 latency and the response size (uncompressed, as the server
// sends it); with `--pid` (the node process listening on the port), the server's resident memory
// before and after the pages. Run it against a server started on a seeded database with DEMO=0:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/hw_scale_audit PORT=3120 DEMO=0 npx tsx server/main.ts
// The scale audit seeded 2,000 accounts and 40 homes, client0's with a year of 10 sensors (~470,000
// events), 2,000 alerts and 1,000 care notes, the others a month each, with COPY (tools/bench/copy-from.ts).
import { readFileSync } from 'node:fs'
import { toolArgs } from './cli/args'

const cli = toolArgs(
  {
    base: { type: 'string', default: 'http://127.0.0.1:3120' },
    client: { type: 'string' },
    runs: { type: 'string' },
    pid: { type: 'string' },
    only: { type: 'string' },
  },
  'Usage: npx tsx tools/bench-scale.ts [--base http://127.0.0.1:3120] [--client <circle id>] [--runs 20] [--pid <server pid>] [--only client,carer,support,admin]',
)
const { values } = cli
const base = values.base!
const runs = cli.number('runs', { fallback: 20, whole: true, min: 1 })
const PASSWORD = 'scale-password'

async function signIn(email: string) {
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ email, password: PASSWORD }).toString(),
  })
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
  if (!cookie) throw new Error(`sign-in failed for ${email}: ${res.status}`)
  return cookie
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!
}

async function measure(role: string, cookie: string, path: string) {
  const times: number[] = []
  let bytes = 0
  let status = 0
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    const res = await fetch(`${base}${path}`, { headers: { cookie, 'accept-encoding': 'identity' } })
    const body = await res.arrayBuffer()
    times.push(performance.now() - started)
    bytes = body.byteLength
    status = res.status
  }
  const kb = bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} kB`
  console.log(`${role.padEnd(8)} ${path.replace(/clientId=[0-9a-f-]+/, 'clientId=…').replace(/deviceId=[0-9a-f-]+|devices\/[0-9a-f-]{36}/, (m) => m.slice(0, 10) + '…').padEnd(58)} ${String(status).padEnd(4)} median ${quantile(times, 0.5).toFixed(1).padStart(7)} ms  p95 ${quantile(times, 0.95).toFixed(1).padStart(7)} ms  ${kb}`)
}

function rssMb(pid: string) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024
}

const support = await signIn('support@scale.test')
const circles = (await (await fetch(`${base}/api/circles`, { headers: { cookie: support } })).json()) as { clientId: string; name?: string }[]
const clientId = values.client ?? (await (await fetch(`${base}/api/auth/user`, { headers: { cookie: await signIn('client0@scale.test') } })).json()).id
const sensors = (await (await fetch(`${base}/api/devices?clientId=${clientId}`, { headers: { cookie: support } })).json()) as { id: string }[]
console.log(`${circles.length} circles visible to support; measuring circle ${clientId} with ${sensors.length} sensors, ${runs} calls each`)
if (values.pid) console.log(`server RSS before: ${rssMb(values.pid).toFixed(0)} MB`)

const q = `clientId=${clientId}`
const circlePages = [
  `/api/dashboard/stats?${q}`,
  `/api/devices?${q}`,
  `/api/door-events?${q}`,
  `/api/activity?${q}&hours=24`,
  `/api/activity?${q}&hours=48`,
  `/api/ml/health-score?${q}`,
  `/api/ml/behavioral-patterns?${q}`,
  `/api/ml/fall-risk-assessment?${q}&deviceId=${sensors[0]?.id}`,
  `/api/devices/${sensors[0]?.id}/stats?${q}`,
  `/api/alerts?${q}`,
  `/api/care-notes?${q}`,
  `/api/care-notes?${q}&limit=3`,
  `/api/circle/members?${q}`,
  `/api/circle/time-zone?${q}`,
  `/api/family/members?${q}`,
  `/api/family/invitations?${q}`,
  `/api/subscription/current?${q}`,
  `/api/tuya/status?${q}`,
  `/api/ingest-keys?${q}`,
]
const staffPages = ['/api/auth/user', '/api/circles', '/api/users', '/api/users?search=morrow', '/api/users?role=carer', '/api/audit', '/api/invitations', '/api/notifications/settings']
const adminPages = ['/api/business/clients', '/api/business/stats', '/api/business/costs/summary', '/api/business/costs', '/api/subscription/plans']
const plan: [string, string, string[]][] = [
  ['client', 'client0@scale.test', ['/api/auth/user', '/api/circles', ...circlePages]],
  ['carer', 'carer0@scale.test', ['/api/auth/user', '/api/circles', ...circlePages]],
  ['support', 'support@scale.test', [...staffPages, ...circlePages]],
  ['admin', 'admin@scale.test', [...staffPages, ...adminPages]],
]
for (const [role, email, paths] of plan) {
  if (values.only && !values.only.split(',').includes(role)) continue
  const cookie = role === 'support' ? support : await signIn(email)
  for (const path of paths) await measure(role, cookie, path)
}
if (values.pid) console.log(`server RSS after the pages: ${rssMb(values.pid).toFixed(0)} MB`)
