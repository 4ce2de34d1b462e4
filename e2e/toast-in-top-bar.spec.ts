// A toast covers nothing of the page: right after tapping something near the top of the screen, the next
// thing to tap is often just there (the Resolve beside the Contact just tapped, the Pets card's boxes to
// tick after turning Pets on), and a toast shown under the top bar covered it for five seconds (at the
// bottom right of a laptop it covered those boxes too). On the signed-in pages it shows in the top bar,
// clear of the menu button, and a tap on Close takes it away. On a phone it lies over the home picker
// there, which it gives way to: a tap on it where the picker lies opens the picker, and so does Tab
// (decision 0083); before, the carer could not switch home for its five seconds.
// At 200 % text: toast-large-text.spec.ts.
import { expect as baseExpect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { baseURL, newCircle, watchCircle, type Circle } from './fixtures/seed-circle'
import { busyHome, JUST_UNDER_BAR, PHONE } from './fixtures/toast-pages'
import { circlePicker, homeOptions, homeSearch } from './fixtures/circle-picker'
import { login } from './fixtures/session'
import { toast as toastOf } from './fixtures/toast'

const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

const LAPTOP = { viewport: { width: 1366, height: 768 } }
const TOP_BAR_PX = 56

type Box = { x: number; y: number; width: number; height: number }

async function openAs(browser: Browser, circle: Circle, device: typeof PHONE | typeof LAPTOP) {
  const context = await browser.newContext({ baseURL: baseURL(), ...device })
  const page = await context.newPage()
  await watchCircle(page, circle.clientId)
  await login(page, 'support')
  return { context, page }
}

/**
 * Scrolls the page so that the control's top is just under the top bar; a short page gets room at its foot
 * first, as a longer list would give it
 */
async function bringUnderBar(control: Locator) {
  await control.evaluate((el, y) => {
    document.getElementById('main')!.style.paddingBottom = '100vh'
    window.scrollBy(0, el.getBoundingClientRect().top - y)
  }, JUST_UNDER_BAR)
  const box = (await control.boundingBox())!
  expect(box.y, 'the control is just under the top bar').toBeLessThan(JUST_UNDER_BAR + 40)
}

/** The page's controls and messages (in main) that lie on screen under the box: their parts below the top bar, which hides the rest anyway */
function coveredBy(page: Page, box: Box) {
  return page.evaluate((b) => {
    const found: string[] = []
    const barFoot = document.querySelector('[data-top-bar]')?.getBoundingClientRect().bottom ?? 0
    const controls = '#main :is(button, a[href], input, select, textarea, [role=switch], [role=checkbox], [role=tab], [role=combobox], [role=alert])'
    for (const el of document.querySelectorAll(controls)) {
      const r = el.getBoundingClientRect()
      const top = Math.max(r.top, barFoot)
      if (r.width === 0 || r.bottom <= top || top >= innerHeight || getComputedStyle(el).visibility === 'hidden') continue
      if (r.x < b.x + b.width && b.x < r.right && top < b.y + b.height && b.y < r.bottom) {
        found.push(`${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" y ${Math.round(r.y)}–${Math.round(r.bottom)}`)
      }
    }
    return found
  }, box)
}

/** The toast with these words is up: it lies over none of the page's controls, nor the menu button */
async function expectToastClearOfPage(page: Page, text: string | RegExp, where: string) {
  const toast = toastOf(page, text)
  await expect(toast).toBeVisible()
  // raised while a dialog was open, it was at the top of the dialog, and moves up into the bar as the dialog closes
  const footOf = async () => {
    const b = (await toast.boundingBox())!
    return Math.round(b.y + b.height)
  }
  await expect.poll(async () => (await footOf()) === (await page.waitForTimeout(250), await footOf()), { message: `${where}: the toast holds still` }).toBe(true)
  const box = (await toast.boundingBox())!
  const span = `y ${Math.round(box.y)}–${Math.round(box.y + box.height)}`
  expect(await coveredBy(page, box), `${where}: what the toast (${span}) lies over`).toEqual([])
  expect(box.y + box.height, `${where}: the toast (${span}) is in the top bar`).toBeLessThanOrEqual(TOP_BAR_PX)
  const menu = page.getByRole('button', { name: /^Open menu/ })
  if (await menu.isVisible()) {
    const m = (await menu.boundingBox())!
    expect(box.x, `${where}: the toast starts after the menu button`).toBeGreaterThanOrEqual(m.x + m.width)
  }
  return toast
}

test('on a 390×844 phone a toast shows in the top bar and covers nothing of the dashboard, Alerts, Sensors, Care Notes or All homes', async ({ browser }) => {
  const circle = await busyHome()
  const { context, page } = await openAs(browser, circle, PHONE)

  // the dashboard: Check On Them on the first alert, scrolled up under the top bar; its Call Now and the next alert stay free
  await page.goto('/')
  const urgent = page.getByRole('region', { name: 'Urgent Attention Needed' })
  const checkOn = urgent.getByRole('button', { name: 'Check On Them' }).first()
  await expect(checkOn).toBeVisible()
  await bringUnderBar(checkOn)
  await checkOn.tap()
  await expectToastClearOfPage(page, 'Initiating contact with your loved one', 'the dashboard')

  // Alerts: Contact on the first card, its row scrolled up under the top bar; the Resolve beside it stays free
  await page.goto('/alerts')
  const firstCard = page.getByRole('article').first()
  const contact = firstCard.getByRole('button', { name: 'Contact', exact: true })
  await expect(contact).toBeVisible()
  await bringUnderBar(contact)
  await contact.tap()
  await expectToastClearOfPage(page, 'Contact Initiated', 'Alerts')
  await firstCard.getByRole('button', { name: 'Resolve', exact: true }).tap()
  await expect(page.getByRole('alertdialog', { name: 'Resolve this alert?' })).toBeVisible()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).tap()

  // Sensors: Pets turned on, the switch scrolled up under the top bar; the boxes to tick next stay free
  await page.goto('/sensors')
  const pets = page.getByRole('region', { name: 'Pets', exact: true }).getByRole('switch', { name: 'A cat or dog lives here' })
  await expect(pets).toBeVisible()
  await bringUnderBar(pets)
  await pets.tap()
  await expectToastClearOfPage(page, 'Pets saved', 'Sensors')

  // Care Notes: a note edited from its menu, scrolled up under the top bar
  await page.goto('/care-notes')
  const note = page.getByRole('article').filter({ hasText: 'Took her evening tablets.' })
  const actions = note.getByRole('button', { name: /^Actions for the note/ })
  await expect(actions).toBeVisible()
  await bringUnderBar(actions)
  await actions.tap()
  await page.getByRole('menuitem', { name: 'Edit Note' }).tap()
  const dialog = page.getByRole('dialog', { name: 'Edit Care Note' })
  await dialog.getByLabel('Note').fill('Took her evening tablets, and a cup of tea.')
  await dialog.getByRole('button', { name: 'Save Changes' }).tap()
  await expect(dialog).toBeHidden()
  await expectToastClearOfPage(page, 'Note Updated', 'Care Notes')

  // All homes: an alert of this home resolved from the list, its buttons scrolled up under the top bar
  await page.goto('/alerts?view=all')
  const list = page.getByRole('region', { name: 'Open alerts of every home' })
  const ours = list.getByRole('article').filter({ hasText: circle.email })
  const resolve = ours.first().getByRole('button', { name: 'Resolve', exact: true })
  await expect(resolve).toBeVisible()
  await bringUnderBar(resolve)
  await resolve.tap()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Resolve Alert' }).tap()
  const toast = await expectToastClearOfPage(page, 'Alert Resolved', 'All homes')
  // a tap on Close takes it away
  await toast.getByRole('button', { name: 'Close' }).tap()
  await expect(toast).toBeHidden()
  await context.close()
})

