import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { careNotes } from '../../db/schema'
import { makers, TEST_PASSWORD } from '../../test/make'
import { signIn, startTestApp } from '../../test/test-app'
import { NOTES_LIMIT_MAX } from './care-notes.repository'

let t: Awaited<ReturnType<typeof startTestApp>>
let cookie: string
let clientId: string
const DAY = 86_400_000
const at = new Date(Date.UTC(2026, 0, 1))

beforeAll(async () => {
  t = await startTestApp()
  const make = makers(t.db)
  const home = await make.circle()
  const carer = await make.user('carer')
  await make.member(home.id, carer.id)
  clientId = home.id
  cookie = await signIn(t.app, carer.email!, TEST_PASSWORD)
  // a busy home's notes: one a day, note i written i days after the first
  const notes = Array.from({ length: NOTES_LIMIT_MAX + 40 }, (_, i) => ({
    userId: home.id,
    authorId: carer.id,
    content: `Note ${i}`,
    createdAt: new Date(at.getTime() + i * DAY),
  }))
  for (let i = 0; i < notes.length; i += 200) await t.db.insert(careNotes).values(notes.slice(i, i + 200))
})
afterAll(() => t.close())

const list = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/care-notes?clientId=${clientId}${query}`, headers: { cookie } })
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
      const res = await t.app.inject({ method: 'GET', url: `/api/care-notes?clientId=${clientId}&limit=${bad}`, headers: { cookie } })
      expect(res.statusCode).toBe(400)
      expect((res.json() as { message: string }).message).toMatch(/limit/)
    }
  })
})
