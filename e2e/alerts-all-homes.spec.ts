// Staff's All homes view of the Alerts page (decision 0030): every home's open alerts in one list,
// resolved or opened from there. The server is shared: each test looks only at the homes it made.
import { test, type Page } from '@playwright/test'
import { EMERGENCY, expect, tab } from './fixtures/alerts-page'
import { circlePicker } from './fixtures/circle-picker'
import { SEEDED } from './fixtures/accounts'
import { apiAsRole, browserAsClient, newCircle, quietHomeWithLowBattery, raiseEmergency, resolveAlert, seededForAttempt, signInAs, watchCircle, type Circle } from './fixtures/seed-circle'
import { login, signInAt } from './fixtures/session'
import { runAxe } from './fixtures/axe'
import { at } from './fixtures/home-address'

test.beforeEach(() => test.slow())

const isOpenAlertsList = (url: URL) => url.pathname === '/api/alerts/open'
const views = (page: Page) => page.getByRole('navigation', { name: 'Whose alerts' })
const allHomes = (page: Page) => views(page).getByRole('link', { name: /^All homes/ })
const thisHome = (page: Page) => views(page).getByRole('link', { name: 'This home' })
const list = (page: Page) => page.getByRole('region', { name: 'Open alerts of every home' })
/** The cards of one home: its e-mail is what tells it from another of the same name */
const cardsOf = (page: Page, home: Circle) => list(page).getByRole('article').filter({ hasText: home.email })
const search = (page: Page) => page.getByPlaceholder('Search alerts...')

