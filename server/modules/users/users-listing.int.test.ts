import { beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'
import { PEOPLE_LISTED as USERS_LISTED } from './person-search'

const t = useSignedInApp({ admin: { role: 'admin', firstName: 'Ada', lastName: 'Admin' } })
const CARERS = USERS_LISTED + 30
// the admin, Zed Zimmer, two Joan Taylors and Odd Profile
const EXTRA = 5

beforeAll(async () => {
  // more people than one page lists: carers named Carer 000 … 229, and one Zed Zimmer at the end of A–Z
  const rows = Array.from({ length: CARERS }, (_, i) => ({
    email: `carer${i}@listing.example`,
    firstName: 'Carer',
    lastName: `Carer ${String(i).padStart(3, '0')}`,
    role: 'carer' as const,
  }))
  for (let i = 0; i < rows.length; i += 100) await t.db.insert(users).values(rows.slice(i, i + 100))
  await t.db.insert(users).values({ email: 'zed@listing.example', firstName: 'Zed', lastName: 'Zimmer', role: 'client' })
  // two homes of one name added with Add Home (no e-mail), told apart by the numbers staff gave
  for (const phone of ['07700 900021', '+44-7700-900022']) {
    const res = await t.as('admin', 'POST', '/api/users/homes', { firstName: 'Joan', lastName: 'Taylor', phone })
    expect(res.statusCode).toBe(201)
  }
  // an older profile whose phone is not text: read as no number (phoneOf), so never found by one
  await t.db.insert(users).values({ firstName: 'Odd', lastName: 'Profile', role: 'client', profileData: { phone: 7700900021 } })
})

const list = async (query = '') => {
  const res = await t.as('admin', 'GET', `/api/users${query}`)
  expect(res.statusCode).toBe(200)
  return res.json() as { users: { lastName: string; phone: string | null }[]; stats: { total: number }; matching: number }
}

describe('User Management with more people than a page lists', () => {
  it('lists the first USERS_LISTED A–Z and says how many match, so the page can send the reader to search', async () => {
    const all = await list()
    expect(all.users).toHaveLength(USERS_LISTED)
    expect(all.matching).toBe(CARERS + EXTRA)
    expect(all.stats.total).toBe(CARERS + EXTRA)
    expect(all.users[0]!.lastName).toBe('Admin')
    expect(all.users.at(-1)!.lastName).toBe(`Carer ${String(USERS_LISTED - 2).padStart(3, '0')}`)
    expect(all.users[0]).not.toHaveProperty('matching')
  })

  it('finds someone past the first page by search, and counts only what matches', async () => {
    const zed = await list('?search=zimmer')
    expect(zed.users.map((u) => u.lastName)).toEqual(['Zimmer'])
    expect(zed.matching).toBe(1)
    const carers = await list('?role=carer')
    expect(carers.matching).toBe(CARERS)
    expect((await list('?search=nobody-at-all')).matching).toBe(0)
  })
})

describe('searching User Management for a phone number', () => {
  const phonesFound = async (search: string) => (await list(`?search=${encodeURIComponent(search)}`)).users.map((u) => u.phone)

  it('finds the client by the number staff typed in Add Home, however the search spaces it', async () => {
    const cases: [string, string][] = [
      ['7700 900021', '07700 900021'],
      ['07700900021', '07700 900021'],
      ['07700-900021', '07700 900021'],
      ['(0)7700 900 021', '07700 900021'],
      ['+44 7700 900022', '+44-7700-900022'],
      ['447700900022', '+44-7700-900022'],
    ]
    for (const [search, phone] of cases) expect(await phonesFound(search), search).toEqual([phone])
    expect(await phonesFound('7700 9000')).toEqual(['07700 900021', '+44-7700-900022'])
  })

  it('finds a number stored with the country code by a search with the trunk 0, and the other way round', async () => {
    expect(await phonesFound('+44 7700 900021')).toEqual(['07700 900021'])
    expect(await phonesFound('0044 7700 900021')).toEqual(['07700 900021'])
    expect(await phonesFound('07700 900022')).toEqual(['+44-7700-900022'])
    expect(await phonesFound('07700 9000')).toEqual(['07700 900021', '+44-7700-900022'])
  })

  it('does not look at numbers for fewer than four digits or a search with letters in it', async () => {
    expect(await phonesFound('900')).toEqual([])
    expect(await phonesFound('Joan 7700')).toEqual([])
    expect(await phonesFound('joan taylor')).toEqual(['07700 900021', '+44-7700-900022'])
  })
})
