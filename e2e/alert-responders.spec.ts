// Who is on an alert, told from where the reader stands, and 'Check On Them' on a phone starting the
// call its toast speaks of ('Initiating contact with your loved one...'). Call Now tells the circle too
// (decision 0094): woken at 2 a.m., the daughter rang from the big red button and nobody read that she was
// on it; her brother and the support agent, seeing no one responding, rang as well.
import { expect, test, type Page } from '@playwright/test'
import { ACCOUNTS } from './fixtures/accounts'
import { dialled, recordDials } from './fixtures/dialler'
import { apiAsRole, browserAsClient, newCircle, raiseEmergency, watchCircle } from './fixtures/seed-circle'
import { login } from './fixtures/session'
import { alertsCard } from './fixtures/dashboard'

const admin = `${ACCOUNTS.admin.firstName} ${ACCOUNTS.admin.lastName}`
/** what she reads when her call went ahead but the circle could not be told she is on it */
const NOT_TOLD = 'Your call is not affected, but the care circle could not be told you are on it. Check your connection.'

/** An emergency in a home whose person gave a number, watched by the admin in `page`, which notes the calls it would make */
async function adminOnAnEmergency(page: Page, firstName: string, phone: string) {
  const circle = await newCircle(firstName)
  expect((await circle.api.patch('/api/me/contact', { data: { phone } })).status()).toBe(200)
  await raiseEmergency(circle.api, circle.clientId)
  await recordDials(page)
  await watchCircle(page, circle.clientId)
  await login(page, 'admin')
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('Check On Them dials the person watched, and the card says you are checking on them', async ({ page }) => {
    await adminOnAnEmergency(page, 'Vi', '+44 7700 900321')
    await expect(page.getByText('Urgent Attention Needed', { exact: true })).toBeVisible()
    await alertsCard(page).getByRole('button', { name: 'Check On Them' }).click()
    await expect(page.getByText('Initiating contact with your loved one...', { exact: true })).toBeVisible()
    await expect.poll(() => dialled(page)).toEqual(['tel:+447700900321'])
    await expect(alertsCard(page).getByText('You are checking on them', { exact: true })).toBeVisible()
  })

  // CI on 93b12fe: tapped while the circle's numbers were still on their way, the call was skipped
  test('Check On Them tapped before the numbers have arrived still dials', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/circle/members',
      async (route) => {
        await new Promise((r) => setTimeout(r, 3_000))
        await route.fallback()
      },
    )
    await adminOnAnEmergency(page, 'Ula', '+44 7700 900432')
    await alertsCard(page).getByRole('button', { name: 'Check On Them' }).click()
    await expect.poll(() => dialled(page), { timeout: 15_000 }).toEqual(['tel:+447700900432'])
  })

  // CI on 7927f33: the toast did not come in 15 s (passed on retry). The tap waited for the alert list to be read
  // again before its toast and its call: on a slow connection the call came only after that second round trip
  test('Check On Them dials at once, without waiting for the alert list to be read again', async ({ page }) => {
    await adminOnAnEmergency(page, 'Tova', '+44 7700 900543')
    await expect(alertsCard(page).getByRole('button', { name: 'Check On Them' })).toBeVisible()
    // from now on the list takes 8 s to come back, as on one bar of signal
    await page.route(
      (url) => url.pathname === '/api/alerts',
      async (route) => {
        await new Promise((r) => setTimeout(r, 8_000))
        await route.fallback().catch(() => {}) // the test may have ended meanwhile
      },
    )
    await alertsCard(page).getByRole('button', { name: 'Check On Them' }).click()
    await expect(page.getByText('Initiating contact with your loved one...', { exact: true })).toBeVisible({ timeout: 4_000 })
    await expect.poll(() => dialled(page), { timeout: 4_000 }).toEqual(['tel:+447700900543'])
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  // walking the night (session 48): the call waited for the server to store that she was on it, so with the
  // connection dropping (a phone on one bar at 2 a.m.) it never came: 'Failed to contact the client' and no call
  test('Check On Them and Contact still dial when the server cannot be told she is on it, and say the circle was not told', async ({ page }) => {
    await adminOnAnEmergency(page, 'Wynn', '+44 7700 900654')
    await expect(alertsCard(page).getByRole('button', { name: 'Check On Them' })).toBeVisible()
    await page.route((url) => /\/api\/alerts\/[^/]+\/responses$/.test(url.pathname), (route) => route.abort('internetdisconnected'))
    await alertsCard(page).getByRole('button', { name: 'Check On Them' }).tap()
    await expect.poll(() => dialled(page)).toEqual(['tel:+447700900654'])
    await expect(page.getByText(NOT_TOLD, { exact: true })).toBeVisible()
    await expect(page.getByText('Initiating contact with your loved one...', { exact: true })).toHaveCount(0)

    await page.goto('/alerts')
    const card = page.getByRole('article').filter({ hasText: 'Emergency button pressed' })
    await card.getByRole('button', { name: 'Contact' }).tap()
    await expect.poll(() => dialled(page)).toEqual(['tel:+447700900654'])
    await expect(page.getByText(NOT_TOLD, { exact: true })).toBeVisible()
    await expect(page.getByText('Failed to contact the client. Please try again.', { exact: true })).toHaveCount(0)
  })

  test("Call Now, on the Alerts page's card and on the dashboard, rings the home and tells the circle you are contacting them", async ({ page, browser }) => {
    await adminOnAnEmergency(page, 'Xena', '+44 7700 900765')
    // the card the alert's link opens on
    await page.goto('/alerts')
    const card = page.getByRole('article').filter({ hasText: 'Emergency button pressed' })
    await card.getByRole('link', { name: 'Call Now' }).tap()
    await expect.poll(() => dialled(page)).toEqual(['tel:+447700900765'])
    await expect(card.getByText('You are contacting them', { exact: true })).toBeVisible()
    // the person watched reads it too, from her own session
    const circle = await newCircle('Yara')
    expect((await circle.api.patch('/api/me/contact', { data: { phone: '+44 7700 900876' } })).status()).toBe(200)
    await raiseEmergency(circle.api, circle.clientId)
    // as an e-mail's link to the home opens it
    await page.goto(`/?home=${circle.clientId}`)
    await expect(page.getByRole('heading', { name: `Monitoring ${circle.name}` })).toBeVisible()
    await alertsCard(page).getByRole('link', { name: 'Call Now' }).tap()
    // (the calls are noted per page load)
    await expect.poll(() => dialled(page)).toEqual(['tel:+447700900876'])
    await expect(alertsCard(page).getByText('You are contacting them', { exact: true })).toBeVisible()
    const { context, page: hers } = await browserAsClient(browser, circle)
    await hers.goto('/')
    await expect(alertsCard(hers).getByText(`${admin} is contacting you`, { exact: true })).toBeVisible()
    await context.close()
  })
})

