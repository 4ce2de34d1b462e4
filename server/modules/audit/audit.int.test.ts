import { describe, expect, it } from 'vitest'
import { auditLog } from '../../db/platform-schema'
import { useSignedInApp } from '../../test/signed-in-app'

// each test makes and signs in its own people: the trail it reads is of their doing
const t = useSignedInApp({})

interface Entry {
  id: number
  action: string
  actorName: string | null
  actorEmail: string | null
  targetName: string | null
  ip: string | null
}

describe('reading the audit trail', () => {
  it('names who acted and on whom, as they are called now, newest first', async () => {
    const { make } = t
    const admin = await make.user('admin', { firstName: 'Ada', lastName: 'Admin' })
    const carer = await make.user('carer', { firstName: 'Cora', lastName: 'Carer' })
    const cookie = await t.signIn(admin)
    const as = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })
    expect((await as('PATCH', `/api/users/${carer.id}`, { role: 'support' })).statusCode).toBe(200)
    expect((await as('PATCH', `/api/users/${carer.id}`, { firstName: 'Corinne' })).statusCode).toBe(200)

    const { entries } = (await as('GET', '/api/audit')).json() as { entries: Entry[] }
    const ids = entries.map((e) => e.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(entries[0]).toMatchObject({ action: 'user.updated', actorName: 'Ada Admin', targetName: 'Corinne Carer' })
    expect(entries[1]).toMatchObject({ action: 'user.role_changed', actorName: 'Ada Admin', targetName: 'Corinne Carer' })
    expect(entries.find((e) => e.action === 'auth.sign_in')).toMatchObject({ actorName: 'Ada Admin', actorEmail: admin.email, targetName: null })
    expect(entries[0]!.ip).toBeTruthy()
  })

  it('names a person only on rows about a user, and a target id that is not a user id names nobody', async () => {
    const { make } = t
    const admin = await make.user('admin', { firstName: 'Ada', lastName: 'Admin' })
    const carer = await make.user('carer', { firstName: 'Cora', lastName: 'Carer' })
    await t.db.insert(auditLog).values([
      { action: 'user.deactivated', targetType: 'user', targetId: carer.id },
      // a sensor whose id happens to be a person's, and a target id no uuid could be
      { action: 'sensor.deleted', targetType: 'sensor', targetId: carer.id },
      { action: 'user.deleted', targetType: 'user', targetId: 'not-a-uuid' },
    ])
    const cookie = await t.signIn(admin)
    const res = await t.app.inject({ method: 'GET', url: '/api/audit', headers: { cookie } })
    expect(res.statusCode).toBe(200)
    const entries = (res.json() as { entries: (Entry & { targetId: string })[] }).entries
    const named = (action: string, targetId: string) => entries.find((e) => e.action === action && e.targetId === targetId)?.targetName
    expect(named('user.deactivated', carer.id)).toBe('Cora Carer')
    expect(named('sensor.deleted', carer.id)).toBeNull()
    expect(named('user.deleted', 'not-a-uuid')).toBeNull()
  })
})
