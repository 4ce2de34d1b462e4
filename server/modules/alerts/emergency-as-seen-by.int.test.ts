import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { OpenAlertsOfEveryHome } from '../../../contracts/alerts'
import { alerts } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'

// The Emergency button's alert names who pressed it; the one who pressed it reads 'You pressed …'
// (as-seen-by.ts), wherever the alert is served to them, while what is stored keeps the name
const t = useSignedInApp({
  ada: { role: 'client', firstName: 'Ada', lastName: 'Lovelace' },
  bea: { role: 'client', firstName: 'Bea', lastName: 'Lovelace' },
  carer: { role: 'carer', firstName: 'Cora', lastName: 'Hale', in: 'ada' },
  support: { role: 'support', firstName: 'Sam', lastName: 'Pryce' },
  admin: 'admin',
})

const YOU = 'You pressed the Emergency button and asked for the emergency contacts to be notified.'
const named = (name: string) => `${name} pressed the Emergency button and asked for the emergency contacts to be notified.`

type Listed = { id: string; description: string }
const listed = async (who: string, query = '') => ((await t.as(who, 'GET', `/api/alerts${query}`)).json() as Listed[])[0]!
const stored = async (id: string) => (await t.db.select().from(alerts).where(eq(alerts.id, id)))[0]!.description

describe("the Emergency button's alert, as each person reads it", () => {
  it('says "You pressed …" to the person watched who pressed it, and names her to her circle', async () => {
    const pressed = await t.as('ada', 'POST', '/api/alerts/emergency')
    expect(pressed.statusCode).toBe(201)
    expect(pressed.json().description).toBe(YOU)
    const { id } = pressed.json() as Listed
    expect(await listed('ada')).toMatchObject({ id, description: YOU })
    expect(await listed('carer', `?clientId=${t.ids.ada}`)).toMatchObject({ id, description: named('Ada Lovelace') })
    // for e-mails, pushes and the home's copy of its data
    expect(await stored(id)).toBe(named('Ada Lovelace'))

    // Cora pressing it too finds the same alert, pressed by Ada
    const again = await t.as('carer', 'POST', `/api/alerts/emergency?clientId=${t.ids.ada}`)
    expect(again.json()).toMatchObject({ id, description: named('Ada Lovelace') })

    const resolved = await t.as('ada', 'PUT', '/api/alerts/' + id + '/resolve')
    expect(resolved.json()).toMatchObject({ isResolved: true, description: YOU })
    expect(await stored(id)).toBe(named('Ada Lovelace'))
  })

  it("says it to staff who pressed a home's button, in All homes too, and names them to other staff", async () => {
    const pressed = await t.as('support', 'POST', `/api/alerts/emergency?clientId=${t.ids.bea}`)
    expect(pressed.json().description).toBe(YOU)
    const { id } = pressed.json() as Listed
    const everyHome = async (who: string) => ((await t.as(who, 'GET', '/api/alerts/open?scope=all')).json() as OpenAlertsOfEveryHome).alerts.find((a) => a.id === id)
    expect(await everyHome('support')).toMatchObject({ description: YOU })
    expect(await everyHome('admin')).toMatchObject({ description: named('Sam Pryce') })
    expect(await listed('bea')).toMatchObject({ id, description: named('Sam Pryce') })
  })
})
