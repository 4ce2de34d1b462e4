// Client Management's list as the server gives it (decision 0127): a page of the homes A–Z that fit the
// search (a name, an e-mail, a phone number however spaced) and the plan filter (on a plan = active or on
// trial), 50 unless asked (at most 200) after the last row of the page before (decision 0128), and how many fit. An agency of 250 homes reaches
// every one of them page by page, not only by a search.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { BusinessClientList } from '../../../contracts/business'
import { subscriptions, users } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'
import { refusedCursors } from '../../test/refused-cursors'
import { LIST_LIMIT_MAX, LIST_PAGE } from '../../../contracts/paging'

const t = useSignedInApp({ admin: 'admin' })
// 250 homes in all: the named ones, then Zz 000 … Zz 239
const HOMES = 250
type Status = 'active' | 'trialing' | 'past_due' | 'cancelled' | 'inactive'

// named homes, each with its plan's status (none: no subscription)
const NAMED: [first: string | null, last: string | null, email: string | null, status: Status | null, phone?: string][] = [
  ['Ada', 'Lovelace', 'ada@example.com', 'active'],
  ['Bea', 'Trial', 'bea@example.com', 'trialing'],
  ['Cal', 'Owing', 'cal@example.com', 'past_due'],
  ['Dee', 'Gone', 'dee@example.com', 'cancelled'],
  ['Eve', 'Off', 'eve@example.com', 'inactive'],
  ['Fay', 'Nothing', 'fay@example.com', null],
  [null, null, 'x@nameless.example', null],
  ['Gus', 'Post', null, null],
  // two homes of one name added with Add Home (no e-mail), told apart by the numbers staff gave
  ['Joan', 'Taylor', null, 'active', '07700 900021'],
  ['Joan', 'Taylor', null, 'active', '+44-7700-900022'],
]
const MANY = HOMES - NAMED.length

beforeAll(async () => {
  // a carer is no home: never listed
  await t.make.user('carer', { firstName: 'Ada', lastName: 'Carer' })
  for (const [firstName, lastName, email, status, phone] of NAMED) {
    const [home] = await t.db.insert(users).values({ firstName, lastName, email, role: 'client', profileData: phone ? { phone } : {} }).returning()
    if (status) await t.db.insert(subscriptions).values({ userId: home!.id, plan: 'basic', status, maxSensors: 3, pricePerMonth: 9.99, billingCycle: 'monthly' })
  }
  // more homes than a page lists, all after the named ones A–Z
  const rows = Array.from({ length: MANY }, (_, i) => ({ email: `home${i}@many.example`, firstName: 'Home', lastName: `Zz ${String(i).padStart(3, '0')}`, role: 'client' as const }))
  for (let i = 0; i < rows.length; i += 100) await t.db.insert(users).values(rows.slice(i, i + 100))
})

