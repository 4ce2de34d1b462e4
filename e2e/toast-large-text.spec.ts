// With the phone's text at 200 % the toast's words ran under its Close button ('Attempti[ng]', 'has bee[n]'): the
// words kept the room of a 3 rem button and a 1 rem margin, half the toast, and the title's last word and the
// message's first were one unbreakable run ('InitiatedAttempting'). They now stand whole beside the button.
// And beside the menu button at 200 % the toast was 246 px wide and about 480 px tall: after Call Now on a home with no
// phone number it lay over the alert's Call Now, Send Message and Open in Alerts for five seconds. Too tall for the
// bar, it now takes the screen's width at the top or bottom edge, whichever lies over fewer controls (decision 0136).
// (Split from toast-in-top-bar.spec.ts.)
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test'
import { baseURL, watchCircle } from './fixtures/seed-circle'
import { brokenWords, overlap, textSize, wordBoxes } from './fixtures/large-text'
import { recordDials } from './fixtures/dialler'
import { signInAt } from './fixtures/session'
import { toast as toastOf } from './fixtures/toast'
import { busyHome, JUST_UNDER_BAR, PHONE } from './fixtures/toast-pages'

const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

/** The toast's words lie whole inside it, none of them under its Close button, and the toast within the screen */
async function expectToastReadable(page: Page, toast: Locator, where: string) {
  await expect(toast).toBeVisible()
  const box = (await toast.boundingBox())!
  const close = (await toast.getByRole('button', { name: 'Close' }).boundingBox())!
  const closeBox = { left: close.x, right: close.x + close.width, top: close.y, bottom: close.y + close.height }
  const width = page.viewportSize()!.width
  expect(box.x + box.width, `${where}: the toast's right edge is on screen`).toBeLessThanOrEqual(width)
  const words = await wordBoxes(toast.locator(':scope > div').first())
  expect(words.length, `${where}: the toast has words`).toBeGreaterThan(2)
  const under = words.filter(({ boxes }) => boxes.some((b) => overlap(b, closeBox))).map(({ word }) => word)
  expect(under, `${where}: words under the Close button`).toEqual([])
  const outside = words.filter(({ boxes }) => boxes.some((b) => b.left < box.x || b.right > box.x + box.width)).map(({ word }) => word)
  expect(outside, `${where}: words past the toast's edge`).toEqual([])
  expect(await brokenWords(toast.locator(':scope > div').first()), `${where}: words broken across lines`).toEqual([])
}

test("with the phone's text at 200 % the toast's words stand whole, clear of its Close button", async ({ browser }) => {
  const circle = await busyHome()
  const context = await browser.newContext({ baseURL: baseURL(), ...PHONE })
  const page = await context.newPage()
  await textSize(page, 200)
  // Contact rings the home on a touch screen: the dialler is outside the browser
  await recordDials(page)
  await watchCircle(page, circle.clientId)
  await signInAt(page, 'support', '/alerts')
  const card = page.getByRole('article').filter({ hasText: 'Unusual inactivity' })
  await card.getByRole('button', { name: 'Contact', exact: true }).tap()
  const toastWith = (text: string) => toastOf(page, text)
  await expectToastReadable(page, toastWith('Contact Initiated'), 'Contact')
  await card.getByRole('button', { name: 'Resolve', exact: true }).tap()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Resolve Alert' }).tap()
  await expectToastReadable(page, toastWith('Alert Resolved'), 'Resolve')
  await context.close()
})

test("with the phone's text at 200 % the toast after Call Now without a number takes the screen's width and leaves the alert's buttons free", async ({ browser }) => {
  const circle = await busyHome()
  const context = await browser.newContext({ baseURL: baseURL(), ...PHONE })
  const page = await context.newPage()
  await textSize(page, 200)
  await watchCircle(page, circle.clientId)
  await signInAt(page, 'support', '/')
  const urgent = page.getByRole('region', { name: 'Urgent Attention Needed' })
  const buttons = {
    'Call Now': urgent.getByRole('button', { name: 'Call Now' }),
    'Send Message': urgent.getByRole('button', { name: 'Send Message' }),
    'Open in Alerts': urgent.getByRole('link', { name: 'Open in Alerts' }),
  }
  await expect(buttons['Call Now']).toBeEnabled()
  // the buttons where the finger was: scrolled up near the top of the screen, and again near its foot
  for (const [where, y] of [['under the top bar', JUST_UNDER_BAR + 60], ['near the foot of the screen', PHONE.viewport.height - 400]] as const) {
    await buttons['Call Now'].evaluate((el, top) => {
      document.getElementById('main')!.style.paddingBottom = '100vh'
      window.scrollBy(0, el.getBoundingClientRect().top - top)
    }, y)
    await buttons['Call Now'].tap()
    const toast = toastOf(page, 'Call Now')
    await expect(toast).toBeVisible()
    await page.waitForTimeout(300)
    await page.screenshot({ path: test.info().outputPath(`call-now-toast-${y}.png`) })
    const box = (await toast.boundingBox())!
    const width = PHONE.viewport.width
    // as wide as the screen less its margins: narrow, its words stood one or two a line, 560 px tall
    expect(box.width, `${where}: the toast's width (${Math.round(box.x)}–${Math.round(box.x + box.width)})`).toBeGreaterThanOrEqual(width - 2 * 16)
    expect(box.height, `${where}: the toast's height`).toBeLessThanOrEqual(PHONE.viewport.height / 3)
    for (const [name, button] of Object.entries(buttons)) {
      const b = (await button.boundingBox())!
      const covers = b.x < box.x + box.width && box.x < b.x + b.width && b.y < box.y + box.height && box.y < b.y + b.height
      expect(covers, `${where}: the toast (y ${Math.round(box.y)}–${Math.round(box.y + box.height)}) lies over ${name} (y ${Math.round(b.y)}–${Math.round(b.y + b.height)})`).toBe(false)
    }
    await expectToastReadable(page, toast, where)
    await toast.getByRole('button', { name: 'Close' }).tap()
    await expect(toast).toBeHidden()
  }
  // at its edge it is still swiped away to the right
  await buttons['Call Now'].tap()
  const toast = toastOf(page, 'Call Now')
  await expect(toast).toBeVisible()
  const box = (await toast.boundingBox())!
  await page.mouse.move(box.x + 40, box.y + box.height / 2)
  await page.mouse.down()
  // let go past its right edge: a click there is not the tap on the toast that also puts it away
  for (const x of [80, 140, 220, 300, 388]) await page.mouse.move(x, box.y + box.height / 2)
  expect(box.x + box.width, 'the finger is let go past the toast').toBeLessThan(388)
  await page.mouse.up()
  await expect(toast).toBeHidden({ timeout: 2_000 })
  await context.close()
})