/** Two homes of one name and a third, each with open alerts; the page opens as support on the first */
async function threeHomes(page: Page) {
  const lastName = `Allhomes${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  const [older, newer, quiet] = [await newCircle('Iris', lastName), await newCircle('Iris', lastName), await newCircle('Quentin', lastName)]
  await raiseEmergency(older.api, older.clientId)
  await raiseEmergency(newer.api, newer.clientId)
  // the engine's quiet spell (high) and low battery (medium): less urgent than an emergency
  await quietHomeWithLowBattery(await apiAsRole('admin'), quiet.clientId)
  await watchCircle(page, older.clientId)
  await login(page, 'support')
  return { lastName, older, newer, quiet }
}

test('support clears alerts of several homes from one list, most urgent first, and opens a home from it', async ({ page }) => {
  const { lastName, older, newer, quiet } = await threeHomes(page)
  await page.goto('/alerts')
  await expect(thisHome(page)).toHaveAttribute('aria-current', 'page')
  await allHomes(page).click()
  await expect(page).toHaveURL(at('/alerts', { query: 'view=all' }))
  await expect(page.getByRole('heading', { level: 1, name: 'Alert Management' })).toBeVisible()
  await expect(allHomes(page)).toHaveAttribute('aria-current', 'page')
  await expect(allHomes(page)).toHaveText(/^All homes \(\d+ open\)$/)

  // the search finds alerts by their home's name too
  await search(page).fill(lastName)
  const cards = list(page).getByRole('article')
  await expect(cards).toHaveCount(4)
  // both emergencies (critical) first, the newer ahead; then the quiet home's
  await expect(cards.nth(0)).toContainText(newer.email)
  await expect(cards.nth(1)).toContainText(older.email)
  await expect(cards.nth(2)).toContainText(quiet.email)
  await expect(cards.nth(3)).toContainText(quiet.email)
  for (const home of [older, newer]) {
    const card = cardsOf(page, home)
    await expect(card).toContainText(home.name)
    await expect(card).toContainText(EMERGENCY)
    await expect(card).toContainText('CRITICAL')
    await expect(card).toContainText('Just now')
    await expect(card.locator('[data-severity-dot="critical"]')).toHaveCount(1)
    await expect(card.locator('[data-alert-kind="Emergency"]')).toHaveCount(1)
  }

  // the page's filters apply
  await page.getByLabel('Filter by severity').selectOption('Critical')
  await expect(cards).toHaveCount(2)
  await page.getByLabel('Filter by severity').selectOption('All Severities')
  await page.getByLabel('Filter by type').selectOption('Sensor Offline')
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText(quiet.email)
  await page.getByLabel('Filter by type').selectOption('All Types')

  // a reload keeps the view
  await page.reload()
  await expect(allHomes(page)).toHaveAttribute('aria-current', 'page')
  await search(page).fill(lastName)
  await expect(cards).toHaveCount(4)

  // Resolve asks first, as on one home's list; then the card leaves and the picker's counts are read again
  await cardsOf(page, older).getByRole('button', { name: 'Resolve' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Resolve this alert?' })
  await expect(dialog).toBeVisible()
  // the dialog covers the card that named the home: it says whose alert it closes
  await expect(dialog.getByTestId('resolve-home')).toHaveText(`${older.name} · ${older.email}`)
  const pickerCounts = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/circles')
  await dialog.getByRole('button', { name: 'Resolve Alert' }).click()
  await expect(page.getByText('Alert Resolved', { exact: true })).toBeVisible()
  await pickerCounts
  await expect(cardsOf(page, older)).toHaveCount(0)
  await expect(cards).toHaveCount(3)

  // Open home, on a phone, from down the list: the picker moves to that home and the page shows its own
  // alerts from the top (it kept the long list's scroll)
  await page.setViewportSize({ width: 390, height: 500 })
  const openHome = cardsOf(page, quiet).first().getByRole('link', { name: 'Open home' })
  await openHome.scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
  await openHome.click()
  await expect(page).toHaveURL(at('/alerts', { home: quiet.clientId }))
  await expect(page.getByRole('heading', { level: 1, name: 'Alert Management' })).toBeInViewport()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await expect(circlePicker(page)).toHaveText(quiet.name)
  await expect(thisHome(page)).toHaveAttribute('aria-current', 'page')
  await expect(tab(page, /^Active Alerts \(2\)$/)).toBeVisible()
})

test('the list is read again when the window regains focus and every half minute, though staff’s stream of every home is down', async ({ page }) => {
  // the stream reads the list again at once (decision 0071); without it, focus and the half minute still do
  await page.route((url) => url.pathname === '/api/live/every-home', (route) => route.abort())
  const first = await newCircle()
  await raiseEmergency(first.api, first.clientId)
  await watchCircle(page, first.clientId)
  // the page's clock is ours to move: its half-minute read comes at once (it runs on as usual till then)
  await page.clock.install()
  await signInAt(page, 'admin', '/alerts?view=all')
  await expect(cardsOf(page, first)).toHaveCount(1)

  // raised in a home not on screen: its own stream does not tell this page, and staff's is down
  const focused = await newCircle()
  await raiseEmergency(focused.api, focused.clientId)
  await page.waitForTimeout(1_000)
  await expect(cardsOf(page, focused)).toHaveCount(0)
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))
  await expect(cardsOf(page, focused)).toHaveCount(1, { timeout: 5_000 })

  const later = await newCircle()
  await raiseEmergency(later.api, later.clientId)
  await page.waitForTimeout(1_000)
  await expect(cardsOf(page, later)).toHaveCount(0)
  await page.clock.runFor('00:31')
  await expect(cardsOf(page, later)).toHaveCount(1, { timeout: 5_000 })
})

test('a keyboard user on an alert someone else resolves keeps a place in the list: the next card takes the focus', async ({ page }) => {
  const lastName = `Keepplace${Date.now().toString(36)}`
  const [first, second] = [await newCircle('Kit', lastName), await newCircle('Kit', lastName)]
  const gone = await raiseEmergency(first.api, first.clientId)
  await raiseEmergency(second.api, second.clientId)
  await watchCircle(page, first.clientId)
  await signInAt(page, 'support', '/alerts?view=all')
  await search(page).fill(lastName)
  await expect(list(page).getByRole('article')).toHaveCount(2)
  await cardsOf(page, first).getByRole('button', { name: 'Resolve' }).focus()
  // the client resolves it on her own phone; this page reads the list again when it regains focus
  await resolveAlert(first.api, first.clientId, gone.id)
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))
  await expect(cardsOf(page, first)).toHaveCount(0)
  // before: focus fell to the page, and the next Tab started again at 'Skip to main content'
  await expect(cardsOf(page, second).getByRole('button', { name: 'Resolve' })).toBeFocused()
})

test('loading, a failed read with Try again, and no open alert anywhere', async ({ page }) => {
  // no live stream: its 'ready' reads everything again, and on a slow machine it came after the failed
  // read was shown and answered 'empty' before Try again could be pressed (CI on 704e55a)
  // Neither does staff's stream of every home: another journey's alert read the list again, and Try
  // again was gone before it could be pressed
  await page.route((url) => url.pathname === '/api/live' || url.pathname === '/api/live/every-home', (route) => route.abort())
  await login(page, 'admin')
  let answer: 'slow' | 'fail' | 'empty' = 'slow'
  await page.route(isOpenAlertsList, async (route) => {
    if (answer === 'slow') await new Promise((r) => setTimeout(r, 1_500))
    if (answer === 'fail') return route.fulfill({ status: 500, json: { message: 'Internal error', code: 'INTERNAL' } })
    if (answer === 'empty') return route.fulfill({ json: { alerts: [], total: 0 } })
    return route.continue()
  })
  await page.goto('/alerts?view=all')
  await expect(page.getByTestId('alert-skeleton')).toHaveCount(3)
  await expect(page.getByTestId('alert-skeleton')).toHaveCount(0)

  answer = 'fail'
  await page.reload()
  await expect(page.getByText('Alerts could not be loaded')).toBeVisible()
  answer = 'empty'
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByText('No Active Alerts', { exact: true })).toBeVisible()
  await expect(page.getByText('All systems are functioning normally. No immediate attention required.')).toBeVisible()
  await expect(allHomes(page)).toHaveText('All homes (0 open)')
})

test('carers and clients see their home’s page as before, whatever the address says', async ({ browser, page }) => {
  // a carer of two homes, who picks between them in the top bar
  await signInAs(page, seededForAttempt(SEEDED.robin))
  await page.goto('/alerts?view=all')
  await expect(tab(page, /^Active Alerts \(\d+\)$/)).toBeVisible()
  await expect(views(page)).toHaveCount(0)
  await expect(list(page)).toHaveCount(0)

  const circle = await newCircle()
  const client = await browserAsClient(browser, circle)
  await client.page.goto('/alerts?view=all')
  await expect(tab(client.page, /^Active Alerts \(0\)$/)).toBeVisible()
  await expect(views(client.page)).toHaveCount(0)
  await client.context.close()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the switch, the cards and their buttons fit a 390 px screen, with no serious accessibility violation', async ({ page }) => {
    const { lastName, older } = await threeHomes(page)
    await page.goto('/alerts?view=all')
    await search(page).fill(lastName)
    await expect(list(page).getByRole('article')).toHaveCount(4)
    for (const option of [thisHome(page), allHomes(page)]) expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    const card = cardsOf(page, older)
    for (const button of [card.getByRole('link', { name: 'Open home' }), card.getByRole('button', { name: 'Resolve' })]) {
      const box = (await button.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(390)
      expect(box.height).toBeGreaterThanOrEqual(44)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const { violations } = await runAxe(page, { tags: ['wcag2a', 'wcag2aa'] })
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
  })
})