async function list(query = '') {
  const res = await t.as('admin', 'GET', `/api/business/clients${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as BusinessClientList
}
const names = (l: BusinessClientList) => l.clients.map((c) => [c.firstName, c.lastName, c.phone].filter(Boolean).join(' ') || c.email)

describe('Client Management with more homes than a page lists', () => {
  it('lists a page of 50 A–Z unless asked for more (at most 200), and says how many there are', async () => {
    const first = await list()
    expect(first.clients).toHaveLength(LIST_PAGE)
    expect(first).toMatchObject({ matching: HOMES, next: expect.any(String) })
    expect(first.clients[0]).not.toHaveProperty('matching')
    expect(first.clients[0]).not.toHaveProperty('profileData')
    const most = await list(`?limit=${LIST_LIMIT_MAX}`)
    expect(most.clients).toHaveLength(LIST_LIMIT_MAX)
    // the home with no name comes last A–Z
    const named = NAMED.length - 1
    expect(most.clients.at(-1)!.lastName).toBe(`Zz ${String(LIST_LIMIT_MAX - named - 1).padStart(3, '0')}`)
  })

  it('reaches the 201st home and every one after it by reading on after each page, with no gap or repeat', async () => {
    const seen: BusinessClientList['clients'] = []
    const nexts: (string | null)[] = []
    let page: BusinessClientList | undefined
    do {
      page = await list(`?limit=${LIST_PAGE}${page ? `&after=${page.next}` : ''}`)
      expect(page.matching).toBe(HOMES)
      seen.push(...page.clients)
      nexts.push(page.next)
    } while (page.next !== null)
    expect(seen).toHaveLength(HOMES)
    expect(new Set(seen.map((c) => c.id)).size).toBe(HOMES)
    // 250 is five full pages: the fifth says none follows
    expect(nexts.map((n) => n === null)).toEqual([false, false, false, false, true])
    const at200 = await list(`?after=${nexts[3]}`)
    expect(at200.clients).toHaveLength(LIST_PAGE)
    expect(at200.clients[0]!.id).toBe(seen[200]!.id)
    expect(at200.clients[0]!.lastName).toBe(`Zz ${String(200 - (NAMED.length - 1)).padStart(3, '0')}`)
    // the home with no name nor e-mail comes last, and the list reads on past it to the end
    expect(seen.at(-1)!.email).toBe('x@nameless.example')
    expect(await list('?status=active&limit=4')).toMatchObject({ matching: 4, next: null })
  })

  it('finds a home past the first pages by search, across every home', async () => {
    const last = `Zz ${MANY - 1}`
    const found = await list(`?search=${encodeURIComponent(last)}`)
    expect(found.clients.map((c) => c.lastName)).toEqual([last])
    expect(found.matching).toBe(1)
    const first = await list('?search=zz 2&limit=20')
    const deep = await list(`?search=zz 2&after=${first.next}`)
    expect(deep.matching).toBe(40)
    expect(deep.clients.map((c) => c.lastName)).toEqual(Array.from({ length: 20 }, (_, i) => `Zz ${220 + i}`))
    expect(deep.next).toBeNull()
  })

  it.each([
    ['Active Subscriptions: active and on trial', '?status=active', ['Bea Trial', 'Ada Lovelace', 'Joan Taylor 07700 900021', 'Joan Taylor +44-7700-900022'].sort()],
    ['first name, any case', '?search=ADA', ['Ada Lovelace']],
    ['last name', '?search=lovelace', ['Ada Lovelace']],
    ['the whole name', '?search=ada%20love', ['Ada Lovelace']],
    ['e-mail', '?search=fay@example', ['Fay Nothing']],
    ['surrounding spaces ignored', '?search=%20%20bea%20%20', ['Bea Trial']],
    ['search and status together', '?search=example.com&status=active', ['Ada Lovelace', 'Bea Trial']],
    ['a search the status filter excludes', '?search=fay&status=active', []],
    ['a home with no name, by its e-mail', '?search=x@', ['x@nameless.example']],
    ['a home with no e-mail, by its name', '?search=gus', ['Gus Post']],
    ['a % is a character, not a wildcard', '?search=%25', []],
    ['no match', '?search=zebra', []],
    ['a phone number spaced as stored', '?search=07700%20900021', ['Joan Taylor 07700 900021']],
    ['spaced otherwise', '?search=7700%20900%20021', ['Joan Taylor 07700 900021']],
    ['with a plus and dashes', '?search=%2B44%207700-900022', ['Joan Taylor +44-7700-900022']],
    ['the part both numbers share', '?search=7700%209000', ['Joan Taylor 07700 900021', 'Joan Taylor +44-7700-900022']],
    ['fewer than four digits: not a number search', '?search=900', []],
  ])('%s', async (_, query, expected) => {
    const found = await list(query)
    expect(names(found).sort()).toEqual([...expected].sort())
    expect(found.matching).toBe(expected.length)
  })

  it('Inactive/No Plan: everything not active or on trial, no plan included', async () => {
    const inactive = await list('?status=inactive')
    expect(inactive.matching).toBe(NAMED.length - 4 + MANY)
    expect(names(await list('?status=inactive&search=@example.com')).sort()).toEqual(['Cal Owing', 'Dee Gone', 'Eve Off', 'Fay Nothing'])
    expect(names(await list('?status=inactive&search=gus'))).toEqual(['Gus Post'])
    expect(names(await list('?status=inactive&search=nameless'))).toEqual(['x@nameless.example'])
  })

  it('refuses a filter it does not know and a search past 200 characters, naming the field, and lists nothing else', async () => {
    for (const [query, field] of [
      ['?status=paying', 'status'],
      [`?search=${'a'.repeat(201)}`, 'search'],
      ['?limit=0', 'limit'],
      [`?limit=${LIST_LIMIT_MAX + 1}`, 'limit'],
      ['?limit=2.5', 'limit'],
      ...refusedCursors.map((after) => [`?after=${encodeURIComponent(after)}`, 'after'] as const),
      // gone (decision 0128): a script reading on by offset would be given the first page again and again
      ['?offset=200', 'offset'],
      ['?offset=', 'offset'],
    ] as const) {
      const res = await t.as('admin', 'GET', `/api/business/clients${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(Object.keys((res.json() as { details: Record<string, string[]> }).details), query).toEqual([field])
    }
  })

  it('follows a plan changed since', async () => {
    const [fay] = await t.db.select().from(users).where(eq(users.email, 'fay@example.com'))
    await t.db.insert(subscriptions).values({ userId: fay!.id, plan: 'basic', status: 'trialing', maxSensors: 3, pricePerMonth: 9.99, billingCycle: 'monthly', trialEndsAt: new Date(Date.now() + 86_400_000) })
    expect(names(await list('?search=fay&status=active'))).toEqual(['Fay Nothing'])
  })
})
