// Whether a person has a way in (signs-in.ts): an e-mail, or a linked Google or Facebook account. A home added
// for someone with no e-mail who later linked an account signs in with it: User Management says so, and the
// home's people page lets staff give the number only of one who does not.
import { afterAll, describe, expect, it } from 'vitest'
import { userIdentities } from '../../db/platform-schema'
import { createLiveBus } from '../../lib/live-bus'
import { useSignedInApp } from '../../test/signed-in-app'

const bus = await createLiveBus()
afterAll(() => bus.close())
const t = useSignedInApp({ support: 'support' }, { live: bus })

const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: t.cookie.support! }, ...(payload ? { payload } : {}) })
const addHome = async (lastName: string) =>
  (await as('POST', '/api/users/homes', { firstName: 'Ida', lastName, phone: '+44 7700 900555', timeZone: 'Europe/London' })).json().clientId as string
const listed = async (lastName: string) => ((await as('GET', `/api/users?search=${lastName}`)).json().users as { id: string; signsIn: boolean }[])[0]
const member = async (home: string) =>
  ((await as('GET', `/api/circle/members?clientId=${home}`)).json() as { id: string; mayEditPhone: boolean }[]).find((p) => p.id === home)

describe('whether someone with no e-mail signs in', () => {
  it('says a home whose person linked a Google account signs in, and one with none does not', async () => {
    const linked = await addHome('Linkedaccount')
    const none = await addHome('Noaccount')
    await t.db.insert(userIdentities).values({ userId: linked, provider: 'google', subject: `g-${linked}`, email: null })

    expect(await listed('Linkedaccount')).toMatchObject({ id: linked, signsIn: true })
    expect(await listed('Noaccount')).toMatchObject({ id: none, signsIn: false })
    // staff give the number of a person who does not sign in; one who does gives their own
    expect(await member(linked)).toMatchObject({ mayEditPhone: false })
    expect(await member(none)).toMatchObject({ mayEditPhone: true })
  })
})
