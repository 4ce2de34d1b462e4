// The home picker as a support agent with many homes uses it: search by name or e-mail, two clients of
// the same name told apart, the homes with open alerts marked and found, a fresh browser opening on the
// most urgent home, each tab on its own home, and a home that goes away while on screen.
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { circlePicker, homeOptions, homeSearch, pickCircle } from './fixtures/circle-picker'
import { dashboardHeading } from './fixtures/dashboard'
import { apiAsRole, baseURL, manyCircles, newCircle, raiseEmergency, resolveAlert, watchCircle } from './fixtures/seed-circle'
import { login } from './fixtures/session'
import { runAxe } from './fixtures/axe'
import { toast } from './fixtures/toast'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })

test.beforeEach(() => test.slow())

const tag = () => Math.random().toString(36).slice(2, 7)
const nav = (page: Page, label: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true })

test('among many homes a support agent finds one by name or e-mail, tells two John Smiths apart, and finds the one with a critical alert', async ({ page }) => {
  const run = tag()
  const crowd = await manyCircles(
    Array.from({ length: 40 }, (_, i) => `Resident${String.fromCharCode(97 + (i % 26))}${i}`),
    `Street${run}`,
  )
  const [quietSmith, alertSmith] = [await newCircle('John', `Smith${run}`), await newCircle('John', `Smith${run}`)]
  await raiseEmergency(alertSmith.api, alertSmith.clientId)
  const smith = quietSmith.name

  await login(page, 'support')
  await expect(circlePicker(page)).toBeVisible()
  await circlePicker(page).click()
  // journeys running beside this one add homes meanwhile, and the list is read again: its length and the
  // count it shows are read together until they agree (one read then the other failed in CI on 3d2f310)
  await expect
    .poll(async () => {
      const all = await homeOptions(page).count()
      return all >= 42 && (await page.getByText(`${all} homes`, { exact: true }).isVisible())
    })
    .toBe(true)

  // one home among many, by part of its name
  await homeSearch(page).fill(`${crowd[17]!.firstName} street${run}`)
  await expect(homeOptions(page)).toHaveCount(1)
  // of every home (their number may have grown since)
  const ofAll = page.getByText(/^1 of \d+ homes$/)
  await expect(ofAll).toBeVisible()
  expect(Number((await ofAll.textContent())!.match(/of (\d+)/)![1])).toBeGreaterThanOrEqual(42)
  await page.keyboard.press('Enter')
  await expect(dashboardHeading(page, crowd[17]!.name)).toBeVisible()
  await expect(circlePicker(page)).toBeFocused()

  // the two John Smiths: same name, each with its own e-mail; the one with the emergency first, marked critical
  await circlePicker(page).click()
  await homeSearch(page).fill(`john smith${run}`)
  const smiths = homeOptions(page, smith)
  await expect(smiths).toHaveCount(2)
  await expect(smiths.nth(0)).toContainText(alertSmith.email)
  await expect(smiths.nth(0).getByTestId('open-alerts-marker')).toHaveAttribute('data-critical', 'true')
  await expect(smiths.nth(0)).toHaveAccessibleName(new RegExp(`1 open alert, critical$`))
  await expect(smiths.nth(1)).toContainText(quietSmith.email)
  await expect(smiths.nth(1).getByTestId('open-alerts-marker')).toHaveCount(0)
  // by keyboard: down to the quiet one, Enter
  await page.keyboard.press('ArrowDown')
  await expect(smiths.nth(1)).toHaveAttribute('data-active', 'true')
  await page.keyboard.press('Enter')
  await expect(circlePicker(page)).toHaveAttribute('title', `${smith} · ${quietSmith.email}`)
  // a home with no sensors, and no alert
  await expect(page.getByTestId('header-badge')).toHaveText('Monitoring Not Started')

  // by e-mail straight to the other
  await pickCircle(page, smith, { email: alertSmith.email })
  await expect(circlePicker(page)).toHaveAttribute('title', `${smith} · ${alertSmith.email}`)

  // only the homes with open alerts: the marked Smith is among them, the quiet one is not
  await circlePicker(page).click()
  await page.getByRole('button', { name: /^Only open alerts/ }).click()
  await expect(homeOptions(page).filter({ hasText: alertSmith.email })).toHaveCount(1)
  await expect(homeOptions(page).filter({ hasText: quietSmith.email })).toHaveCount(0)
  for (const option of await homeOptions(page).all()) await expect(option.getByTestId('open-alerts-marker')).toBeVisible()
  // the open list passes the WCAG A/AA checks
  const { violations } = await runAxe(page, { tags: ['wcag2a', 'wcag2aa'] })
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([])
  // Escape closes the list and leaves the home as it was
  await page.keyboard.press('Escape')
  await expect(homeSearch(page)).toHaveCount(0)
  await expect(circlePicker(page)).toHaveAttribute('title', `${smith} · ${alertSmith.email}`)

  // Invite User's care-circle list tells them apart the same way
  await nav(page, 'User Management').click()
  await page.getByRole('button', { name: 'Invite User' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite User' })
  const circleField = dialog.getByLabel('Care circle (optional)')
  await expect(circleField).toHaveText('No care circle yet')
  await circleField.click()
  await homeSearch(page).fill(`john smith${run}`)
  await expect(homeOptions(page, smith)).toHaveCount(2)
  await expect(homeOptions(page, smith).filter({ hasText: quietSmith.email })).toHaveCount(1)
  await homeOptions(page, smith).filter({ hasText: quietSmith.email }).click()
  await expect(circleField).toHaveAttribute('title', `${smith} · ${quietSmith.email}`)
  await expect(dialog).toBeVisible()
})

test("the '+N' beside the picker lists the homes with open alerts, and that choice holds from one opening to the next until turned off", async ({ page }) => {
  const run = tag()
  const quiet = await newCircle('Quentin', `Calm${run}`)
  const urgent = await newCircle('Ursula', `Calm${run}`)
  await raiseEmergency(urgent.api, urgent.clientId)
  await login(page, 'support')
  await pickCircle(page, quiet.name, { email: quiet.email })

  const others = page.getByTestId('other-homes-alerts')
  await expect(others).toHaveAccessibleName(/^\d+ other homes? ha(s|ve) open alerts$/)
  await others.click()
  const onlyOpen = page.getByRole('button', { name: /^Only open alerts/ })
  await expect(homeSearch(page)).toBeFocused()
  await expect(onlyOpen).toHaveAttribute('aria-pressed', 'true')
  await expect(homeOptions(page).filter({ hasText: urgent.email })).toHaveCount(1)
  await expect(homeOptions(page).filter({ hasText: quiet.email })).toHaveCount(0)
  await homeOptions(page).filter({ hasText: urgent.email }).click()
  await expect(circlePicker(page)).toHaveAttribute('title', `${urgent.name} · ${urgent.email}`)

  // the next opening keeps to the homes with alerts; a search outside them says so
  await circlePicker(page).click()
  await expect(onlyOpen).toHaveAttribute('aria-pressed', 'true')
  await homeSearch(page).fill(quiet.email)
  await expect(page.getByText('No home with open alerts matches your search.', { exact: true })).toBeVisible()
  await onlyOpen.click()
  await expect(onlyOpen).toHaveAttribute('aria-pressed', 'false')
  await expect(homeOptions(page).filter({ hasText: quiet.email })).toHaveCount(1)
  await page.keyboard.press('Escape')
  await circlePicker(page).click()
  await expect(onlyOpen).toHaveAttribute('aria-pressed', 'false')
})

test('on a 390 px phone the list fits the screen, its Only open alerts is 44 px, and a home is picked by touch', async ({ browser }) => {
  const run = tag()
  const [one, two] = [await newCircle('Phoebe', `Phone${run}`), await newCircle('Philip', `Phone${run}`)]
  const emergency = await raiseEmergency(two.api, two.clientId)
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await watchCircle(page, one.clientId)
  await login(page, 'support')
  await expect(dashboardHeading(page, one.name)).toBeVisible()
  await circlePicker(page).tap()
  await homeSearch(page).fill(`phone${run}`)
  const list = page.getByRole('listbox', { name: 'Homes' })
  const box = (await list.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(390)
  // 'Only open alerts' is a thumb's 44 px too (it was 22 px): the home with the emergency alone, by touch
  const onlyOpen = page.getByRole('button', { name: /^Only open alerts/ })
  expect((await onlyOpen.boundingBox())!.height, 'Only open alerts is 44 px tall').toBeGreaterThanOrEqual(44)
  await onlyOpen.tap()
  await expect(list.getByRole('option')).toHaveCount(1)
  await homeOptions(page, two.name).tap()
  await expect(dashboardHeading(page, two.name)).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true)
  await resolveAlert(two.api, two.clientId, emergency.id)
  await context.close()
})

test("a support agent's fresh browser opens on the home with a critical alert, not the first in the list; once she picks another, a reload keeps it", async ({ browser }) => {
  const run = tag()
  // first by name, and no sensors: where a fresh browser used to open
  const empty = await newCircle('Ann', `Aadams${run}`)
  const urgent = await newCircle('Margaret', `Urgent${run}`)
  await raiseEmergency(urgent.api, urgent.clientId)
  const context = await browser.newContext({ baseURL: baseURL() })
  const page = await context.newPage()
  await login(page, 'support')
  await expect(dashboardHeading(page)).toBeVisible()
  const opened = (await circlePicker(page).textContent())?.trim()
  if (opened !== urgent.name) {
    // another journey running beside this one raised a critical alert after ours: its home is as right. Homes
    // may share a name (the search journey above makes two John Smiths, one with an emergency): any of that name
    const support = await apiAsRole('support')
    const homes = (await (await support.get('/api/circles')).json()) as { firstName: string | null; lastName: string | null; topSeverity: string | null }[]
    await support.dispose()
    expect(homes.filter((h) => `${h.firstName} ${h.lastName}` === opened).map((h) => h.topSeverity)).toContain('critical')
  }
  await expect(dashboardHeading(page, empty.name)).toHaveCount(0)
  // the sidebar's link carries the home's active alerts in its name
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Alerts/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Alert Management' })).toBeVisible()
  await expect(page.getByText(/^(CRITICAL|critical)$/).first()).toBeVisible()

  // her own choice is never overridden: not on a reload, not in a new tab
  await pickCircle(page, empty.name)
  await nav(page, 'Dashboard').click()
  await expect(dashboardHeading(page, empty.name)).toBeVisible()
  await page.reload()
  await expect(dashboardHeading(page, empty.name)).toBeVisible()
  const next = await context.newPage()
  await next.goto('/')
  await expect(dashboardHeading(next, empty.name)).toBeVisible()
  await context.close()
  await Promise.all([empty.api.dispose(), urgent.api.dispose()])
})

test("each tab keeps its own home: another tab's choice never moves it, and a new tab starts on the last one chosen", async ({ browser }) => {
  const run = tag()
  const [first, second] = [await newCircle('Tabitha', `Tab${run}`), await newCircle('Tobias', `Tab${run}`)]
  const context = await browser.newContext({ baseURL: baseURL() })
  const tabA = await context.newPage()
  await login(tabA, 'support')
  await pickCircle(tabA, first.name)
  await expect(dashboardHeading(tabA, first.name)).toBeVisible()

  const tabB = await context.newPage()
  await tabB.goto('/')
  await expect(dashboardHeading(tabB, first.name)).toBeVisible()
  await pickCircle(tabB, second.name)
  await expect(dashboardHeading(tabB, second.name)).toBeVisible()

  // tab A, used again: its pages, then a reload, are still about the first home
  await tabA.bringToFront()
  await nav(tabA, 'Alerts').click()
  await expect(tabA.getByRole('heading', { level: 1, name: 'Alert Management' })).toBeVisible()
  await nav(tabA, 'Dashboard').click()
  await expect(dashboardHeading(tabA, first.name)).toBeVisible()
  await expect(circlePicker(tabA)).toHaveText(first.name)
  await tabA.reload()
  await expect(dashboardHeading(tabA, first.name)).toBeVisible()

  // a new tab opens on the home chosen last
  const tabC = await context.newPage()
  await tabC.goto('/')
  await expect(dashboardHeading(tabC, second.name)).toBeVisible()
  await context.close()
})

test('a home that goes away: renamed and deleted in User Management the picker follows, and deleted elsewhere the tab moves on and says so', async ({ page, browser }) => {
  const run = tag()
  const [gone, renamed] = [await newCircle('Gina', `Gone${run}`), await newCircle('Rita', `Renamed${run}`)]
  const admin = await apiAsRole('admin')

  // the same tab: an edit and a deletion in User Management reach the picker and the dashboard
  await watchCircle(page, renamed.clientId)
  await login(page, 'admin')
  await expect(dashboardHeading(page, renamed.name)).toBeVisible()
  await nav(page, 'User Management').click()
  await page.getByPlaceholder('Search users by name or email...').fill(renamed.email)
  const row = page.locator(`tr[data-user-email="${renamed.email}"]`)
  await row.getByRole('button', { name: /Actions for/ }).click()
  await page.getByRole('menuitem', { name: 'Edit User' }).click()
  await page.getByRole('dialog').getByLabel('First name').fill('Ritanew')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(circlePicker(page)).toHaveText(`Ritanew ${renamed.lastName}`)
  await row.getByRole('button', { name: /Actions for/ }).click()
  await page.getByRole('menuitem', { name: 'Delete User' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete User' }).click()
  await expect(row).toHaveCount(0)
  await expect(circlePicker(page)).not.toHaveText(`Ritanew ${renamed.lastName}`)
  await nav(page, 'Dashboard').click()
  await expect(dashboardHeading(page)).toBeVisible()
  await expect(dashboardHeading(page, `Ritanew ${renamed.lastName}`)).toHaveCount(0)

  // another tab, another person: support watches Gina's home while an admin deletes her account
  const support = await browser.newContext({ baseURL: baseURL() })
  const watching = await support.newPage()
  await watchCircle(watching, gone.clientId)
  await login(watching, 'support')
  await expect(dashboardHeading(watching, gone.name)).toBeVisible()
  const res = await admin.delete(`/api/users/${gone.clientId}`)
  expect(res.ok(), `delete: ${res.status()}`).toBe(true)
  // the next read about her home answers 404
  await nav(watching, 'Family Members').click()
  await expect(toast(watching, 'Home No Longer Available')).toContainText(`${gone.name}'s home is no longer available to you. Now showing`)
  await expect(circlePicker(watching)).not.toHaveText(gone.name)
  await nav(watching, 'Dashboard').click()
  await expect(dashboardHeading(watching)).toBeVisible()
  await expect(dashboardHeading(watching, gone.name)).toHaveCount(0)
  await support.close()
  await admin.dispose()
})
