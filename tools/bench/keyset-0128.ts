// npx tsx tools/bench/keyset-0128.ts [--url postgres://…/an_empty_database] [--people 1200] [--runs 100]
//
// Decision 0128's reads on a database of its own (the URL's, which it fills: give it an empty one; without
// --url an in-memory PGlite, as npm start uses): `people` accounts, two in five of them homes. Prints the plan
// of each page read (the first, and one after the 500th row; by role, by search, Client Management's by plan)
// and, interleaved `runs` times, the time of the page after the 500th row read by offset (as before) and
// after a cursor (now).
import { eq, sql } from 'drizzle-orm'
import { subscriptions, users } from '../../server/db/schema'
import { connectPostgres, openPglite, type Db } from '../../server/lib/db'
import { findClientRows } from '../../server/modules/business/business.repository'
import { bySurname } from '../../server/modules/users/people-order'
import { afterPosition, bySurnameKeys } from '../../server/modules/users/surname-keyset'
import { listUsers } from '../../server/modules/users/users-admin.repository'
import { decodeCursor } from '../../contracts/page-cursor'
import { listManagedUsers } from '../../server/modules/users/users-admin.service'
import { personMatches } from '../../server/modules/users/person-search'
import { toolArgs } from '../cli/args'

const cli = toolArgs({ url: { type: 'string' }, people: { type: 'string' }, runs: { type: 'string' } }, 'Usage: npx tsx tools/bench/keyset-0128.ts [--url postgres://…] [--people 1200] [--runs 100]')
const people = cli.number('people', { fallback: 1200, whole: true, min: 100 })
const runs = cli.number('runs', { fallback: 100, whole: true, min: 1 })
const { db, close } = cli.values.url ? await connectPostgres(cli.values.url) : await openPglite()
const engine = cli.values.url ? 'PostgreSQL' : 'PGlite'

const SURNAMES = ['Taylor', 'Smith', 'Jones', 'Brown', 'Williams', 'Wilson', 'Evans', 'Thomas', 'Roberts', 'Walker', 'Wright', 'Hughes', 'Green', 'Hall', 'Wood']
const FIRST = ['Joan', 'Arthur', 'Mary', 'Dana', 'Sam', 'Iris', 'Ned', 'Ada', 'Hana', 'Ines']
const rows = Array.from({ length: people }, (_, i) => ({
  // some without a last name or an e-mail, as visitors and homes added with Add Home can be
  lastName: i % 97 === 0 ? null : `${SURNAMES[i % SURNAMES.length]}${i % 7 === 0 ? '' : ` ${Math.floor(i / 15)}`}`,
  firstName: FIRST[(i * 7) % FIRST.length],
  email: i % 3 === 0 ? null : `person${i}@bench.example`,
  role: i % 5 < 2 ? ('client' as const) : ('carer' as const),
}))
for (let i = 0; i < rows.length; i += 500) await db.insert(users).values(rows.slice(i, i + 500))
const homes = await db.select({ id: users.id }).from(users).where(eq(users.role, 'client'))
await db.insert(subscriptions).values(homes.filter((_, i) => i % 3 === 0).map((h) => ({ userId: h.id, plan: 'basic' as const, status: 'active' as const, maxSensors: 3, pricePerMonth: 9.99, billingCycle: 'monthly' as const })))
await db.execute(sql`analyze`)

/** the statements `run` sends (node-postgres' pool and PGlite both answer `query(text, params)`) */
async function statementsOf(run: () => Promise<unknown>) {
  const client = (db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> }).$client
  const original = client.query!
  const sent: { text: string; params: unknown[] }[] = []
  client.query = function (this: unknown, ...args: unknown[]) {
    const [text, params] = args
    sent.push({ text: typeof text === 'string' ? text : (text as { text: string }).text, params: ((typeof text === 'object' && (text as { values?: unknown[] }).values) || (params as unknown[] | undefined)) ?? [] })
    return original.apply(this, args)
  }
  try {
    await run()
  } finally {
    client.query = original
  }
  return sent
}
const literal = (v: unknown) => (v === null ? 'null' : typeof v === 'string' ? `'${v.replace(/'/g, "''")}'` : String(v))
async function explain({ text, params }: { text: string; params: unknown[] }) {
  const bound = text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]))
  const result = (await db.execute(sql.raw(`explain (analyze, costs off, timing off, summary on) ${bound}`))) as unknown as { rows: Record<string, string>[] }
  return result.rows.map((r) => Object.values(r)[0]).join('\n')
}

const first = await listManagedUsers(db, { limit: 500 })
const after = decodeCursor(first.next!)!
const clientPage = await findClientRows(db, {}, { limit: 200 })
const last = clientPage[199]!
const clientAfter = { lastName: last.lastName, firstName: last.firstName, email: last.email, createdAt: last.positionAt, id: last.id }

const reads: [string, () => Promise<unknown>][] = [
  ['users, first page', () => listUsers(db, { limit: 50 })],
  ['users, after the 500th', () => listUsers(db, { limit: 50, after })],
  ['carers, after the 500th person', () => listUsers(db, { limit: 50, role: 'carer', after })],
  ["users matching 'taylor', after the 500th person", () => listUsers(db, { limit: 50, search: 'taylor', after })],
  ['homes, after the 200th', () => findClientRows(db, {}, { limit: 50, after: clientAfter })],
  ['homes on no plan, after the 200th', () => findClientRows(db, { status: 'inactive' }, { limit: 50, after: clientAfter })],
]
console.log(`${engine}, ${people} accounts (${homes.length} homes)\n`)
for (const [name, run] of reads) {
  const [statement] = await statementsOf(run)
  console.log(`== ${name}\n${await explain(statement!)}\n`)
}

// the page after the 500th as it was read before (decision 0121: the count over every match, then the offset) and now
const byOffset = (where?: ReturnType<typeof personMatches>) =>
  db.select({ id: users.id, matching: sql<number>`(count(*) over ())::int` }).from(users).where(where).orderBy(...bySurname).limit(50).offset(500)
const byCursor = () => Promise.all([db.select({ id: users.id }).from(users).where(afterPosition(after)).orderBy(...bySurnameKeys).limit(51), db.$count(users)])
const cases: Record<string, (d: Db) => Promise<unknown>> = {
  'the 50 after the 500th and the count: by offset, one statement (before)': () => byOffset(),
  'the 50 after the 500th and the count: by cursor, two statements (now)': () => byCursor(),
  "User Management's whole read of that page now (rows, count, stats)": (d) => listManagedUsers(d, { limit: 50, after }),
}
const times: Record<string, number[]> = Object.fromEntries(Object.keys(cases).map((name) => [name, []]))
for (let i = 0; i < runs; i++) {
  for (const [name, run] of Object.entries(cases)) {
    const started = performance.now()
    await run(db)
    times[name]!.push(performance.now() - started)
  }
}
const at = (list: number[], q: number) => [...list].sort((a, b) => a - b)[Math.floor(q * (list.length - 1))]!.toFixed(2)
for (const [name, list] of Object.entries(times)) console.log(`${name}: median ${at(list, 0.5)} ms (p10 ${at(list, 0.1)}, p90 ${at(list, 0.9)})`)
await close()
