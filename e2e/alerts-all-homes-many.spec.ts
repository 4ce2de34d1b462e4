// Staff's All homes list at a support agency's scale (decision 0036): a page of cards at a time, and a
// keyboard kept in its place down the list while alerts are resolved one after another.
import { test, type Page } from '@playwright/test'
import { expect } from './fixtures/alerts-page'
import { newCircle, raiseEmergency } from './fixtures/seed-circle'
import { signInAt } from './fixtures/session'

const list = (page: Page) => page.getByRole('region', { name: 'Open alerts of every home' })
const cards = (page: Page) => list(page).getByRole('article')
const resolveOf = (page: Page, email: string) => cards(page).filter({ hasText: email }).getByRole('button', { name: 'Resolve', exact: true })
const isOpenAlertsList = (url: URL) => url.pathname === '/api/alerts/open'

test('resolving from the keyboard keeps the place: the next card’s Resolve takes focus, the one before it at the end', async ({ page }) => {
  test.slow()
  const lastName = `Keepplace${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  const homes = [await newCircle('Iris', lastName), await newCircle('Iris', lastName), await newCircle('Iris', lastName)]
  for (const home of homes) await raiseEmergency(home.api, home.clientId)
  // newest first among equals: the last raised leads
  const [third, second, first] = homes.map((h) => h.email)
  await signInAt(page, 'support', '/alerts?view=all')
  await page.getByPlaceholder('Search alerts...').fill(lastName)
  await expect(cards(page)).toHaveCount(3)
  await expect(cards(page).nth(0)).toContainText(first!)

  const dialog = page.getByRole('alertdialog', { name: 'Resolve this alert?' })
  await resolveOf(page, second!).focus()
  await page.keyboard.press('Enter')
  await dialog.getByRole('button', { name: 'Resolve Alert' }).click()
  await expect(cards(page)).toHaveCount(2)
  await expect(resolveOf(page, third!)).toBeFocused()

  // the last card: the one before it
  await page.keyboard.press('Enter')
  await dialog.getByRole('button', { name: 'Resolve Alert' }).click()
  await expect(cards(page)).toHaveCount(1)
  await expect(resolveOf(page, first!)).toBeFocused()
})

/** 120 open alerts of 120 homes, as the server would list them (low, oldest last) */
const manyAlerts = Array.from({ length: 120 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  clientId: `10000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  type: 'pattern_change',
  severity: 'low',
  title: 'Later start to the day',
  description: 'The first movement came an hour later than usual.',
  createdAt: new Date(Date.now() - (i + 1) * 60_000).toISOString(),
  dedupeKey: 'pattern:late-start',
  metadata: null,
  device: null,
  home: { firstName: 'Resident', lastName: `Number${i}`, email: `home${i}@e2e.test` },
  responders: [],
}))

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('120 open alerts come 50 at a time; Show more adds the next and the search still finds any of them', async ({ page }) => {
    await page.route(isOpenAlertsList, (route) => route.fulfill({ json: { alerts: manyAlerts, total: manyAlerts.length } }))
    await signInAt(page, 'admin', '/alerts?view=all')
    await expect(list(page)).toContainText('120 open alerts in 120 homes')
    await expect(cards(page)).toHaveCount(50)
    await expect(list(page)).toContainText('Showing 50 of 120 alerts')

    const more = list(page).getByRole('button', { name: 'Show 50 more' })
    const box = (await more.boundingBox())!
    expect(box.height).toBeGreaterThanOrEqual(44)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    await more.click()
    await expect(cards(page)).toHaveCount(100)
    // the first card it brought, so the keyboard carries on from there
    await expect(cards(page).nth(50).getByRole('button', { name: 'Resolve', exact: true })).toBeFocused()
    await list(page).getByRole('button', { name: 'Show 20 more' }).click()
    await expect(cards(page)).toHaveCount(120)
    await expect(list(page).getByRole('button', { name: /^Show \d+ more$/ })).toHaveCount(0)

    // a home far down the list is found by name
    await page.getByPlaceholder('Search alerts...').fill('Number117')
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first()).toContainText('home117@e2e.test')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})
