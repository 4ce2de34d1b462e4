// The home on screen is in the address, `?home=<clientId>` (decision 0122). A support agent with many homes
// switched from one to another in the top bar's picker and pressed Back: she stayed on the second home (or left
// the app); a reload, or a colleague opening the address she copied, showed whatever home each last picked.
// Now each pick is a history entry: Back returns to the home before, Forward to the one after, a reload stays,
// and the copied address opens that home for anyone allowed to see it. Anyone else is told so and sees their
// own home, and nothing of the other home is even asked of the server.
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test'
import { ACCOUNTS, PASSWORD, SEEDED } from './fixtures/accounts'
import { circlePicker, pickCircle } from './fixtures/circle-picker'
import { dashboardHeading } from './fixtures/dashboard'
import { baseURL, newCircle, watchCircle } from './fixtures/seed-circle'
import { signInAt } from './fixtures/session'
import { toast } from './fixtures/toast'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })

test.beforeEach(() => test.slow())
test.use({ viewport: { width: 1366, height: 768 } })

const homeIn = (page: Page) => new URL(page.url()).searchParams.get('home')
const MABEL = `${SEEDED.mabel.firstName} ${SEEDED.mabel.lastName}`
const OTTO = `${SEEDED.otto.firstName} ${SEEDED.otto.lastName}`
const HARPER = `${SEEDED.harper.firstName} ${SEEDED.harper.lastName}`

/** A fresh browser signed in as `email`, that records every API call naming a home (`?clientId=`) */
async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1366, height: 768 } })
  const page = await context.newPage()
  const asked: string[] = []
  page.on('request', (request) => {
    const id = new URL(request.url()).searchParams.get('clientId')
    if (id) asked.push(id)
  })
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(dashboardHeading(page)).toBeVisible({ timeout: 20_000 })
  return { context, page, asked }
}

test("a support agent's Back and Forward go from home to home; a reload stays; her copied address opens that home for a colleague, not for a carer or a client", async ({ page, browser }) => {
  const first = await newCircle('Abigail')
  const second = await newCircle('Bertram')
  await watchCircle(page, first.clientId)
  await signInAt(page, 'support', '/')
  await expect(dashboardHeading(page, first.name)).toBeVisible()
  // a plain visit: the home she had, now named in the address (a copy of it would open this home)
  await expect.poll(() => homeIn(page)).toBe(first.clientId)

  await pickCircle(page, second.name)
  await expect(dashboardHeading(page, second.name)).toBeVisible()
  await expect.poll(() => homeIn(page)).toBe(second.clientId)

  await page.goBack()
  await expect(dashboardHeading(page, first.name)).toBeVisible()
  await expect(circlePicker(page)).toHaveText(first.name)
  expect(homeIn(page)).toBe(first.clientId)
  await page.goForward()
  await expect(dashboardHeading(page, second.name)).toBeVisible()
  await expect(circlePicker(page)).toHaveText(second.name)
  await page.reload()
  await expect(dashboardHeading(page, second.name)).toBeVisible()

  // another page keeps the home, and Back from it too
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Alerts', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Alert Management' })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/alerts')
  expect(homeIn(page)).toBe(second.clientId)
  await page.goBack()
  await expect(dashboardHeading(page, second.name)).toBeVisible()
  const shared = page.url()

  // a colleague (an admin, who may see every home) opens the address: the same home, whatever she had last
  const admin = await signedIn(browser, ACCOUNTS.admin.email)
  await admin.page.goto(shared)
  await expect(dashboardHeading(admin.page, second.name)).toBeVisible()
  await expect(circlePicker(admin.page)).toHaveText(second.name)
  await admin.context.close()

  // a carer of two other homes: told so, her own home, the address naming it; nothing of that home was asked for
  const robin = await signedIn(browser, SEEDED.robin.email)
  await robin.page.goto(shared)
  await expect(toast(robin.page, 'That home is not available to you')).toBeVisible()
  await expect(circlePicker(robin.page)).toHaveText(new RegExp(`^(${MABEL}|${OTTO})$`))
  await expect(robin.page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^Monitoring (${MABEL}|${OTTO})$`))
  await expect.poll(() => homeIn(robin.page)).not.toBe(second.clientId)
  expect(robin.asked).not.toContain(second.clientId)
  await robin.context.close()

  // a client, who has her own home only: told so, her dashboard, an address without a home as before
  const harper = await signedIn(browser, SEEDED.harper.email)
  await harper.page.goto(shared)
  await expect(toast(harper.page, 'That home is not available to you')).toBeVisible()
  await expect(dashboardHeading(harper.page, HARPER)).toBeVisible()
  await expect.poll(() => new URL(harper.page.url()).search).toBe('')
  expect(harper.asked).not.toContain(second.clientId)
  await harper.context.close()

  await first.api.dispose()
  await second.api.dispose()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test("a carer of two homes goes Back and Forward between her parents' homes; a reload stays; a new tab starts on the one she last picked", async ({ page, context }) => {
    await page.goto('/login')
    await page.getByLabel('Email').fill(SEEDED.robin.email)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(dashboardHeading(page)).toBeVisible({ timeout: 20_000 })
    // whichever she opens on, she goes to Mabel's, then to Otto's
    if ((await circlePicker(page).innerText()) !== MABEL) await pickCircle(page, MABEL)
    await expect(dashboardHeading(page, MABEL)).toBeVisible()
    const mabel = homeIn(page)
    expect(mabel).not.toBeNull()
    await pickCircle(page, OTTO)
    await expect(dashboardHeading(page, OTTO)).toBeVisible()
    const otto = homeIn(page)
    expect(otto).not.toBe(mabel)

    await page.goBack()
    await expect(dashboardHeading(page, MABEL)).toBeVisible()
    expect(homeIn(page)).toBe(mabel)
    await page.goForward()
    await expect(dashboardHeading(page, OTTO)).toBeVisible()
    expect(homeIn(page)).toBe(otto)
    await page.reload()
    await expect(dashboardHeading(page, OTTO)).toBeVisible()

    // a plain visit in a new tab: the home she last picked, as before, and the address then names it
    const other = await context.newPage()
    await other.goto('/alerts')
    await expect(circlePicker(other)).toHaveText(OTTO)
    await expect.poll(() => homeIn(other)).toBe(otto)
    await other.close()
  })
})
