import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { RESOLUTION_NOTE_MAX, RESOLUTION_NOTE_TOO_LONG } from '../../../contracts/alerts'
import { alerts } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'
import { raiseAlert } from './alerts.service'

// what a carer says when resolving an alert ('Rang her — she was in the garden, fine'), for the rest of the circle
const t = useSignedInApp({ home: 'client', other: 'client', dora: { role: 'carer', firstName: 'Dora', lastName: 'Tester', in: 'home' } }, { live: true })
const { ids: who } = t

const fall = async (clientId: string, cause: string) => {
  const { alert } = await raiseAlert(
    { db: t.db, live: t.live },
    { userId: clientId, type: 'emergency', severity: 'high', title: 'Possible fall', description: 'No movement since the bathroom at 01:40', dedupeKey: cause, metadata: { quietMinutes: 35 } },
  )
  return alert!.id
}
const resolve = (id: string, payload?: object, person = 'dora') =>
  t.as(person, 'PUT', `/api/alerts/${id}/resolve`, payload)
const stored = async (id: string) => (await t.db.select().from(alerts).where(eq(alerts.id, id)))[0]!

describe('a note when resolving an alert', () => {
  it('keeps what the resolver wrote with the alert, beside the engine’s figures, for the circle’s list', async () => {
    const id = await fall(who.home!, 'fall:note')
    const answer = await resolve(id, { note: '  Rang her — she was in the garden, fine  ' })
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toMatchObject({ isResolved: true, resolvedBy: who.dora!, metadata: { resolutionNote: 'Rang her — she was in the garden, fine', quietMinutes: 35 } })
    const list = (await t.as('home', 'GET', '/api/alerts')).json() as { id: string; metadata: Record<string, unknown> }[]
    expect(list.find((a) => a.id === id)!.metadata).toMatchObject({ resolutionNote: 'Rang her — she was in the garden, fine' })
  })

  it('refuses a note that is too long, naming the field, and leaves the alert open', async () => {
    const id = await fall(who.home!, 'fall:long')
    const answer = await resolve(id, { note: 'x'.repeat(RESOLUTION_NOTE_MAX + 1) })
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toMatchObject({ code: 'VALIDATION', details: { note: [RESOLUTION_NOTE_TOO_LONG] } })
    expect(await stored(id)).toMatchObject({ isResolved: false, resolvedBy: null, metadata: { quietMinutes: 35 } })
    expect((await resolve(id, { note: 'x'.repeat(RESOLUTION_NOTE_MAX) })).statusCode).toBe(200)
  })

  it('still resolves with no body at all, as SPEC.md’s PUT does, and takes a blank note as none', async () => {
    const bare = await fall(who.home!, 'fall:bare')
    const answer = await resolve(bare)
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toMatchObject({ isResolved: true, resolvedBy: who.dora! })
    expect((await stored(bare)).metadata).toEqual({ quietMinutes: 35 })
    const blank = await fall(who.home!, 'fall:blank')
    expect((await resolve(blank, { note: '   ' })).statusCode).toBe(200)
    expect((await stored(blank)).metadata).toEqual({ quietMinutes: 35 })
    const wrong = await fall(who.home!, 'fall:wrong')
    expect((await resolve(wrong, { note: ['fine'] })).json()).toMatchObject({ code: 'VALIDATION', details: { note: ['Must be text'] } })
  })

  it('keeps the first resolver’s note when a second resolves it after them', async () => {
    const id = await fall(who.home!, 'fall:second')
    await resolve(id, { note: 'Went round, she is fine' })
    const late = await resolve(id, { note: 'I rang too' }, 'home')
    expect(late.json()).toMatchObject({ resolvedBy: who.dora!, metadata: { resolutionNote: 'Went round, she is fine' } })
  })

  it('refuses another circle’s alert, and stores nothing on it', async () => {
    const theirs = await fall(who.other!, 'fall:theirs')
    const answer = await resolve(theirs, { note: 'Not mine to say' })
    expect([403, 404]).toContain(answer.statusCode)
    expect(await stored(theirs)).toMatchObject({ isResolved: false, resolvedBy: null, metadata: { quietMinutes: 35 } })
  })
})
