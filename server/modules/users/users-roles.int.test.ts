import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { careNotes, devices, subscriptions, users } from '../../db/schema'
import { auditLog } from '../../db/platform-schema'
import { useSignedInApp } from '../../test/signed-in-app'
import { HOME_IN_USE_MESSAGE } from './users-admin.service'

const t = useSignedInApp({ admin: 'admin', support: 'support', otherSupport: 'support' })
const { make, ids, cookie } = t

const patch = (who: string, id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers: { cookie: cookie[who]! }, payload })
const roleOf = async (id: string) => (await t.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]!.role
const listed = async (who: string, id: string) =>
  ((await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: cookie[who]! } })).json().users as { id: string; hasHome: boolean }[]).find(
    (u) => u.id === id,
  )

describe('changing the role of a client whose home is in use', () => {
  it.each([
    ['a sensor', async (id: string) => void (await t.db.insert(devices).values({ userId: id, name: 'Hall', location: 'Hall', deviceId: `MSH-${id.slice(0, 8)}` }))],
    ['a plan', async (id: string) => void (await t.db.insert(subscriptions).values({ userId: id, plan: 'basic', status: 'active' }))],
    ['a care note', async (id: string) => void (await t.db.insert(careNotes).values({ userId: id, authorId: ids.admin!, content: 'Fine' }))],
    ['a carer', async (id: string) => make.member(id, (await make.user('carer')).id)],
  ])('is refused (409, naming role) when the home has %s, for admin and support alike', async (_, fill) => {
    const client = await make.circle({ firstName: 'Clem', lastName: 'Client' })
    await fill(client.id)
    expect((await listed('support', client.id))?.hasHome).toBe(true)
    for (const who of ['support', 'admin']) {
      const res = await patch(who, client.id, { firstName: 'Clementine', role: 'carer' })
      expect(res.statusCode).toBe(409)
      expect(res.json()).toEqual({ code: 'CONFLICT', message: HOME_IN_USE_MESSAGE, details: { role: [HOME_IN_USE_MESSAGE] } })
    }
    // nothing of the request was applied, and nothing recorded as done
    expect(await roleOf(client.id)).toBe('client')
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.targetId, client.id))
    expect(trail).toEqual([])
  })

  it('still saves a name change that keeps the role', async () => {
    const client = await make.circle()
    await t.db.insert(subscriptions).values({ userId: client.id, plan: 'basic', status: 'active' })
    const res = await patch('support', client.id, { firstName: 'Renamed', role: 'client' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ firstName: 'Renamed', role: 'client' })
  })

  it('allows it for a client whose own circle is empty (a carer who signed up as a visitor)', async () => {
    const visitor = await make.circle()
    expect((await listed('support', visitor.id))?.hasHome).toBe(false)
    expect((await patch('support', visitor.id, { role: 'carer' })).statusCode).toBe(200)
    expect(await roleOf(visitor.id)).toBe('carer')
  })

  it('allows it for a client who is a member of someone else\'s circle (no home of their own)', async () => {
    const home = await make.circle()
    const sibling = await make.user('client')
    await make.member(home.id, sibling.id, 'client')
    expect((await listed('admin', sibling.id))?.hasHome).toBe(false)
    expect((await patch('admin', sibling.id, { role: 'carer' })).statusCode).toBe(200)
  })
})

describe('who may grant a staff role', () => {
  it('refuses support granting support (or admin) to a carer or client', async () => {
    const carer = await make.user('carer')
    for (const role of ['support', 'admin'] as const) {
      const res = await patch('support', carer.id, { role })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ message: `Only an admin can grant the ${role} role`, details: { role: [`Only an admin can grant the ${role} role`] } })
    }
    expect(await roleOf(carer.id)).toBe('carer')
  })

  it("refuses support changing another support member's role, or anything else of theirs", async () => {
    for (const change of [{ role: 'carer' }, { firstName: 'Sage' }]) {
      const res = await patch('support', ids.otherSupport!, change)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'Only an admin can edit a support member: staff accounts reach every home.' })
    }
    expect(await roleOf(ids.otherSupport!)).toBe('support')
    expect((await patch('admin', ids.otherSupport!, { firstName: 'Sage' })).statusCode).toBe(200)
  })

  it('lets support move a person between carer and client, and an admin grant support', async () => {
    const carer = await make.user('carer')
    expect((await patch('support', carer.id, { role: 'client' })).statusCode).toBe(200)
    expect((await patch('support', carer.id, { role: 'carer' })).statusCode).toBe(200)
    expect((await patch('admin', carer.id, { role: 'support' })).statusCode).toBe(200)
    expect(await roleOf(carer.id)).toBe('support')
  })
})

describe('the homes a person cares for, as User Management lists them', () => {
  it('names the people watched in each home they are a member of, A–Z, and none for someone in no home', async () => {
    const carer = await make.user('carer')
    const loner = await make.user('carer')
    const ruth = await make.circle({ firstName: 'Ruth', lastName: 'Yardley' })
    const alan = await make.circle({ firstName: 'Alan', lastName: 'Abbott' })
    await make.member(ruth.id, carer.id)
    await make.member(alan.id, carer.id)
    const caresFor = async (id: string) => ((await listed('support', id)) as unknown as { caresFor: string[] } | undefined)?.caresFor
    expect(await caresFor(carer.id)).toEqual(['Alan Abbott', 'Ruth Yardley'])
    expect(await caresFor(loner.id)).toEqual([])
  })
})
