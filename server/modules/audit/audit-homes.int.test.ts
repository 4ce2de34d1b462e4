import { describe, expect, it } from 'vitest'
import { auditLog } from '../../db/platform-schema'
import { useSignedInApp } from '../../test/signed-in-app'

const t = useSignedInApp({
  admin: { role: 'admin', firstName: 'Ada', lastName: 'Admin' },
  support: { role: 'support', firstName: 'Sam', lastName: 'Support' },
  home: { role: 'client', firstName: 'Harper', lastName: 'Hale' },
})
const { ids, cookie } = t

const as = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const scoped = who === 'home' || url.startsWith('/api/audit') ? url : `${url}${url.includes('?') ? '&' : '?'}clientId=${ids.home}`
  return t.app.inject({ method, url: scoped, headers: { cookie: cookie[who]! }, ...(payload ? { payload } : {}) })
}

interface Entry {
  id: number
  action: string
  targetId: string | null
  circleId: string | null
  circleName: string | null
  actorName: string | null
  details: Record<string, unknown> | null
}
const trail = async (query = '') => (await as('admin', 'GET', `/api/audit${query}`)).json() as { entries: Entry[]; nextBefore: number | null }

describe('what happens in a home is on the trail, with the home named', () => {
  it('records a sensor deleted with its history, saying which sensor', async () => {
    const sensor = (await as('support', 'POST', '/api/devices', { name: 'Hall sensor', location: 'Hallway', deviceId: 'MSH-AUDIT001', isActive: true })).json()
    expect((await as('support', 'DELETE', `/api/devices/${sensor.id}`)).statusCode).toBe(204)
    const entry = (await trail()).entries.find((e) => e.action === 'sensor.deleted')
    expect(entry).toMatchObject({
      targetId: sensor.id,
      circleId: ids.home,
      circleName: 'Harper Hale',
      actorName: 'Sam Support',
      details: { name: 'Hall sensor', location: 'Hallway', deviceId: 'MSH-AUDIT001' },
    })
  })

  it('records a note edited (the fields that changed, not the words) and a note deleted', async () => {
    const note = (await as('home', 'POST', '/api/care-notes', { content: 'Tablets at 8.' })).statusCode
    expect(note).toBe(403)
    const written = (await as('admin', 'POST', '/api/care-notes', { category: 'medication', content: 'Tablets at 8.' })).json()
    expect((await as('support', 'PUT', `/api/care-notes/${written.id}`, { category: 'medication', content: 'Tablets at 9.' })).statusCode).toBe(200)
    expect((await as('support', 'DELETE', `/api/care-notes/${written.id}`)).statusCode).toBe(204)
    const { entries } = await trail()
    expect(entries.find((e) => e.action === 'care_note.edited')).toMatchObject({
      targetId: written.id,
      circleName: 'Harper Hale',
      actorName: 'Sam Support',
      details: { authorId: ids.admin, category: 'medication', changed: ['content'] },
    })
    const deleted = entries.find((e) => e.action === 'care_note.deleted')
    expect(deleted).toMatchObject({ targetId: written.id, circleName: 'Harper Hale', details: { authorId: ids.admin, category: 'medication', isPrivate: false } })
    expect(JSON.stringify(entries)).not.toContain('Tablets at')
  })

  it('names the home on a resolved alert, and an entry without a home names none', async () => {
    const alert = (await as('home', 'POST', '/api/alerts/emergency')).json()
    expect((await as('support', 'PUT', `/api/alerts/${alert.id}/resolve`)).statusCode).toBe(200)
    const { entries } = await trail()
    expect(entries.find((e) => e.action === 'alert.resolved')).toMatchObject({ targetId: alert.id, circleName: 'Harper Hale' })
    expect(entries.find((e) => e.action === 'auth.sign_in')).toMatchObject({ circleId: null, circleName: null })
  })
})

describe('narrowing the trail by kind', () => {
  it('hides sign-ins, or shows one kind only, and pages within the kind', async () => {
    const noSignIns = await trail('?kind=no_sign_ins')
    expect(noSignIns.entries.length).toBeGreaterThan(0)
    expect(noSignIns.entries.some((e) => e.action.startsWith('auth.'))).toBe(false)
    const signIns = await trail('?kind=sign_ins')
    expect(signIns.entries.map((e) => e.action)).toEqual(['auth.sign_in', 'auth.sign_in', 'auth.sign_in'])
    const homes = await trail('?kind=homes')
    expect(new Set(homes.entries.map((e) => e.action))).toEqual(new Set(['sensor.deleted', 'care_note.edited', 'care_note.deleted', 'alert.resolved']))
    expect((await as('admin', 'GET', '/api/audit?kind=gossip')).statusCode).toBe(400)
  })

  it('pages through one kind: the next page holds the older entries of that kind only', async () => {
    // 120 rows more: 40 costs recorded among 80 sign-ins
    const rows = Array.from({ length: 120 }, (_, i) => ({ action: i % 3 === 0 ? 'cost.recorded' : 'auth.sign_in', details: { n: i } }))
    await t.db.insert(auditLog).values(rows)
    const pageOne = await trail('?kind=sign_ins')
    expect(pageOne.entries).toHaveLength(50)
    expect(pageOne.nextBefore).not.toBeNull()
    const pageTwo = await trail(`?kind=sign_ins&before=${pageOne.nextBefore}`)
    // 80 written here and the 3 sign-ins of the test's people
    expect(pageTwo.entries).toHaveLength(33)
    expect(pageTwo.nextBefore).toBeNull()
    expect(pageTwo.entries.every((e) => e.action === 'auth.sign_in' && e.id < pageOne.nextBefore!)).toBe(true)
    const billing = await trail('?kind=billing')
    expect(billing.entries).toHaveLength(40)
    expect(billing.entries.every((e) => e.action === 'cost.recorded')).toBe(true)
  })
})
