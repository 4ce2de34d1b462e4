// An admin with forty homes has two Joan Taylors added with Add Home (no e-mail). Client Management
// and User Management tell them apart by the number staff gave (or, with none, the home's tag), find
// each by that number however it is typed, name the right one in Manage Subscription, and open the
// home's dashboard from its row by a link.
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'
import type { AddedHome } from '../contracts/users'
import { circlePicker } from './fixtures/circle-picker'
import { apiAsRole } from './fixtures/seed-circle'
import { login, signInAt } from './fixtures/session'
import { at } from './fixtures/home-address'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })

interface Joan {
  id: string
  name: string
  phone: string | null
}

/** Three homes of one name of this journey's own: two with a number each (other journeys' numbers differ), one with none */
async function addJoans(staff: APIRequestContext): Promise<[Joan, Joan, Joan]> {
  const lastName = `Taylor-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  const digits = String(Math.floor(Math.random() * 1e5)).padStart(5, '0')
  const phones = [`07700 9${digits}`, `+44 7711 8${digits}`, null]
  const joans = []
  for (const phone of phones) {
    const res = await staff.post('/api/users/homes', { data: { firstName: 'Joan', lastName, ...(phone ? { phone } : {}) } })
    expect(res.status(), await res.text()).toBe(201)
    const home = (await res.json()) as AddedHome
    joans.push({ id: home.clientId, name: `Joan ${lastName}`, phone })
  }
  return joans as [Joan, Joan, Joan]
}

const homeTag = (joan: Joan) => `home ${joan.id.slice(0, 8)}`

/** The home the tab opened on is this Joan: the picker's title names her as its list does (no e-mail, her home) */
async function expectDashboardOf(page: Page, joan: Joan) {
  await expect(page.getByRole('heading', { level: 1, name: `Monitoring ${joan.name}` })).toBeVisible()
  await expect(circlePicker(page)).toHaveAttribute('title', `${joan.name} · No e-mail · ${homeTag(joan)}`)
  await expect(page).toHaveURL(at('/dashboard', { home: joan.id }))
}

test.beforeEach(() => test.slow())

test('Client Management tells two Joan Taylors apart, finds each by phone, names her in Manage and opens her dashboard', async ({ page }) => {
  const admin = await apiAsRole('admin')
  const [first, second, third] = await addJoans(admin)
  await admin.dispose()

  await signInAt(page, 'admin', '/business')
  await page.getByRole('tab', { name: 'Client Management' }).click()
  const search = page.getByLabel('Search clients')
  await search.fill(first.name)
  const row = (joan: Joan) => page.locator(`tr[data-client-id="${joan.id}"]`)
  await expect(page.locator('tbody tr')).toHaveCount(3)
  // under each name what tells them apart: the number, or without one the home's tag
  await expect(row(first).locator('[data-client-detail]')).toHaveText(first.phone!)
  await expect(row(second).locator('[data-client-detail]')).toHaveText(second.phone!)
  await expect(row(third).locator('[data-client-detail]')).toHaveText(homeTag(third))

  // each found by her number, typed without its spaces or with dashes
  await search.fill(first.phone!.replace(/\s/g, ''))
  await expect(page.locator('tbody tr')).toHaveCount(1)
  await expect(row(first)).toBeVisible()
  await search.fill(second.phone!.replace(/\s/g, '-'))
  await expect(page.locator('tbody tr')).toHaveCount(1)
  await expect(row(second)).toBeVisible()

  // Manage Subscription says whose plan it sets
  await row(second).getByRole('button', { name: /^Manage/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Manage Subscription' })
  await expect(dialog.getByText(`Set the plan, price and status of ${second.name}'s subscription (${second.phone}).`, { exact: true })).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()

  // the row leads to her home, by a link (so it may open in a new tab)
  await search.fill(first.name)
  const open = row(third).getByRole('link', { name: /^Open Dashboard/ })
  await expect(open).toHaveAttribute('href', `/dashboard?home=${third.id}`)
  await open.click()
  await expectDashboardOf(page, third)
})

test("User Management finds a client by the number staff gave, shows it, and opens her dashboard; a carer's row offers no home", async ({ page }) => {
  const support = await apiAsRole('support')
  const [first, second] = await addJoans(support)
  await support.dispose()

  await login(page, 'support')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'User Management' }).click()
  const search = page.getByPlaceholder('Search users by name or email...')
  const rows = page.locator('tbody tr')
  // as it was written down from a call: digits only
  await search.fill(second.phone!.replace(/\D/g, ''))
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(second.name)
  await expect(rows.first()).toContainText(`No e-mail (does not sign in) · ${second.phone} · ${homeTag(second)}`)

  await search.fill(first.name)
  await expect(rows).toHaveCount(3)
  const firstRow = rows.filter({ hasText: first.phone! })
  await firstRow.getByRole('button', { name: `Actions for ${first.name}` }).click()
  const open = page.getByRole('menuitem', { name: 'Open Dashboard' })
  await expect(open).toHaveAttribute('href', `/dashboard?home=${first.id}`)
  await open.click()
  await expectDashboardOf(page, first)

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'User Management' }).click()
  await search.fill('carer@e2e.test')
  await page.locator('tr[data-user-email="carer@e2e.test"]').getByRole('button', { name: /^Actions for/ }).click()
  await expect(page.getByRole('menuitem', { name: 'Edit User' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Open Dashboard' })).toHaveCount(0)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test("a client's card shows her number under her name and opens her dashboard", async ({ page }) => {
    const admin = await apiAsRole('admin')
    const [first] = await addJoans(admin)
    await admin.dispose()

    await signInAt(page, 'admin', '/business')
    await page.getByRole('tab', { name: 'Client Management' }).click()
    await page.getByLabel('Search clients').fill(first.phone!)
    const card = page.locator(`li[data-client-id="${first.id}"]`)
    await expect(page.locator('li[data-client-id]')).toHaveCount(1)
    await expect(card.locator('[data-client-detail]')).toHaveText(first.phone!)
    const open = card.getByRole('link', { name: /^Open Dashboard/ })
    await expect(open).toBeInViewport({ ratio: 1 })
    expect((await open.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    await open.click()
    await expect(page.getByRole('heading', { level: 1, name: `Monitoring ${first.name}` })).toBeVisible()
  })
})
