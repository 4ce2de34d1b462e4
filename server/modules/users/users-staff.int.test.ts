import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { auditLog } from '../../db/platform-schema'
import { useSignedInApp } from '../../test/signed-in-app'

// Staff accounts reach every home: only an admin edits, deactivates or reactivates one (decision 0010).
// Support keeps managing carers and clients.

const t = useSignedInApp({ admin: 'admin', otherAdmin: 'admin', support: 'support', colleague: 'support' })
const { make, ids, as } = t
const isActive = async (id: string) => (await t.db.select({ isActive: users.isActive }).from(users).where(eq(users.id, id)))[0]!.isActive
const trailOf = (id: string, action: string) => t.db.select().from(auditLog).where(and(eq(auditLog.targetId, id), eq(auditLog.action, action)))
const refusal = (message: string) => ({ code: 'FORBIDDEN', message })

describe('only an admin changes a staff account', () => {
  it('lets support deactivate a carer or a client, but not another support member, who stays signed in', async () => {
    const carer = await make.user('carer')
    const client = await make.circle()
    for (const person of [carer, client]) expect((await as('support', 'POST', `/api/users/${person.id}/deactivate`)).statusCode).toBe(200)

    const res = await as('support', 'POST', `/api/users/${ids.colleague}/deactivate`)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual(refusal('Only an admin can deactivate a support member: staff accounts reach every home.'))
    expect(await isActive(ids.colleague!)).toBe(true)
    expect((await as('colleague', 'GET', '/api/auth/user')).statusCode).toBe(200)
    expect(await trailOf(ids.colleague!, 'user.deactivated')).toEqual([])
  })

  it('refuses support reactivating a support member an admin deactivated; the admin reactivates them', async () => {
    const member = await make.user('support')
    expect((await as('admin', 'POST', `/api/users/${member.id}/deactivate`)).statusCode).toBe(200)
    const res = await as('support', 'POST', `/api/users/${member.id}/reactivate`)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual(refusal('Only an admin can reactivate a support member: staff accounts reach every home.'))
    expect(await isActive(member.id)).toBe(false)
    expect((await as('admin', 'POST', `/api/users/${member.id}/reactivate`)).statusCode).toBe(200)
    expect(await isActive(member.id)).toBe(true)
  })

  it("refuses support editing a support member's name", async () => {
    const res = await as('support', 'PATCH', `/api/users/${ids.colleague}`, { firstName: 'Renamed' })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual(refusal('Only an admin can edit a support member: staff accounts reach every home.'))
    expect((await t.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, ids.colleague!)))[0]!.firstName).not.toBe('Renamed')
  })

  it('refuses support every change to an admin, saying why', async () => {
    for (const [verb, method, url, payload] of [
      ['edit', 'PATCH', `/api/users/${ids.otherAdmin}`, { firstName: 'Renamed' }],
      ['deactivate', 'POST', `/api/users/${ids.otherAdmin}/deactivate`],
      ['reactivate', 'POST', `/api/users/${ids.otherAdmin}/reactivate`],
    ] as const) {
      const res = await as('support', method, url, payload)
      expect(res.statusCode, verb).toBe(403)
      expect(res.json()).toEqual(refusal(`Only an admin can ${verb} an admin: staff accounts reach every home.`))
    }
    expect(await isActive(ids.otherAdmin!)).toBe(true)
  })

  it('lets an admin deactivate another admin or a support member, which ends their sessions at once', async () => {
    for (const who of ['colleague', 'otherAdmin']) {
      expect((await as('admin', 'POST', `/api/users/${ids[who]}/deactivate`)).json()).toMatchObject({ isActive: false })
      expect((await as(who, 'GET', '/api/auth/user')).statusCode, who).toBe(401)
      // and support, asked to undo it, is refused
      expect((await as('support', 'POST', `/api/users/${ids[who]}/reactivate`)).statusCode).toBe(403)
    }
  })
})
