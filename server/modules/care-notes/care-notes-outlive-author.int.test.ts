// A care note is the home's record. An admin deleting the account of a carer who left the agency deleted
// every note she had written, in every home (a medication note, a private worry), with no trail: the
// notes now stay, their author unknown, and the page says so.
import { describe, expect, it } from 'vitest'
import { useSignedInApp } from '../../test/signed-in-app'

const t = useSignedInApp({
  home: 'client',
  paula: { role: 'carer', firstName: 'Paula', lastName: 'Left', in: 'home' },
  admin: 'admin',
})

describe("deleting the account of a carer who wrote care notes", () => {
  it("keeps her notes in the home, private ones for staff, with no author", async () => {
    const { ids, as } = t
    const write = (content: string, isPrivate = false) => as('paula', 'POST', '/api/care-notes', { category: 'medication', content, isPrivate })
    expect((await write('Gave the 2pm tablets; she refused lunch.')).statusCode).toBe(201)
    expect((await write('Worried about her money.', true)).statusCode).toBe(201)

    expect((await as('admin', 'DELETE', `/api/users/${ids.paula}`)).statusCode).toBe(204)

    const notes = (await as('admin', 'GET', `/api/care-notes?clientId=${ids.home}`)).json() as { content: string; authorId: string | null; author: unknown }[]
    expect(notes.map((n) => n.content).sort()).toEqual(['Gave the 2pm tablets; she refused lunch.', 'Worried about her money.'])
    for (const note of notes) expect(note).toMatchObject({ authorId: null, author: null })
    // the person watched still sees the note that was not private
    const theirs = (await as('home', 'GET', '/api/care-notes')).json() as { content: string }[]
    expect(theirs.map((n) => n.content)).toEqual(['Gave the 2pm tablets; she refused lunch.'])
  })
})
