// The parts of the layout that only a press shows come as code of their own, after the page (decision 0069's
// first-load budget): the Notifications dialog and the home picker's list. On a slow line that code may still be on
// the way at the first press: held back here until after it, the press still opens the part, which then takes
// focus, and closing it gives focus back to the button pressed.
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { isAlertList } from './fixtures/alerts-page'
import { circlePicker, homeOptions, homeSearch } from './fixtures/circle-picker'
import { browserAsClient, newCircle } from './fixtures/seed-circle'
import { signInAt } from './fixtures/session'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })

test.beforeEach(() => test.slow())

/**
 * Holds back every request for the chunk whose name starts with `name` until `release()`; `asked` says whether the
 * browser has asked for it yet (ahead of the press, when idle, or at the press)
 */
async function holdChunk(page: Page, name: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const held = { asked: false, release }
  // routing turns the browser's cache off, so a reload asks again and is held too
  await page.route(new RegExp(`/assets/${name}-[^/]*\\.js$`), async (route) => {
    held.asked = true
    await released
    await route.continue()
  })
  return held
}

test('the Notifications dialog, its code held back until after the press, opens and takes focus, then gives it back', async ({ page }) => {
  const chunk = await holdChunk(page, 'notifications-dialog')
  await signInAt(page, 'carer', '/alerts')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()

  const entry = page.getByRole('button', { name: 'Notifications' })
  await entry.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Alert notifications' })
  // the code is asked for (ahead of the press or by it) and not yet come: nothing shows, focus stays where it was
  await expect.poll(() => chunk.asked).toBe(true)
  await expect(dialog).toHaveCount(0)
  await expect(entry).toBeFocused()

  chunk.release()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('radiogroup', { name: 'E-mail' })).toBeVisible()
  await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(entry).toBeFocused()
})

test("the home picker's list, its code held back until after the press, opens on the search box, and closing it gives focus back", async ({ page }) => {
  const chunk = await holdChunk(page, 'circle-combobox-list')
  await signInAt(page, 'support', '/alerts')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()

  const picker = circlePicker(page)
  await picker.click()
  await expect.poll(() => chunk.asked).toBe(true)
  await expect(homeSearch(page)).toHaveCount(0)
  await expect(picker).toBeFocused()
  await expect(picker).toHaveAttribute('aria-expanded', 'true')

  chunk.release()
  await expect(homeSearch(page)).toBeFocused()
  await expect(homeOptions(page).first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(homeSearch(page)).toHaveCount(0)
  await expect(picker).toBeFocused()
  await expect(picker).toHaveAttribute('aria-expanded', 'false')

  // once come, the list opens at once: typing on the closed picker starts a search there
  await page.keyboard.press('R')
  await expect(homeSearch(page)).toBeFocused()
  await expect(homeSearch(page)).toHaveValue('R')
})

test("the dialog's code is fetched ahead only once the page has the alerts it asked for: it never holds them up", async ({ browser }) => {
  const circle = await newCircle()
  const { context, page } = await browserAsClient(browser, circle)
  const chunk = await holdChunk(page, 'notifications-dialog')
  chunk.release()
  // the alerts' answer held back, as on a slow line
  let releaseAlerts = () => {}
  const alertsHeld = new Promise<void>((resolve) => (releaseAlerts = resolve))
  let alertsAsked = false
  await page.route(isAlertList, async (route) => {
    alertsAsked = true
    await alertsHeld
    await route.continue()
  })
  await page.goto('/alerts')
  await expect.poll(() => alertsAsked).toBe(true)
  await expect(page.getByTestId('alert-skeleton')).toHaveCount(3)
  // long past an idle moment (requestIdleCallback's 5 s at the latest, were it asked for)
  await page.waitForTimeout(6000)
  expect(chunk.asked).toBe(false)

  releaseAlerts()
  await expect(page.getByText('No Active Alerts', { exact: true })).toBeVisible()
  await expect.poll(() => chunk.asked).toBe(true)
  await context.close()
})
