import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '../../db/platform-schema'
import { useSignedInApp } from '../../test/signed-in-app'

const t = useSignedInApp({
  home: 'client',
  carer: { role: 'carer', firstName: 'Cora', lastName: 'Hale', in: 'home' },
  otherCarer: { role: 'carer', firstName: 'Odo', lastName: 'Reed', in: 'home' },
  support: 'support',
})
const { ids, cookie } = t

const call = (person: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const scoped = person === 'support' ? `${url}${url.includes('?') ? '&' : '?'}clientId=${ids.home!}` : url
  return t.app.inject({ method, url: scoped, headers: { cookie: cookie[person]! }, ...(payload ? { payload } : {}) })
}

describe('care notes', () => {
  it('adds a note with its author embedded, newest first', async () => {
    const added = await call('carer', 'POST', '/api/care-notes', { category: 'medication', content: 'Took the evening tablets.' })
    expect(added.statusCode).toBe(201)
    expect(added.json()).toMatchObject({ category: 'medication', isPrivate: false, authorId: ids.carer!, userId: ids.home! })
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
    // a note that would show as a blank, and one storage would alter
    [{ content: '\u200B\u200B' }, 'content', 'Note content is required'],
    [{ content: 'Fine \uD800' }, 'content', 'Contains a character that is not text'],
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
    expect(edited).toMatchObject({ content: 'Ate half of lunch today.', editedBy: ids.support!, editor: { firstName: 'Support', lastName: 'Tester' } })
    expect(new Date(edited.editedAt!).getTime()).toBeGreaterThanOrEqual(new Date(edited.createdAt).getTime())
  })
})

describe('an edit that leaves the category or Private switch out keeps what is stored', () => {
  interface Stored {
    id: string
    content: string
    category: string
    isPrivate: boolean
    editedAt: string | null
  }
  const listedFor = async (person: string) => (await call(person, 'GET', '/api/care-notes')).json() as Stored[]
  // staff see every note, private or not
  const stored = async (id: string) => (await listedFor('support')).find((n) => n.id === id)
  const seenBy = async (person: string, id: string) => (await listedFor(person)).some((n) => n.id === id)
  const changedIn = async (id: string) =>
    (await t.db.select().from(auditLog).where(eq(auditLog.targetId, id))).map((e) => (e.details as { changed: string[] }).changed)
  const write = async (body: object) => {
    const res = await call('carer', 'POST', '/api/care-notes', body)
    expect(res.statusCode).toBe(201)
    return res.json() as Stored
  }

  it('keeps a private note private when its author or staff change only its words', async () => {
    const note = await write({ category: 'personal_note', content: 'Worried about the bills.', isPrivate: true })

    const byAuthor = await call('carer', 'PUT', `/api/care-notes/${note.id}`, { content: 'Worried about the gas bill.' })
    expect(byAuthor.statusCode).toBe(200)
    expect(byAuthor.json()).toMatchObject({ content: 'Worried about the gas bill.', category: 'personal_note', isPrivate: true })
    const byStaff = await call('support', 'PUT', `/api/care-notes/${note.id}`, { content: 'Worried about the gas bill; support rang them.' })
    expect(byStaff.statusCode).toBe(200)
    expect(byStaff.json()).toMatchObject({ category: 'personal_note', isPrivate: true })

    expect(await stored(note.id)).toMatchObject({ content: 'Worried about the gas bill; support rang them.', category: 'personal_note', isPrivate: true })
    // still only its author and staff see it (ARCHITECTURE.md): not another carer, not the person cared for
    expect(await seenBy('carer', note.id)).toBe(true)
    expect(await seenBy('otherCarer', note.id)).toBe(false)
    expect(await seenBy('home', note.id)).toBe(false)
    expect((await call('otherCarer', 'PUT', `/api/care-notes/${note.id}`, { content: 'Peek' })).statusCode).toBe(404)
    expect(await changedIn(note.id)).toEqual([['content'], ['content']])
  })

  it('keeps the category of a note edited without one', async () => {
    const note = await write({ category: 'medication', content: 'Took the evening tablets at 6.' })
    const edited = await call('carer', 'PUT', `/api/care-notes/${note.id}`, { content: 'Took the evening tablets at 7.' })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({ content: 'Took the evening tablets at 7.', category: 'medication', isPrivate: false })
    expect(await stored(note.id)).toMatchObject({ category: 'medication', isPrivate: false })
    expect(await changedIn(note.id)).toEqual([['content']])
  })

  it('still changes them when the edit says so, as the Edit Note form does by sending both', async () => {
    const note = await write({ category: 'medication', content: 'Tablets at 8.', isPrivate: true })
    const edited = await call('carer', 'PUT', `/api/care-notes/${note.id}`, { category: 'family_update', content: 'Tablets at 8.', isPrivate: false })
    expect(edited.json()).toMatchObject({ category: 'family_update', isPrivate: false })
    expect(await seenBy('home', note.id)).toBe(true)
    expect(await changedIn(note.id)).toEqual([['category', 'isPrivate']])
  })

  it.each([
    [{ category: 'gossip' }, 'category', 'Choose a category'],
    [{ category: null }, 'category', 'Choose a category'],
    [{ isPrivate: 'no' }, 'isPrivate', ''],
    [{ isPrivate: null }, 'isPrivate', ''],
    [{ isPrivate: 0 }, 'isPrivate', ''],
  ])('refuses a bad %o naming the field, and changes nothing', async (bad, field, message) => {
    const note = await write({ category: 'medication', content: 'Tablets at 8.', isPrivate: true })
    const res = await call('carer', 'PUT', `/api/care-notes/${note.id}`, { content: 'Tablets at 9.', ...bad })
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json().details)).toEqual([field])
    expect(res.json().details[field].join(' ')).toContain(message)
    expect(await stored(note.id)).toMatchObject({ content: 'Tablets at 8.', category: 'medication', isPrivate: true, editedAt: null })
    expect(await seenBy('otherCarer', note.id)).toBe(false)
    expect(await changedIn(note.id)).toEqual([])
  })
})
