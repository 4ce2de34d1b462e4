// A carer at night in a high contrast theme (Windows' forced colours): the browser drops backgrounds and
// shadows, so states drawn with them vanished. A chosen radio's dot, a switch on or off, the active tab and
// keyboard focus must still show, in the system's colours (index.css).
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test'
import { openNotesAsStaff } from './fixtures/care-notes'
import { newCircle } from './fixtures/seed-circle'
import { login } from './fixtures/session'
import { at } from './fixtures/home-address'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })

test.use({ colorScheme: 'dark' })
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' })
})

const background = (where: Locator) => where.evaluate((el) => getComputedStyle(el).backgroundColor)
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
const isDrawn = (colour: string) => colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent'

test('the chosen alert setting shows its dot, and keyboard focus shows an outline', async ({ page }) => {
  await login(page, 'carer')
  await page.getByRole('button', { name: 'Notifications' }).click()
  const dialog = page.getByRole('dialog', { name: 'Alert notifications' })
  const chosen = dialog.getByRole('radiogroup', { name: 'E-mail' }).getByRole('radio', { checked: true })
  await expect(chosen).toHaveCount(1)
  const dot = chosen.locator('span')
  const dotColour = await background(dot)
  expect(isDrawn(dotColour), dotColour).toBe(true)
  expect(dotColour).not.toBe(await pageBackground(page))

  // focus on the chosen radio, from the keyboard: an outline, not the box-shadow ring the theme drops
  await chosen.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!)
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) }
  })
  expect(outline.style).not.toBe('none')
  expect(outline.width).toBeGreaterThan(0)
})

test('a switch reads differently on and off, and the active tab stands out from the others', async ({ page }) => {
  const circle = await newCircle()
  await openNotesAsStaff(page, 'support', circle.clientId)
  await page.getByRole('button', { name: 'Add Note' }).first().click()
  const dialog = page.getByRole('dialog')
  const privateSwitch = dialog.getByRole('switch')
  const track = privateSwitch.locator('> span')
  const off = await background(track)
  await privateSwitch.click()
  await expect(privateSwitch).toBeChecked()
  // the track's colour changes with a transition: read once it has run
  await expect.poll(() => background(track)).not.toBe(off)
  // closed, the dialog takes back the history entry it opened (back-closes-dialogs): wait for that before moving on
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(at('/care-notes'))
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Alerts' }).click()
  const active = page.getByRole('tab', { selected: true })
  const other = page.getByRole('tab', { selected: false }).first()
  await expect(active).toBeVisible()
  expect(await background(active)).not.toBe(await background(other))
})
