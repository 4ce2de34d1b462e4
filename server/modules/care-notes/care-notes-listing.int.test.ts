import { beforeAll, describe, expect, it } from 'vitest'
import { careNotes } from '../../db/schema'
import { HOME_WITH_CARER, useSignedInApp } from '../../test/signed-in-app'
import { NOTES_LIMIT_MAX } from './care-notes.repository'

const t = useSignedInApp(HOME_WITH_CARER)
const { ids, cookie } = t
const DAY = 86_400_000
const at = new Date(Date.UTC(2026, 0, 1))

beforeAll(async () => {
  // a busy home's notes: one a day, note i written i days after the first
  const notes = Array.from({ length: NOTES_LIMIT_MAX + 40 }, (_, i) => ({
    userId: ids.home!,
    authorId: ids.carer!,
    content: `Note ${i}`,
    createdAt: new Date(at.getTime() + i * DAY),
  }))
  for (let i = 0; i < notes.length; i += 200) await t.db.insert(careNotes).values(notes.slice(i, i + 200))
})

const list = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/care-notes?clientId=${ids.home}${query}`, headers: { cookie: cookie.carer! } })
  return { status: res.statusCode, notes: res.statusCode === 200 ? (res.json() as { content: string }[]) : [] }
}

describe('a home with more notes than the largest limit', () => {
  it('lists every note on the Care Notes page, newest first: none is out of reach of its search', async () => {
    const { notes } = await list()
    expect(notes).toHaveLength(NOTES_LIMIT_MAX + 40)
    expect(notes[0]!.content).toBe(`Note ${NOTES_LIMIT_MAX + 39}`)
    expect(notes.at(-1)!.content).toBe('Note 0')
  })

  it("gives the dashboard's card only the newest few it asks for", async () => {
    const { notes } = await list('&limit=3')
    expect(notes.map((n) => n.content)).toEqual([`Note ${NOTES_LIMIT_MAX + 39}`, `Note ${NOTES_LIMIT_MAX + 38}`, `Note ${NOTES_LIMIT_MAX + 37}`])
  })

  it('refuses a limit past NOTES_LIMIT_MAX, below 1 or not a whole number, naming it', async () => {
    for (const bad of [`${NOTES_LIMIT_MAX + 1}`, '0', '2.5', 'ten']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/care-notes?clientId=${ids.home}&limit=${bad}`, headers: { cookie: cookie.carer! } })
      expect(res.statusCode).toBe(400)
      expect((res.json() as { message: string }).message).toMatch(/limit/)
    }
  })
})
