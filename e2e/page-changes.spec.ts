// A move to another page of the single-page app is told as a new page would be: focus goes to the new
// page's h1 (without a ring) and a polite live region says the page's name; the browser's back and
// forward do the same. The first page of a visit is left alone, so the first Tab still reaches the
// skip link, and a new query string or home on the same page moves nothing.
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test'
import { circlePicker, homeOptions, homeSearch } from './fixtures/circle-picker'
import { login, signInAt } from './fixtures/session'
import { dialogEntryGone } from './fixtures/dialog-history'

const expect = baseExpect.configure({ timeout: 15_000 })

const PHONE = { width: 390, height: 844 }
const announcement = (page: Page) => page.getByTestId('page-announcement')
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })

/** Presses `key` until `target` has focus, as a keyboard user would go there */
async function keyTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab', presses = 40) {
  for (let i = 0; i < presses; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press(key)
  }
  await expect(target).toBeFocused()
}

/** Focus is on the h1 that starts the page, with no ring drawn around it */
async function expectPageStart(page: Page, name: string | RegExp) {
  const h1 = heading(page, name)
  await expect(h1).toBeFocused()
  expect(await h1.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none')
}

test('the first page of a visit keeps focus where the browser put it: the first Tab reaches the skip link', async ({ page }) => {
  await signInAt(page, 'admin', '/alerts')
  await expect(heading(page, 'Alert Management')).toBeVisible()
  await page.waitForLoadState('networkidle').catch(() => undefined)
  await expect(page.locator('body')).toBeFocused()
  await expect(announcement(page)).toHaveText('')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
})

test('through the main menu by keyboard, each page takes focus at its h1 and is announced by name', async ({ page }) => {
  test.slow()
  await login(page, 'admin')
  await expect(heading(page, /^Monitoring /)).toBeVisible()
  const pages = [
    { link: 'Sensors', h1: 'Sensor Management' },
    { link: 'Alerts', h1: 'Alert Management' },
    { link: 'Care Notes', h1: 'Care Notes' },
    { link: 'Family Members', h1: 'Family Members' },
    { link: 'User Management', h1: 'User Management' },
    { link: 'Billing & Subscriptions', h1: 'Billing & Subscription' },
    { link: 'Business Management', h1: 'Business Management' },
    { link: 'Dashboard', h1: /^Monitoring / },
  ]
  // from the top of the first page: past the skip link into the menu
  await keyTo(page, mainNav(page).getByRole('link', { name: pages[0]!.link }), 'Tab')
  for (const [i, { link, h1 }] of pages.entries()) {
    // back from the last page's h1 to the menu, as a keyboard user goes
    if (i > 0) await keyTo(page, mainNav(page).getByRole('link', { name: link }), 'Shift+Tab')
    await page.keyboard.press('Enter')
    await expectPageStart(page, h1)
    await expect(announcement(page)).toHaveText(link)
    // the page's name, then whose home it shows for an admin with several (decision 0119), then the app's
    await expect(page).toHaveTitle(new RegExp(`(^|\\) )${link.replace('&', '\\&')}( · [^·]+)? · Hearthwatch$`))
  }
  // the next Tab goes on from the heading into the page, not back to the top of the document
  await page.keyboard.press('Tab')
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1)
})

test("the browser's back and forward move focus and announce as a click does", async ({ page }) => {
  await login(page, 'admin')
  await mainNav(page).getByRole('link', { name: 'Care Notes' }).click()
  await expectPageStart(page, 'Care Notes')
  await mainNav(page).getByRole('link', { name: 'Sensors' }).click()
  await expectPageStart(page, 'Sensor Management')

  await page.goBack()
  await expectPageStart(page, 'Care Notes')
  await expect(announcement(page)).toHaveText('Care Notes')
  await page.goBack()
  await expectPageStart(page, /^Monitoring /)
  await expect(announcement(page)).toHaveText('Dashboard')
  await page.goForward()
  await expectPageStart(page, 'Care Notes')
  await expect(announcement(page)).toHaveText('Care Notes')
})

test('another home picked on the same page leaves focus in the picker, and nothing is announced', async ({ page }) => {
  await login(page, 'admin')
  await mainNav(page).getByRole('link', { name: 'Alerts' }).click()
  await expectPageStart(page, 'Alert Management')
  const before = await circlePicker(page).textContent()
  await circlePicker(page).click()
  await homeSearch(page).fill('a')
  const other = homeOptions(page).filter({ hasNotText: before ?? '' }).first()
  await other.click()
  await expect(circlePicker(page)).not.toHaveText(before ?? '')
  await expect(heading(page, 'Alert Management')).toBeVisible()
  await expect(circlePicker(page)).toBeFocused()
  await expect(announcement(page)).toHaveText('Alerts')
})

test('on a phone, a page picked in the drawer takes focus at its h1, a drawer closed without moving gives focus back to the menu button, and the back button closes it before it leaves the page', async ({ page }) => {
  await login(page, 'carer')
  await page.setViewportSize(PHONE)
  const menuButton = page.getByRole('button', { name: /^Open menu/ })
  await menuButton.click()
  await page.getByRole('dialog').getByRole('link', { name: 'Alerts' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expectPageStart(page, 'Alert Management')
  await expect(announcement(page)).toHaveText('Alerts')
  // Radix gives focus back to the menu button a moment after the drawer closes: it must not take it from the heading
  await page.waitForTimeout(300)
  await expectPageStart(page, 'Alert Management')

  await menuButton.click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menuButton).toBeFocused()
  // the drawer's entry is off the history before the next drawer adds its own
  await dialogEntryGone(page)

  // the phone's back gesture with the drawer open closes the drawer, as on any phone; the next goes back a page
  await menuButton.click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(heading(page, 'Alert Management')).toBeVisible()
  await expect(menuButton).toBeFocused()
  await page.goBack()
  await expectPageStart(page, /^Monitoring /)
  await expect(announcement(page)).toHaveText('Dashboard')
})
