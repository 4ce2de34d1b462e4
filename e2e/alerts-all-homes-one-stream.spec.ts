// One live stream per tab on staff's All homes (decision 0076): a browser shares six connections to the
// host among all its tabs, and a page that held its home's stream and every home's beside it used two.
// An init script counts the page's EventSources: every one made, and those still open.
import { expect, test, type Page } from '@playwright/test'
import { keepStreams } from './fixtures/event-streams'
import { apiAsRole, newCircle, raiseEmergency, watchCircle } from './fixtures/seed-circle'
import { signInAt } from './fixtures/session'
import { at } from './fixtures/home-address'

test.beforeEach(() => test.slow())

/** well within the list's half-minute read (get-open-alerts.ts): what shows by then came live */
const LIVE = 10_000

/** The address (path and query) of each stream not closed */
const openStreams = (page: Page) =>
  page.evaluate(() => (window.streamsMade ?? []).filter((s) => s.readyState !== EventSource.CLOSED).map((s) => new URL(s.url).pathname + new URL(s.url).search))

const list = (page: Page) => page.getByRole('region', { name: 'Open alerts of every home' })

test("support's All homes holds one stream, which still brings another home's news and the picked home's", async ({ page }) => {
  await keepStreams(page)
  const picked = await newCircle('Pia')
  const elsewhere = await newCircle('Opal')
  const alert = await raiseEmergency(elsewhere.api, elsewhere.clientId)
  await watchCircle(page, picked.clientId)
  await signInAt(page, 'support', '/alerts?view=all')
  await page.getByPlaceholder('Search alerts...').fill(elsewhere.lastName)
  const card = list(page).getByRole('article').filter({ hasText: elsewhere.email })
  await expect(card).toHaveCount(1)

  // one stream: every home's alerts, with the home picked in the top bar
  const onAllHomes = [`/api/live/every-home?clientId=${picked.clientId}`]
  await expect.poll(() => openStreams(page)).toEqual(onAllHomes)

  // another home: an admin starts contacting the family, and this list says so at once
  const admin = await apiAsRole('admin')
  expect((await admin.post(`/api/alerts/${alert.id}/responses?clientId=${elsewhere.clientId}`, { data: { action: 'contact' } })).status()).toBe(204)
  await expect(card.getByRole('list', { name: 'Responding' })).toContainText('is contacting them', { timeout: LIVE })

  // the picked home: its new alert reaches the same stream (the list, and the top bar's count)
  await raiseEmergency(picked.api, picked.clientId)
  await page.getByPlaceholder('Search alerts...').fill(picked.lastName)
  await expect(list(page).getByRole('article').filter({ hasText: picked.email })).toHaveCount(1, { timeout: LIVE })
  expect(await openStreams(page)).toEqual(onAllHomes)

  // this home's view: its own stream instead, never both
  await page.getByRole('navigation', { name: 'Whose alerts' }).getByRole('link', { name: 'This home' }).click()
  await expect(page).toHaveURL(at('/alerts'))
  await expect.poll(() => openStreams(page)).toEqual([`/api/live?clientId=${picked.clientId}`])
  await page.goBack()
  await expect(list(page)).toBeVisible()
  await expect.poll(() => openStreams(page)).toEqual(onAllHomes)
  await admin.dispose()
})
