import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makers, TEST_PASSWORD } from '../../test/make'
import { signIn, startTestApp } from '../../test/test-app'

let t: Awaited<ReturnType<typeof startTestApp>>
const who: Record<string, { id: string; cookie: string }> = {}

beforeAll(async () => {
  t = await startTestApp()
  const make = makers(t.db)
  const home = await make.circle()
  const carer = await make.user('carer', { firstName: 'Cora', lastName: 'Hale' })
  const otherCarer = await make.user('carer', { firstName: 'Odo', lastName: 'Reed' })
  const support = await make.user('support')
  await make.member(home.id, carer.id)
  await make.member(home.id, otherCarer.id)
  for (const [name, u] of Object.entries({ home, carer, otherCarer, support })) {
    who[name] = { id: u.id, cookie: await signIn(t.app, u.email!, TEST_PASSWORD) }
  }
})
afterAll(() => t.close())

const call = (person: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const scoped = person === 'support' ? `${url}${url.includes('?') ? '&' : '?'}clientId=${who.home!.id}` : url
  return t.app.inject({ method, url: scoped, headers: { cookie: who[person]!.cookie }, ...(payload ? { payload } : {}) })
}

describe('care notes', () => {
  it('adds a note with its author embedded, newest first', async () => {
    const added = await call('carer', 'POST', '/api/care-notes', { category: 'medication', content: 'Took the evening tablets.' })
    expect(added.statusCode).toBe(201)
    expect(added.json()).toMatchObject({ category: 'medication', isPrivate: false, authorId: who.carer!.id, userId: who.home!.id })
    await call('carer', 'POST', '/api/care-notes', { content: 'Cheerful at lunch.' })
    const list = (await call('home', 'GET', '/api/care-notes')).json() as { content: string; category: string; author: object }[]
    expect(list.map((n) => n.content)).toEqual(['Cheerful at lunch.', 'Took the evening tablets.'])
    expect(list[0]).toMatchObject({ category: 'health_check', author: { firstName: 'Cora', lastName: 'Hale' } })
  })

  it('shows a private note only to its author and to staff', async () => {
    await call('carer', 'POST', '/api/care-notes', { content: 'Private worry about money.', isPrivate: true })
    const seen = async (person: string) =>
      ((await call(person, 'GET', '/api/care-notes')).json() as { content: string }[]).some((n) => n.content.startsWith('Private worry'))
    expect(await seen('carer')).toBe(true)
    expect(await seen('support')).toBe(true)
    expect(await seen('otherCarer')).toBe(false)
    expect(await seen('home')).toBe(false)
  })

  it.each([
    [{ content: '' }, 'content', 'Note content is required'],
    [{ content: undefined }, 'content', 'Note content is required'],
    [{ content: 'x'.repeat(1001) }, 'content', 'Note content too long'],
    [{ content: 'ok', category: 'gossip' }, 'category', 'Choose a category'],
  ])('explains a bad note %#', async (body, field, message) => {
    const res = await call('carer', 'POST', '/api/care-notes', body)
    expect(res.statusCode).toBe(400)
    expect(res.json().details[field]).toContain(message)
  })

  it('lets the author or staff edit, and only staff delete', async () => {
    const note = (await call('carer', 'POST', '/api/care-notes', { content: 'Draft' })).json() as { id: string }
    expect((await call('otherCarer', 'PUT', `/api/care-notes/${note.id}`, { content: 'Hijack' })).statusCode).toBe(403)
    const edited = await call('carer', 'PUT', `/api/care-notes/${note.id}`, { content: 'Final', category: 'family_update' })
    expect(edited.json()).toMatchObject({ content: 'Final', category: 'family_update' })
    expect((await call('carer', 'DELETE', `/api/care-notes/${note.id}`)).statusCode).toBe(403)
    expect((await call('support', 'DELETE', `/api/care-notes/${note.id}`)).statusCode).toBe(204)
    expect((await call('support', 'DELETE', `/api/care-notes/${note.id}`)).statusCode).toBe(404)
  })
})

describe('a note changed after it was written', () => {
  interface Listed {
    id: string
    content: string
    createdAt: string
    editedAt: string | null
    editedBy: string | null
    editor: { firstName: string | null; lastName: string | null } | null
  }
  const find = async (id: string) => ((await call('home', 'GET', '/api/care-notes')).json() as Listed[]).find((n) => n.id === id)!

  it('says who changed it last and when; a note never changed, or saved unchanged, says nothing', async () => {
    const note = (await call('carer', 'POST', '/api/care-notes', { content: 'Ate well today.' })).json() as { id: string }
    expect(await find(note.id)).toMatchObject({ editedAt: null, editedBy: null, editor: null })
    expect((await call('carer', 'PUT', `/api/care-notes/${note.id}`, { content: 'Ate well today.' })).statusCode).toBe(200)
    expect((await find(note.id)).editedAt).toBeNull()

    expect((await call('support', 'PUT', `/api/care-notes/${note.id}`, { content: 'Ate half of lunch today.' })).statusCode).toBe(200)
    const edited = await find(note.id)
    expect(edited).toMatchObject({ content: 'Ate half of lunch today.', editedBy: who.support!.id, editor: { firstName: 'Support', lastName: 'Tester' } })
    expect(new Date(edited.editedAt!).getTime()).toBeGreaterThanOrEqual(new Date(edited.createdAt).getTime())
  })
})
