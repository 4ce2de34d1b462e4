// Client Management read a page at a time while homes are added, removed, renamed or given a plan between two
// 'Show 50 more' (decision 0128): every home nobody touched comes exactly once, whatever the search and plan
// filter. Read by `offset`, a home gone from the page shown made the next page skip one, and a home added before
// its end made it show one twice: an agency could silently miss a client.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { BusinessClientList } from '../../../contracts/business'
import { subscriptions, users } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'
import { expectEachOnce, readAllPages, type ListedPage } from '../../test/pages-under-change'

const t = useSignedInApp({ admin: 'admin' })
const MANY = 120
const pad = (i: number) => String(i).padStart(3, '0')

/** `MANY` homes named '<surname> 000' … '<surname> 119' (every other one without an e-mail): their ids by name */
async function seed(surname: string) {
  const rows = Array.from({ length: MANY }, (_, i) => ({ email: i % 2 ? null : `${surname.toLowerCase()}${i}@homes.example`, firstName: 'Ines', lastName: `${surname} ${pad(i)}`, role: 'client' as const }))
  const made = await t.db.insert(users).values(rows).returning({ id: users.id, lastName: users.lastName })
  return new Map(made.map((r) => [r.lastName!, r.id]))
}
const groups: Record<string, Map<string, string>> = {}
beforeAll(async () => {
  for (const surname of ['Gone', 'New', 'Moved', 'Planned']) groups[surname] = await seed(surname)
  // homes with no name at all: last A–Z, the list reads on past them to its end
  await t.db.insert(users).values([{ email: 'a@nameless.example', role: 'client' }, { email: 'b@nameless.example', role: 'client' }, { role: 'client' }])
})

const reader = (query: string) => async (after: string | undefined): Promise<ListedPage> => {
  const res = await t.as('admin', 'GET', `/api/business/clients?${query}${after === undefined ? '' : `&after=${encodeURIComponent(after)}`}`)
  expect(res.statusCode, res.body).toBe(200)
  const page = res.json() as BusinessClientList
  return { rows: page.clients, matching: page.matching, next: page.next }
}
const without = (group: Map<string, string>, ...touched: string[]) => new Map([...group].filter(([name]) => !touched.includes(name)).map(([name, id]) => [id, name]))
const id = (surname: string, i: number) => groups[surname]!.get(`${surname} ${pad(i)}`)!
const onPlan = (userId: string) => t.db.insert(subscriptions).values({ userId, plan: 'basic', status: 'active', maxSensors: 3, pricePerMonth: 9.99, billingCycle: 'monthly' })

describe('Client Management read on while homes change', () => {
  it('a home removed from the page shown: the next page starts after its last row, skipping none', async () => {
    const read = await readAllPages(reader('search=gone'), [async () => expect((await t.as('admin', 'DELETE', `/api/users/${id('Gone', 3)}`)).statusCode).toBe(204)])
    expectEachOnce(read, without(groups.Gone!, 'Gone 003'))
  })

  it('a home added before the end of the page shown: none shown twice', async () => {
    const read = await readAllPages(reader('search=new'), [async () => expect((await t.as('admin', 'POST', '/api/users/homes', { firstName: 'Ines', lastName: 'New 001a' })).statusCode).toBe(201)])
    expectEachOnce(read, without(groups.New!))
  })

  it('a home renamed past the page shown, and one renamed before it: the others each once', async () => {
    const read = await readAllPages(reader('search=moved'), [
      async () => expect((await t.as('admin', 'PATCH', `/api/users/${id('Moved', 7)}`, { lastName: 'Moved 999' })).statusCode).toBe(200),
      async () => expect((await t.as('admin', 'PATCH', `/api/users/${id('Moved', 110)}`, { lastName: 'Moved 000a' })).statusCode).toBe(200),
    ])
    expectEachOnce(read, without(groups.Moved!, 'Moved 007', 'Moved 110'))
  })

  it('Inactive/No Plan: a home shown given a plan leaves the list, and the next page skips none', async () => {
    const read = await readAllPages(reader('search=planned&status=inactive'), [() => onPlan(id('Planned', 20)), () => onPlan(id('Planned', 60))])
    expectEachOnce(read, without(groups.Planned!, 'Planned 020', 'Planned 060'))
  })

  it('every home, to the nameless ones at the end, however the list changes between pages', async () => {
    const before = await t.db.select({ id: users.id, lastName: users.lastName, email: users.email }).from(users).where(eq(users.role, 'client'))
    const touched: string[] = []
    const read = await readAllPages(reader(''), [
      async (shown) => {
        touched.push(shown.at(-2)!.id)
        await t.db.delete(users).where(eq(users.id, touched[0]!))
        await t.db.insert(users).values({ firstName: 'Abe', lastName: 'Aardvark', role: 'client' })
      },
      async (shown) => {
        touched.push(shown.at(-30)!.id)
        await t.db.update(users).set({ lastName: null }).where(eq(users.id, touched[1]!))
      },
    ])
    expectEachOnce(read, new Map(before.filter((r) => !touched.includes(r.id)).map((r) => [r.id, r.lastName ?? r.email ?? '(no name)'])))
    // the home made nameless comes again at the end, where it now sorts
    expect(read.slice(-5).map((r) => r.id)).toContain(touched[1])
  })
})
