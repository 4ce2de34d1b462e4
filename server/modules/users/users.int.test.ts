import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '../../db/platform-schema'
import { TEST_PASSWORD } from '../../test/make'
import { useSignedInApp } from '../../test/signed-in-app'
import { signIn } from '../../test/test-app'

const t = useSignedInApp({
  admin: { role: 'admin', firstName: 'Ada', lastName: 'Admin' },
  otherAdmin: { role: 'admin', firstName: 'Otto', lastName: 'Admin' },
  support: { role: 'support', firstName: 'Sam', lastName: 'Support', email: 'sam@help.example' },
  carer: { role: 'carer', firstName: 'Cora', lastName: 'Carer' },
  client: { role: 'client', firstName: 'Clem', lastName: 'Client' },
})
const { make, ids, cookie, as } = t

describe('user management', () => {
  it('lists people with search, role filter and counts over everyone', async () => {
    const all = (await as('support', 'GET', '/api/users')).json()
    expect(all.stats).toEqual({ total: 5, admins: 2, support: 1, carers: 1, clients: 1 })
    expect(all.users[0]).not.toHaveProperty('passwordHash')
    const byName = (await as('support', 'GET', '/api/users?search=cora')).json()
    expect(byName.users.map((u: { firstName: string }) => u.firstName)).toEqual(['Cora'])
    const byMail = (await as('support', 'GET', '/api/users?search=HELP.EXAMPLE')).json()
    expect(byMail.users).toHaveLength(1)
    const admins = (await as('admin', 'GET', '/api/users?role=admin')).json()
    expect(admins.users).toHaveLength(2)
    expect(admins.stats.total).toBe(5)
    const literal = (await as('admin', 'GET', '/api/users?search=%25')).json()
    expect(literal.users).toHaveLength(0)
  })

  it('edits names and roles, but support cannot grant admin or touch an admin', async () => {
    const edited = await as('support', 'PATCH', `/api/users/${ids.carer}`, { firstName: 'Corinne', role: 'client' })
    expect(edited.json()).toMatchObject({ firstName: 'Corinne', role: 'client' })
    expect((await as('support', 'PATCH', `/api/users/${ids.carer}`, { role: 'admin' })).statusCode).toBe(403)
    const onAdmin = await as('support', 'PATCH', `/api/users/${ids.admin}`, { firstName: 'X' })
    expect(onAdmin.json()).toEqual({ message: 'Only an admin can edit an admin: staff accounts reach every home.', code: 'FORBIDDEN' })
    expect((await as('admin', 'PATCH', `/api/users/${ids.carer}`, { role: 'carer' })).statusCode).toBe(200)
    expect((await as('admin', 'PATCH', `/api/users/${ids.admin}`, { role: 'client' })).statusCode).toBe(403)
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'user.role_changed'))
    expect(audit.map((a) => a.details)).toContainEqual({ from: 'carer', to: 'client' })
  })

  it('refuses a bad change with field messages', async () => {
    const res = await as('admin', 'PATCH', `/api/users/${ids.carer}`, { firstName: '', role: 'king' })
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json().details).sort()).toEqual(['firstName', 'role'])
  })

  it('says a name over 100 characters is too long, and which one', async () => {
    const res = await as('admin', 'PATCH', `/api/users/${ids.carer}`, { firstName: 'F'.repeat(101), lastName: 'L'.repeat(101) })
    expect(res.statusCode).toBe(400)
    expect(res.json().details).toEqual({
      firstName: ['First name must be at most 100 characters long.'],
      lastName: ['Last name must be at most 100 characters long.'],
    })
  })

  it('deactivates at once (sessions end, sign-in refused) and reactivates', async () => {
    const res = await as('support', 'POST', `/api/users/${ids.client}/deactivate`)
    expect(res.json()).toMatchObject({ isActive: false })
    expect((await as('client', 'GET', '/api/auth/user')).statusCode).toBe(401)
    await expect(signIn(t.app, (await as('admin', 'GET', `/api/users?search=Clem`)).json().users[0].email, TEST_PASSWORD)).rejects.toThrow()
    expect((await as('support', 'POST', `/api/users/${ids.client}/reactivate`)).json()).toMatchObject({ isActive: true })
    cookie.client = await signIn(t.app, (await as('admin', 'GET', `/api/users?search=Clem`)).json().users[0].email, TEST_PASSWORD)
    expect((await as('client', 'GET', '/api/auth/user')).statusCode).toBe(200)
    expect((await as('admin', 'POST', `/api/users/${ids.admin}/deactivate`)).statusCode).toBe(403)
  })

  it('lets only admins delete, never an admin row', async () => {
    const victim = await make.user('carer')
    expect((await as('support', 'DELETE', `/api/users/${victim.id}`)).statusCode).toBe(403)
    expect((await as('admin', 'DELETE', `/api/users/${ids.otherAdmin}`)).json()).toEqual({
      message: 'An admin account cannot be deleted',
      code: 'FORBIDDEN',
    })
    expect((await as('admin', 'DELETE', `/api/users/${victim.id}`)).statusCode).toBe(204)
    expect((await as('admin', 'DELETE', `/api/users/${victim.id}`)).statusCode).toBe(404)
  })
})