test('on a 1366×768 laptop a toast shows in the top bar beside the sidebar and covers nothing of the page', async ({ browser }) => {
  const circle = await busyHome()
  const { context, page } = await openAs(browser, circle, LAPTOP)
  await page.goto('/sensors')
  const pets = page.getByRole('region', { name: 'Pets', exact: true }).getByRole('switch', { name: 'A cat or dog lives here' })
  await expect(pets).toBeVisible()
  // the Pets card low on the screen, its boxes to tick at the foot, where the toast showed before
  await pets.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 380))
  await pets.click()
  const toast = await expectToastClearOfPage(page, 'Pets saved', 'Sensors')
  const sidebar = (await page.getByRole('complementary', { name: 'Sidebar' }).boundingBox())!
  expect((await toast.boundingBox())!.x, 'beside the sidebar').toBeGreaterThanOrEqual(sidebar.x + sidebar.width)

  await page.goto('/')
  const checkOn = page.getByRole('region', { name: 'Urgent Attention Needed' }).getByRole('button', { name: 'Check On Them' }).first()
  await expect(checkOn).toBeVisible()
  await checkOn.click()
  await expectToastClearOfPage(page, 'Initiating contact with your loved one', 'the dashboard')
  await context.close()
})

test('on a 390×844 phone the toast in the top bar gives way to the home picker under it: Tab onto the picker, or one tap there, and it goes', async ({ browser }) => {
  const circle = await busyHome()
  const other = await newCircle('Philippa')
  const { context, page } = await openAs(browser, circle, PHONE)
  await page.goto('/alerts')
  const contact = page.getByRole('article').first().getByRole('button', { name: 'Contact', exact: true })
  const toast = toastOf(page, 'Contact Initiated')
  const picker = circlePicker(page)
  await expect(picker).toHaveText(circle.name)

  // by keyboard: Tab from the menu button onto the picker under the toast puts the toast away
  await contact.tap()
  await expect(toast).toBeVisible()
  await page.getByRole('button', { name: /^Open menu/ }).focus()
  await expect(toast, 'the menu button is clear of the toast').toBeVisible()
  await page.keyboard.press('Tab')
  await expect(picker).toBeFocused()
  // at once, not at the end of its five seconds
  await expect(toast).toBeHidden({ timeout: 1_000 })

  // by touch: where the picker is, the toast is; a tap there reaches the picker at once, and the toast goes
  await contact.tap()
  await expect(toast).toBeVisible()
  const place = (await picker.boundingBox())!
  const [x, y] = [place.x + place.width / 2, place.y + place.height / 2]
  expect(await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.closest('li') != null, [x, y]), 'the toast lies over the picker').toBe(true)
  await page.touchscreen.tap(x, y)
  // the tap reached the picker at once (the toast did not take it); its list of the support agent's many homes may take
  // longer to draw on a loaded machine (CI, 7 Dec 2026: expanded, the list not yet drawn after 1 s), so it is waited for
  // as any page part is
  await expect(picker, 'the tap opened the picker').toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 })
  await expect(toast).toBeHidden({ timeout: 1_000 })
  await expect(homeSearch(page)).toBeVisible()
  await homeSearch(page).fill(other.lastName)
  await homeOptions(page, other.name).tap()
  await expect(picker).toHaveText(other.name)
  await context.close()
})
