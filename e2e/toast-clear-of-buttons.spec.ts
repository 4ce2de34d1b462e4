// On a phone a toast must not sit over what the carer taps next: after Check On Them on one alert, the
// toast covered for five seconds the next alert's Check On Them at the foot of the screen. It shows in
// the top bar after the menu button (toast-in-top-bar.spec.ts: under it, it covered what lay there), lets
// taps through around it, has a Close button, and a screen reader hears it.
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test'
import { apiAsRole, baseURL, engineAlerts, newCircle, raiseEmergency, roomForSensors, sendHubEvents, watchCircle } from './fixtures/seed-circle'
import { signInAt } from './fixtures/session'
import { fitUsualHome, zoneAt } from './fixtures/usual-day'
import { toast as toastOf } from './fixtures/toast'

const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

const PHONE = { width: 390, height: 844 }
const TOAST_TEXT = 'Initiating contact with your loved one...'

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Where the control is on screen, and whether a tap at its centre reaches it (not something laid over it) */
async function reachable(control: Locator) {
  return control.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
    return { box: { x: r.x, y: r.y, width: r.width, height: r.height }, isHit: hit !== null && (hit === el || el.contains(hit)), hit: hit?.outerHTML.slice(0, 80) ?? null }
  })
}

/** Every text that a live region ('aria-live' polite or assertive) was given, from now on */
async function listenToLiveRegions(page: Page) {
  await page.evaluate(() => {
    const heard: string[] = []
    ;(window as unknown as { heard: string[] }).heard = heard
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[aria-live="assertive"], [aria-live="polite"]')) {
        const text = region.textContent?.trim()
        if (text && !heard.includes(text)) heard.push(text)
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  return () => page.evaluate(() => (window as unknown as { heard: string[] }).heard)
}

test('on a 390×844 phone the toast after Check On Them leaves the next alert’s buttons and the menu button free to tap, and is announced', async ({ browser }) => {
  // a home in its learning week, quiet since last night (the engine raises an inactivity alert), and an emergency: two alerts to check on.
  // Noon there whatever the hour here: at home's midnight she was only an hour in bed, and no alert came (a run at 00:13 UTC)
  const circle = await newCircle('Rosa')
  const admin = await apiAsRole('admin')
  await roomForSensors(admin, circle.clientId)
  const started = Date.now()
  const { zone, ahead } = zoneAt(12, started)
  const home = await fitUsualHome(admin, circle.clientId, zone, ahead, started)
  await sendHubEvents(admin, circle.clientId, home.usualDays(3))
  await raiseEmergency(admin, circle.clientId)
  await engineAlerts(admin, circle.clientId, ['inactivity', 'emergency'])
  await admin.dispose()

  const context = await browser.newContext({ baseURL: baseURL(), viewport: PHONE, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await watchCircle(page, circle.clientId)
  await signInAt(page, 'support', '/')
  const card = page.getByRole('region', { name: 'Urgent Attention Needed' })
  const checkOn = card.getByRole('button', { name: 'Check On Them' })
  await expect(checkOn).toHaveCount(2)

  // the next alert's Check On Them near the foot of the screen, where a thumb reaches and a toast used to sit
  const next = checkOn.nth(1)
  const before = await reachable(next)
  await page.evaluate((by) => window.scrollBy(0, by), before.box.y + before.box.height / 2 - (PHONE.height - 60))
  const first = checkOn.nth(0)
  await expect(first).toBeInViewport()
  await expect(next).toBeInViewport()

  const heard = await listenToLiveRegions(page)
  await first.tap()
  const toast = toastOf(page, TOAST_TEXT)
  await expect(toast).toBeVisible()
  const toastBox = (await toast.boundingBox())!
  // in the top bar (56 px), clear of its menu button (checked below with the other controls)
  expect(toastBox.y + toastBox.height, 'in the top bar').toBeLessThanOrEqual(56)
  await expect(toast.getByRole('button', { name: 'Close' })).toBeVisible()

  const controls = {
    'the next alert’s Check On Them': next,
    'the tapped alert’s Check On Them': first,
    'Call Now': card.getByRole('button', { name: 'Call Now' }).or(card.getByRole('link', { name: 'Call Now' })),
    'the menu button': page.getByRole('button', { name: /^Open menu/ }),
  }
  for (const [name, control] of Object.entries(controls)) {
    if (!(await control.isVisible()) || !(await control.evaluate((el) => el.getBoundingClientRect().bottom > 0))) continue
    const { box, isHit, hit } = await reachable(control)
    expect(isHit, `a tap at the centre of ${name} reaches it while the toast shows (it reached ${hit})`).toBe(true)
    expect(overlaps(box, toastBox), `the toast (y ${Math.round(toastBox.y)}–${Math.round(toastBox.y + toastBox.height)}) lies over ${name} (y ${Math.round(box.y)}–${Math.round(box.y + box.height)})`).toBe(false)
  }
  // and the next alert's button works while the toast is up
  await next.tap()
  await expect(card.getByText('You are checking on them')).toHaveCount(2)

  // a screen reader is told: the toast's words went into a live region
  await expect.poll(heard).toContainEqual(expect.stringContaining(TOAST_TEXT))
  // Close takes it away
  await toast.getByRole('button', { name: 'Close' }).tap()
  await expect(toast).toBeHidden()
  await context.close()
})
