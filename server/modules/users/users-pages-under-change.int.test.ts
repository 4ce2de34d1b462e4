// User Management read a page at a time while others add, remove and rename people between two 'Show 50 more'
// (decision 0128): every person nobody touched comes exactly once. Read by `offset`, a person removed from the
// page shown made the next page skip one, and one added before its end made it show one twice.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'
import { expectEachOnce, readAllPages, type ListedPage } from '../../test/pages-under-change'

const t = useSignedInApp({ admin: { role: 'admin', firstName: 'Ada', lastName: 'Admin' } })
const MANY = 130
const pad = (i: number) => String(i).padStart(3, '0')

/** `MANY` carers named '<surname> 000' … '<surname> 129': their ids by name, A–Z */
async function seed(surname: string) {
  const rows = Array.from({ length: MANY }, (_, i) => ({ email: `${surname.toLowerCase()}${i}@pages.example`, firstName: 'Kay', lastName: `${surname} ${pad(i)}`, role: 'carer' as const }))
  const made = await t.db.insert(users).values(rows).returning({ id: users.id, lastName: users.lastName })
  return new Map(made.map((r) => [r.lastName!, r.id]))
}
const groups: Record<string, Map<string, string>> = {}
beforeAll(async () => {
  for (const surname of ['Removed', 'Added', 'Renamed', 'Everyone']) groups[surname] = await seed(surname)
})

/** The people of `query`, a page at a time: read on from the page before's `next` */
const reader = (query: string) => async (after: string | undefined): Promise<ListedPage> => {
  const res = await t.as('admin', 'GET', `/api/users?${query}${after === undefined ? '' : `&after=${encodeURIComponent(after)}`}`)
  expect(res.statusCode, res.body).toBe(200)
  const page = res.json() as { users: { id: string; lastName: string | null }[]; matching: number; next: string | null }
  return { rows: page.users, matching: page.matching, next: page.next }
}
/** ids by name, but those named in `touched` */
const without = (group: Map<string, string>, ...touched: string[]) => new Map([...group].filter(([name]) => !touched.includes(name)).map(([name, id]) => [id, name]))
const id = (surname: string, i: number) => groups[surname]!.get(`${surname} ${pad(i)}`)!
const rename = async (who: string, lastName: string) => expect((await t.as('admin', 'PATCH', `/api/users/${who}`, { lastName })).statusCode).toBe(200)

describe('User Management read on while people change', () => {
  it('someone removed from the page shown: the next page starts after its last row, skipping nobody', async () => {
    const read = await readAllPages(reader('search=removed'), [
      async () => expect((await t.as('admin', 'DELETE', `/api/users/${id('Removed', 10)}`)).statusCode).toBe(204),
    ])
    expectEachOnce(read, without(groups.Removed!, 'Removed 010'))
    expect(read).toHaveLength(MANY)
  })

  it('someone added before the end of the page shown: nobody shown twice', async () => {
    const read = await readAllPages(reader('search=added'), [
      async () => expect((await t.as('admin', 'POST', '/api/users/homes', { firstName: 'Kay', lastName: 'Added 020a' })).statusCode).toBe(201),
    ])
    expectEachOnce(read, without(groups.Added!))
    expect(read.map((r) => r.lastName)).not.toContain('Added 020a')
  })

  it('someone renamed past the page, and someone renamed before it: the others each once, the first again under the new name', async () => {
    const read = await readAllPages(reader('search=renamed'), [
      () => rename(id('Renamed', 5), 'Renamed 999'),
      () => rename(id('Renamed', 120), 'Renamed 000a'),
    ])
    expectEachOnce(read, without(groups.Renamed!, 'Renamed 005', 'Renamed 120'))
    expect(read.at(-1)).toEqual(expect.objectContaining({ id: id('Renamed', 5), lastName: 'Renamed 999' }))
  })

  it('everyone, and every carer, however the list changes between pages', async () => {
    for (const [query, role] of [['', undefined], ['role=carer', 'carer']] as const) {
      const before = await t.db.select({ id: users.id, lastName: users.lastName }).from(users).where(role ? eq(users.role, role) : undefined)
      const touched: string[] = []
      const read = await readAllPages(reader(query), [
        // one of the page shown removed, and one added at the top of the list
        async (shown) => {
          touched.push(shown.at(-10)!.id)
          await t.db.delete(users).where(eq(users.id, touched[0]!))
          await t.db.insert(users).values({ firstName: 'Aaron', lastName: `Aardvark ${query}`, role: 'carer' })
        },
        // one of the page shown renamed to the end of A–Z
        async (shown) => {
          touched.push(shown.at(-5)!.id)
          await rename(touched[1]!, `Zzz ${query}`)
        },
      ])
      expectEachOnce(read, new Map(before.filter((r) => !touched.includes(r.id)).map((r) => [r.id, r.lastName ?? ''])))
    }
  })
})
