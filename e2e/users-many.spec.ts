// User Management with many people (decision 0121): the first 50 A–Z, and 'Show 50 more' reads the next
// from the server, as the Resolved tab shows its alerts (decision 0119). The search still finds among every
// account, shown or not. 120 homes added with Add Home (no password to hash), named apart from the rest
// of the shared server's people. Someone added by a colleague between two 'Show 50 more' shows nobody twice
// (decision 0128: read by offset, the 50th came again as the 51st).
import { expect, test, type Page } from '@playwright/test'
import { apiAsRole } from './fixtures/seed-circle'
import { login } from './fixtures/session'

test.beforeEach(() => test.slow())

const MANY = 120
const rows = (page: Page) => page.locator('tbody tr')
const status = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing the first/ })
const search = (page: Page) => page.getByPlaceholder('Search users by name or email...')
const name = (lastName: string, i: number) => `${lastName} ${String(i).padStart(3, '0')}`
/** the numbers of the people of `lastName` on screen, in order ('005a' for one added after '005') */
const numbersShown = async (page: Page, lastName: string) => (await rows(page).allTextContents()).map((text) => text.match(new RegExp(`${lastName} (\\d{3}a?)`))?.[1])
/** '000' … n, with 'a' after `added` */
const upTo = (n: number, added: number) => Array.from({ length: n + 1 }, (_, i) => String(i).padStart(3, '0')).flatMap((s, i) => (i === added ? [s, `${s}a`] : [s]))

test('an admin with many people sees the first 50, shows 50 more at a time, and finds anyone by search', async ({ page }) => {
  const lastName = `Paged${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  const admin = await apiAsRole('admin')
  for (let i = 0; i < MANY; i += 20) {
    const batch = Array.from({ length: Math.min(20, MANY - i) }, (_, j) => admin.post('/api/users/homes', { data: { firstName: 'Hana', lastName: name(lastName, i + j) } }))
    for (const res of await Promise.all(batch)) expect(res.status()).toBe(201)
  }
  await admin.dispose()

  // the shared server has more people than a page: 50 shown at first, and how many there are
  await login(page, 'admin')
  const users = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/users')
  await page.goto('/users')
  const total = ((await (await users).json()) as { matching: number }).matching
  expect(total).toBeGreaterThanOrEqual(MANY)
  await expect(rows(page)).toHaveCount(50)
  await expect(status(page)).toHaveText(`Showing the first 50 of ${total.toLocaleString('en-GB')} users, A–Z by last name.`)
  await expect(page.getByRole('button', { name: 'Show 50 more' })).toBeVisible()

  // the search is the server's: every one of the 120, of whom 50 are shown
  await search(page).fill(lastName)
  await expect(status(page)).toHaveText(`Showing the first 50 of ${MANY} users, A–Z by last name.`)
  await expect(rows(page)).toHaveCount(50)
  await expect(rows(page).first()).toContainText(`Hana ${name(lastName, 0)}`)
  await expect(rows(page).last()).toContainText(`Hana ${name(lastName, 49)}`)

  // a colleague adds a home named to come sixth meanwhile; Show 50 more: the next 50, A–Z, from the 51st, and the
  // first of them takes focus. The count changed, so the list is read again: each person once, the new one with them
  const colleague = await apiAsRole('admin')
  expect((await colleague.post('/api/users/homes', { data: { firstName: 'Hana', lastName: `${name(lastName, 5)}a` } })).status()).toBe(201)
  await colleague.dispose()
  await page.getByRole('button', { name: 'Show 50 more' }).click()
  await expect(rows(page).filter({ hasText: `Hana ${name(lastName, 50)}` }).getByRole('button', { name: /^Actions for/ })).toBeFocused()
  await expect.poll(() => numbersShown(page, lastName)).toEqual(upTo(98, 5))
  await expect(status(page)).toHaveText(`Showing the first 100 of ${MANY + 1} users, A–Z by last name.`)

  // the last 21: then every match is shown, and neither the line nor the button stays
  await page.getByRole('button', { name: 'Show 21 more' }).click()
  await expect(rows(page)).toHaveCount(MANY + 1)
  await expect(rows(page).last()).toContainText(`Hana ${name(lastName, MANY - 1)}`)
  await expect(status(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Show \d+ more$/ })).toHaveCount(0)

  // someone far past the first page, found by search alone
  await search(page).fill(name(lastName, 117))
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page)).toContainText(`Hana ${name(lastName, 117)}`)
})
