// Every request a page makes finishes: the answer's body is read to its end (or given up), so the
// browser counts the request done. Chromium holds a fetch whose body the page never reads as still
// loading, for as long as the page is open, always when the answer says Cache-Control: no-store (as
// every API answer does) and now and then even without it (decision 0117). Such a request never
// showed to a person, but the page never went quiet: 'networkidle' never came and the accessibility
// journey's empty-home scans hung until their time-out.
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { browserAsClient, newCircle } from './fixtures/seed-circle'

const expect = baseExpect.configure({ timeout: 15_000 })

/** The requests the page has started and the browser has not yet finished or failed; the live stream stays open by design */
function watchRequests(page: Page) {
  const open = new Map<object, string>()
  page.on('request', (r) => {
    if (new URL(r.url()).pathname !== '/api/live') open.set(r, `${r.method()} ${new URL(r.url()).pathname}`)
  })
  page.on('requestfinished', (r) => open.delete(r))
  page.on('requestfailed', (r) => open.delete(r))
  return () => [...open.values()]
}

test('a new home: each page’s requests all finish, the first visit’s time-zone note too', async ({ browser }) => {
  test.slow()
  // a new client has never told the server her browser's time zone: the first page tells it (PUT /api/me/browser-time-zone)
  const home = await newCircle('Philippa')
  const { context, page } = await browserAsClient(browser, home)
  const unfinished = watchRequests(page)
  let toldTimeZone = false
  page.on('requestfinished', (r) => {
    if (new URL(r.url()).pathname === '/api/me/browser-time-zone') toldTimeZone = true
  })
  for (const [path, heading] of [['/', /^Monitoring /], ['/sensors', 'Sensor Management'], ['/alerts', 'Alert Management'], ['/care-notes', 'Care Notes']] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect.poll(unfinished, { message: `${path}: requests the browser still counts as loading` }).toEqual([])
    await page.waitForLoadState('networkidle', { timeout: 15_000 })
  }
  expect(toldTimeZone, 'the dashboard told the server the browser’s time zone').toBe(true)
  await context.close()
})

test('signed out: the sign-in page’s requests all finish, the refused “who is signed in?” too', async ({ page }) => {
  const unfinished = watchRequests(page)
  let refused = false
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/auth/user' && r.status() === 401) refused = true
  })
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  // the form shows before the refusal's answer has come back: wait for it, then for every request to finish
  await expect.poll(() => refused, { message: 'the page asked who is signed in and was refused' }).toBe(true)
  await expect.poll(unfinished, { message: 'requests the browser still counts as loading' }).toEqual([])
  await page.waitForLoadState('networkidle', { timeout: 15_000 })
})