test('on a laptop Check On Them only tells the circle; nothing dials', async ({ page }) => {
  await adminOnAnEmergency(page, 'Wyn', '+44 7700 900654')
  await alertsCard(page).getByRole('button', { name: 'Check On Them' }).click()
  await expect(alertsCard(page).getByText('You are checking on them', { exact: true })).toBeVisible()
  expect(await dialled(page)).toEqual([])
})

test('the person watched reads that someone is checking on them as "on you", and is not offered Contact about themself', async ({ browser }) => {
  const circle = await newCircle('Una')
  await raiseEmergency(circle.api, circle.clientId)
  const staff = await apiAsRole('admin')
  const [alert] = (await (await staff.get(`/api/alerts?clientId=${circle.clientId}`)).json()) as { id: string }[]
  expect((await staff.post(`/api/alerts/${alert!.id}/responses?clientId=${circle.clientId}`, { data: { action: 'check_on' } })).status()).toBeLessThan(300)
  await staff.dispose()

  const { context, page } = await browserAsClient(browser, circle)
  await page.goto('/')
  await expect(alertsCard(page).getByText(`${admin} is checking on you`, { exact: true })).toBeVisible()
  await expect(alertsCard(page).getByRole('button', { name: 'Check On Them' })).toHaveCount(0)
  await page.goto('/alerts')
  const card = page.locator(`[data-alert-id="${alert!.id}"]`)
  await expect(card.getByText(`${admin} is checking on you`, { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Resolve' })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Contact' })).toHaveCount(0)
  await context.close()
})
