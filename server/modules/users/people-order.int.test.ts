// People of the same name keep one order in every list staff and families read, whatever order the
// database stored them in: the oldest first. (A refetch that swapped two "Arthur Blackwood" rows
// between reading one's home id and clicking its Delete sent the click to the other home.)
import { beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'

const t = useSignedInApp({ admin: 'admin', iris: { role: 'client', firstName: 'Iris', lastName: 'Order', signsIn: false } })
/** the three Joan Taylors' ids, oldest first */
const oldestFirst: string[] = []
/** the three Sam Carers of Iris Order's home, oldest first (their e-mails sort the other way) */
const carersOldestFirst: string[] = []

beforeAll(async () => {
  // stored newest first, then the oldest, then the middle one: the table's own order is not the answer
  const born = { oldest: new Date('2026-01-01T09:00:00Z'), middle: new Date('2026-02-01T09:00:00Z'), newest: new Date('2026-03-01T09:00:00Z') }
  const ids: Record<string, string> = {}
  for (const which of ['newest', 'oldest', 'middle'] as const) {
    const [row] = await t.db
      .insert(users)
      .values({ firstName: 'Joan', lastName: 'Taylor', role: 'client', createdAt: born[which] })
      .returning({ id: users.id })
    ids[which] = row!.id
  }
  oldestFirst.push(ids.oldest!, ids.middle!, ids.newest!)
  // three carers of one name in the circle, stored in the same mixed order
  const carers: Record<string, string> = {}
  for (const which of ['newest', 'oldest', 'middle'] as const) {
    const [carer] = await t.db
      .insert(users)
      .values({ email: `sam-${{ newest: 'a', middle: 'b', oldest: 'c' }[which]}@order.example`, firstName: 'Sam', lastName: 'Carer', role: 'carer', createdAt: born[which] })
      .returning({ id: users.id })
    carers[which] = carer!.id
    await t.make.member(t.ids.iris!, carer!.id)
  }
  carersOldestFirst.push(carers.oldest!, carers.middle!, carers.newest!)
})

const get = async <T>(url: string) => {
  const res = await t.as('admin', 'GET', url)
  expect(res.statusCode, url).toBe(200)
  return res.json() as T
}
const joans = (rows: { id?: string; clientId?: string; firstName: string | null; lastName: string | null }[]) =>
  rows.filter((r) => r.firstName === 'Joan' && r.lastName === 'Taylor').map((r) => r.id ?? r.clientId)

describe('people of the same name', () => {
  it('User Management lists them oldest first, read after read', async () => {
    for (const url of ['/api/users', '/api/users?search=joan', '/api/users?role=client']) {
      const { users: listed } = await get<{ users: { id: string; firstName: string; lastName: string }[] }>(url)
      expect(joans(listed), url).toEqual(oldestFirst)
    }
  })

  it('Client Management and the home picker list them oldest first', async () => {
    const { clients } = await get<{ clients: { id: string; firstName: string; lastName: string }[] }>('/api/business/clients')
    expect(joans(clients)).toEqual(oldestFirst)
    const circles = await get<{ clientId: string; firstName: string; lastName: string }[]>('/api/circles')
    expect(joans(circles)).toEqual(oldestFirst)
  })

  it("a home's family lists its carers by name, then e-mail, then the oldest first", async () => {
    const members = await get<{ memberUser: { id: string; firstName: string } }[]>(`/api/family/members?clientId=${t.ids.iris}`)
    const sams = members.filter((m) => m.memberUser.firstName === 'Sam').map((m) => m.memberUser.id)
    expect(sams).toEqual([...carersOldestFirst].reverse())
  })
})
