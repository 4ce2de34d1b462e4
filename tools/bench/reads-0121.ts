// npx tsx tools/bench/reads-0121.ts --url postgres://…/hw_forty --client <home id> [--runs 200]
//
// Decision 0121's reads, before and after, interleaved on one database so the shared machine's load falls on
// both alike: every page's alert summary with and without the count of the home's resolved alerts (the
// count now its own read), and User Management's first page of 200 (before) and of 50 (after).
import { and, eq } from 'drizzle-orm'
import { alerts } from '../../server/db/schema'
import { connectPostgres } from '../../server/lib/db'
import { summarizeCircleAlerts } from '../../server/modules/alerts/alert-summary.repository'
import { listManagedUsers } from '../../server/modules/users/users-admin.service'
import { toolArgs } from '../cli/args'

const cli = toolArgs({ url: { type: 'string' }, client: { type: 'string' }, runs: { type: 'string' } }, 'Usage: npx tsx tools/bench/reads-0121.ts --url postgres://… --client <home id> [--runs 200]')
const url = cli.values.url ?? cli.fail('--url postgres://… is required')
const clientId = cli.values.client ?? cli.fail('--client <home id> is required')
const runs = cli.number('runs', { fallback: 200, whole: true, min: 1 })
const { db, close } = await connectPostgres(url)

const timed = async (run: () => Promise<unknown>) => {
  const started = performance.now()
  await run()
  return performance.now() - started
}
const cases: Record<string, () => Promise<unknown>> = {
  'summary with the count (before)': () => Promise.all([summarizeCircleAlerts(db, clientId), db.$count(alerts, and(eq(alerts.userId, clientId), eq(alerts.isResolved, true)))]),
  'summary alone (after)': () => summarizeCircleAlerts(db, clientId),
  'users, first 200 (before)': () => listManagedUsers(db, { limit: 200 }),
  'users, first 50 (after)': () => listManagedUsers(db, { limit: 50 }),
}
const times: Record<string, number[]> = Object.fromEntries(Object.keys(cases).map((name) => [name, []]))
for (const run of Object.values(cases)) await run() // warm
for (let i = 0; i < runs; i++) for (const [name, run] of Object.entries(cases)) times[name]!.push(await timed(run))
const resolved = await db.$count(alerts, and(eq(alerts.userId, clientId), eq(alerts.isResolved, true)))
console.log(`home ${clientId}: ${resolved} resolved alerts; ${runs} runs each, interleaved`)
for (const [name, xs] of Object.entries(times)) {
  const sorted = [...xs].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.floor(q * (sorted.length - 1))]!.toFixed(2)
  console.log(`  ${name.padEnd(34)} median ${at(0.5)} ms, p10 ${at(0.1)}, p90 ${at(0.9)}`)
}
await close()
