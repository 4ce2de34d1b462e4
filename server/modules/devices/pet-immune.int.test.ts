// In a home with a pet, the family marks a motion sensor the pet cannot set off (a pet-immune sensor, or
// a room the pet is kept out of): the engine then takes its movement as the person's. Carers and staff
// mark it; the person watched reads it; only a motion sensor can carry it.
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/platform-schema'
import { devices } from '../../db/schema'
import { TWO_HOMES_AND_SUPPORT, useSignedInApp } from '../../test/signed-in-app'

const t = useSignedInApp(TWO_HOMES_AND_SUPPORT, { hear: ['home'] })
const { ids, cookie: cookies } = t
const heard = t.heard.home!
const sensors: Record<'bathroom' | 'fridge' | 'elsewhere', string> = { bathroom: '', fridge: '', elsewhere: '' }

beforeAll(async () => {
  const fit = async (userId: string, name: string, location: string, kind: 'motion' | 'contact') =>
    (await t.db.insert(devices).values({ userId, name, location, kind, deviceId: `MSH-${name.toUpperCase()}-${userId.slice(0, 4)}` }).returning())[0]!.id
  sensors.bathroom = await fit(ids.home!, 'Bathroom', 'Bathroom', 'motion')
  sensors.fridge = await fit(ids.home!, 'Fridge', 'Kitchen', 'contact')
  sensors.elsewhere = await fit(ids.elsewhere!, 'Landing', 'Landing', 'motion')
})

const put = (who: string, id: string, payload: object, clientId = ids.home) =>
  t.app.inject({ method: 'PUT', url: `/api/devices/${id}?clientId=${clientId}`, headers: { cookie: cookies[who]! }, payload })
const list = async (who: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/devices?clientId=${ids.home}`, headers: { cookie: cookies[who]! } })).json() as { id: string; name: string; petImmune: boolean }[]
const stored = async (id: string) => (await t.db.select({ petImmune: devices.petImmune }).from(devices).where(eq(devices.id, id)))[0]!.petImmune
const audits = () =>
  t.db.select().from(auditLog).where(and(eq(auditLog.action, 'sensor.pet_immune_changed'), eq(auditLog.circleId, ids.home!))).orderBy(auditLog.id)
const deviceChanges = () => heard.filter((e) => e.type === 'devices.changed')

describe('a motion sensor the pet cannot set off', () => {
  it('is not marked until a carer says so; then everyone in the circle reads it, and the rest of the sensor is as it was', async () => {
    expect((await list('home')).map((s) => [s.name, s.petImmune])).toEqual([
      ['Bathroom', false],
      ['Fridge', false],
    ])
    const res = await put('carer', sensors.bathroom, { petImmune: true })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: sensors.bathroom, name: 'Bathroom', location: 'Bathroom', kind: 'motion', isActive: true, petImmune: true })
    expect((await list('home')).find((s) => s.id === sensors.bathroom)?.petImmune).toBe(true)
    expect(await stored(sensors.bathroom)).toBe(true)
  })

  it('is recorded on the audit trail and told to open pages once; marking it again records and tells nothing', async () => {
    const [entry, ...more] = await audits()
    expect(more).toEqual([])
    expect(entry).toMatchObject({ actorId: ids.carer, targetType: 'device', targetId: sensors.bathroom, details: { name: 'Bathroom', location: 'Bathroom', from: false, to: true } })
    await expect.poll(deviceChanges).toEqual([{ type: 'devices.changed', circleId: ids.home }])
    expect((await put('carer', sensors.bathroom, { petImmune: true })).json()).toMatchObject({ petImmune: true })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(deviceChanges()).toHaveLength(1)
    // the form's edit of its name leaves the mark as it is: open pages are told of the name, the trail of nothing
    const renamed = await put('carer', sensors.bathroom, { name: 'Bathroom sensor', location: 'Bathroom', deviceId: `MSH-BATHROOM-${ids.home!.slice(0, 4)}` })
    expect(renamed.json()).toMatchObject({ name: 'Bathroom sensor', petImmune: true })
    await expect.poll(deviceChanges).toHaveLength(2)
    expect(await audits()).toHaveLength(1)
  })

  it('is taken back by staff, recorded from marked to not', async () => {
    expect((await put('support', sensors.bathroom, { petImmune: false })).json()).toMatchObject({ name: 'Bathroom sensor', petImmune: false })
    expect((await audits()).at(-1)).toMatchObject({ actorId: ids.support, details: { name: 'Bathroom sensor', from: true, to: false } })
    await expect.poll(() => deviceChanges().length).toBe(3)
    expect(await stored(sensors.bathroom)).toBe(false)
  })

  it('cannot be marked by the person watched', async () => {
    expect((await put('home', sensors.bathroom, { petImmune: true })).statusCode).toBe(403)
    expect(await stored(sensors.bathroom)).toBe(false)
  })

  it.each([
    ['a string', { petImmune: 'true' }],
    ['a number', { petImmune: 1 }],
    ['null', { petImmune: null }],
  ])('refuses %s, naming petImmune, and keeps the stored mark', async (_, body) => {
    const res = await put('carer', sensors.bathroom, body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'Invalid request: petImmune must be true or false', code: 'VALIDATION', details: { petImmune: ['petImmune must be true or false'] } })
    expect(await stored(sensors.bathroom)).toBe(false)
  })

  it('is refused on a sensor that is not a motion sensor, and so lost by one made another kind', async () => {
    const fridge = await put('carer', sensors.fridge, { petImmune: true })
    expect(fridge.statusCode).toBe(400)
    expect(fridge.json()).toEqual({
      message: 'petImmune: only a motion sensor can be marked as one the pet cannot set off',
      code: 'VALIDATION',
      details: { petImmune: ['only a motion sensor can be marked as one the pet cannot set off'] },
    })
    expect(await stored(sensors.fridge)).toBe(false)
    // saying it is not marked is always fine
    expect((await put('carer', sensors.fridge, { petImmune: false })).statusCode).toBe(200)

    const form = { name: 'Bathroom sensor', location: 'Bathroom', deviceId: `MSH-BATHROOM-${ids.home!.slice(0, 4)}` }
    const madeDoor = await put('carer', sensors.bathroom, { ...form, kind: 'contact', petImmune: true })
    expect(madeDoor.statusCode).toBe(400)
    expect(madeDoor.json().details).toEqual({ petImmune: ['only a motion sensor can be marked as one the pet cannot set off'] })
    expect((await t.db.select({ kind: devices.kind }).from(devices).where(eq(devices.id, sensors.bathroom)))[0]!.kind).toBe('motion')

    await put('carer', sensors.bathroom, { petImmune: true })
    const changed = await put('carer', sensors.bathroom, { ...form, kind: 'contact' })
    expect(changed.json()).toMatchObject({ kind: 'contact', petImmune: false })
    expect((await audits()).at(-1)).toMatchObject({ details: { from: true, to: false } })
    // a motion sensor again: not the pet's until the family says so again
    expect((await put('carer', sensors.bathroom, { ...form, kind: 'motion' })).json()).toMatchObject({ kind: 'motion', petImmune: false })
  })

  it("is not changed by another home's carer, nor for a sensor of another home", async () => {
    expect((await put('otherCarer', sensors.bathroom, { petImmune: true })).statusCode).toBe(404)
    expect((await put('carer', sensors.elsewhere, { petImmune: true })).statusCode).toBe(404)
    expect(await stored(sensors.bathroom)).toBe(false)
    expect(await stored(sensors.elsewhere)).toBe(false)
  })
})
