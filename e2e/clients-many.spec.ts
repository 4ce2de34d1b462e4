// Client Management with many homes (decision 0127), as User Management pages its people (decision 0121): the
// first 50 A–Z, and 'Show 50 more' reads the next from the server; the search still finds among every home,
// shown or not. It listed the first 200 with no way past them but a search. 120 homes added with Add Home
// (no password to hash), named apart from the rest of the shared server's homes. A home removed by a colleague
// between two 'Show 50 more' skips no other (decision 0128: read by offset, the 51st was never shown).
import { expect, test, type Page } from '@playwright/test'
import type { BusinessClientList } from '../contracts/business'
import { apiAsRole } from './fixtures/seed-circle'
import { signInAt } from './fixtures/session'

test.beforeEach(() => test.slow())

const MANY = 120
const rows = (page: Page) => page.locator('tbody tr')
const status = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing the first/ })
const search = (page: Page) => page.getByPlaceholder('Search clients by name, email or phone...')
const name = (lastName: string, i: number) => `${lastName} ${String(i).padStart(3, '0')}`
const isClientsRead = (res: { url: () => string }) => new URL(res.url()).pathname === '/api/business/clients'
/** the numbers of the homes of `lastName` on screen, in order */
const numbersShown = async (page: Page, lastName: string) => (await rows(page).allTextContents()).map((text) => Number(text.match(new RegExp(`${lastName} (\\d{3})`))?.[1]))
/** 0 … n */
const upTo = (n: number) => Array.from({ length: n + 1 }, (_, i) => i)

test('an admin with many homes sees the first 50, shows 50 more at a time, reaches the last, and finds any by search', async ({ page }) => {
  const lastName = `Homes${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  const admin = await apiAsRole('admin')
  const ids: string[] = []
  for (let i = 0; i < MANY; i += 20) {
    const batch = Array.from({ length: Math.min(20, MANY - i) }, (_, j) => admin.post('/api/users/homes', { data: { firstName: 'Ines', lastName: name(lastName, i + j) } }))
    for (const res of await Promise.all(batch)) {
      expect(res.status()).toBe(201)
      ids.push(((await res.json()) as { clientId: string }).clientId)
    }
  }
  await admin.dispose()

  // the shared server has more homes than a page: 50 shown at first, and how many there are
  await signInAt(page, 'admin', '/business')
  const clients = page.waitForResponse(isClientsRead)
  await page.getByRole('tab', { name: 'Client Management' }).click()
  const total = ((await (await clients).json()) as BusinessClientList).matching
  expect(total).toBeGreaterThanOrEqual(MANY)
  await expect(rows(page)).toHaveCount(50)
  await expect(status(page)).toHaveText(`Showing the first 50 of ${total.toLocaleString('en-GB')} clients, A–Z by last name.`)
  await expect(page.getByRole('button', { name: 'Show 50 more' })).toBeVisible()

  // the search is the server's: every one of the 120, of whom 50 are shown
  await search(page).fill(lastName)
  await expect(status(page)).toHaveText(`Showing the first 50 of ${MANY} clients, A–Z by last name.`)
  await expect(rows(page)).toHaveCount(50)
  await expect(rows(page).first()).toContainText(`Ines ${name(lastName, 0)}`)
  await expect(rows(page).last()).toContainText(`Ines ${name(lastName, 49)}`)

  // a colleague removes the 11th home meanwhile; Show 50 more: the next 50, A–Z, from the 51st, and the first
  // of them takes focus. The count changed, so the list is read again: each home once, the one removed gone
  const colleague = await apiAsRole('admin')
  expect((await colleague.delete(`/api/users/${ids[10]}`)).status()).toBe(204)
  await colleague.dispose()
  await page.getByRole('button', { name: 'Show 50 more' }).click()
  await expect(rows(page).filter({ hasText: `Ines ${name(lastName, 50)}` }).getByRole('button', { name: /^Manage/ })).toBeFocused()
  await expect.poll(() => numbersShown(page, lastName)).toEqual(upTo(100).filter((i) => i !== 10))
  await expect(status(page)).toHaveText(`Showing the first 100 of ${MANY - 1} clients, A–Z by last name.`)

  // the last 19: then every match is shown, and neither the line nor the button stays
  await page.getByRole('button', { name: 'Show 19 more' }).click()
  await expect(rows(page)).toHaveCount(MANY - 1)
  await expect(rows(page).last()).toContainText(`Ines ${name(lastName, MANY - 1)}`)
  await expect(status(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Show \d+ more$/ })).toHaveCount(0)

  // a home far past the first page, found by search alone, and its dashboard reached from its row
  await search(page).fill(name(lastName, 117))
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page)).toContainText(`Ines ${name(lastName, 117)}`)
  await rows(page).getByRole('link', { name: /^Open Dashboard of/ }).click()
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?home=${ids[117]}$`))
})
