// A care note is the home's record. An admin deleting the account of a carer who left the agency deleted
// every note she had written, in every home (a medication note, a private worry), with no trail: the
// notes now stay, their author unknown, and the page says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makers, TEST_PASSWORD } from '../../test/make'
import { signIn, startTestApp } from '../../test/test-app'

let t: Awaited<ReturnType<typeof startTestApp>>

beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

describe("deleting the account of a carer who wrote care notes", () => {
  it("keeps her notes in the home, private ones for staff, with no author", async () => {
    const make = makers(t.db)
    const home = await make.circle()
    const paula = await make.user('carer', { firstName: 'Paula', lastName: 'Left' })
    const admin = await make.user('admin')
    await make.member(home.id, paula.id)
    const asPaula = await signIn(t.app, paula.email!, TEST_PASSWORD)
    const asAdmin = await signIn(t.app, admin.email!, TEST_PASSWORD)
    const write = (content: string, isPrivate = false) =>
      t.app.inject({ method: 'POST', url: '/api/care-notes', headers: { cookie: asPaula }, payload: { category: 'medication', content, isPrivate } })
    expect((await write('Gave the 2pm tablets; she refused lunch.')).statusCode).toBe(201)
    expect((await write('Worried about her money.', true)).statusCode).toBe(201)

    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${paula.id}`, headers: { cookie: asAdmin } })).statusCode).toBe(204)

    const notes = (await t.app.inject({ method: 'GET', url: `/api/care-notes?clientId=${home.id}`, headers: { cookie: asAdmin } })).json() as { content: string; authorId: string | null; author: unknown }[]
    expect(notes.map((n) => n.content).sort()).toEqual(['Gave the 2pm tablets; she refused lunch.', 'Worried about her money.'])
    for (const note of notes) expect(note).toMatchObject({ authorId: null, author: null })
    // the person watched still sees the note that was not private
    const asHome = await signIn(t.app, home.email!, TEST_PASSWORD)
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/care-notes', headers: { cookie: asHome } })).json() as { content: string }[]
    expect(theirs.map((n) => n.content)).toEqual(['Gave the 2pm tablets; she refused lunch.'])
  })
})
