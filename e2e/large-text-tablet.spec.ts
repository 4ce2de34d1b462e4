// Winifred reads Hearthwatch on her 820 x 1180 tablet with its text at 200 %, and so does her daughter Imogen on hers.
// The sidebar stood beside every page from 768 px of window, whatever the text size: at 200 % it took 512 of the
// 820 px (16rem), the page had 308 px, the heading broke inside its words ('Monito-ring Margar-et Ellis') and every
// page scrolled sideways (the dashboard to 905 px, Sensors to 1147). At that text size the tablet is 25.6rem wide,
// a phone's width in her text: the menu is a drawer, as on a phone, and each page has the whole width.
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { SEEDED } from './fixtures/accounts'
import { signInOnPhone } from './fixtures/dashboard'
import { brokenWords, sidewaysReach, textSize } from './fixtures/large-text'
import { seededForAttempt } from './fixtures/seed-circle'

const expect = baseExpect.configure({ timeout: 15_000 })
test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true })
test.beforeEach(() => test.slow())

async function expectWholeWidth(page: Page, where: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const reach = await sidewaysReach(page)
  expect.soft({ scrollWidth: reach.scrollWidth, past: reach.past }, `${where}: no sideways scroll`).toEqual({ scrollWidth: reach.width, past: [] })
  expect.soft(await brokenWords(page.getByRole('heading', { level: 1 })), `${where}: the heading's words whole`).toEqual([])
}

/** The drawer, opened from the keyboard, takes her to `page` */
async function goByMenu(page: Page, label: string, heading: string) {
  const menu = page.getByRole('button', { name: /^Open menu/ })
  await menu.focus()
  await page.keyboard.press('Enter')
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await expect(drawer).toBeVisible()
  await drawer.getByRole('link', { name: new RegExp(`^${label}`) }).click()
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
}

test('at 200 % text on an 820 px tablet, the client reads every page of hers at the full width, the menu a drawer she opens from the keyboard', async ({ page }) => {
  const winifred = seededForAttempt(SEEDED.winifred)
  await textSize(page, 200)
  await signInOnPhone(page, winifred.email, `${winifred.firstName} ${winifred.lastName}`)
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden()
  await expectWholeWidth(page, 'Dashboard')
  const home = `Monitoring ${winifred.firstName} ${winifred.lastName}`
  for (const [label, heading] of [['Sensors', 'Sensor Management'], ['Alerts', 'Alert Management'], ['Care Notes', 'Care Notes'], ['Dashboard', home]] as const) {
    await goByMenu(page, label, heading)
    await expectWholeWidth(page, label)
  }
})

test('at 200 % text on an 820 px tablet, her carer reads every page of hers at the full width, Family Members too', async ({ page }) => {
  const imogen = seededForAttempt(SEEDED.imogen)
  await textSize(page, 200)
  await signInOnPhone(page, imogen.email)
  await expectWholeWidth(page, 'Dashboard')
  for (const [label, heading] of [['Sensors', 'Sensor Management'], ['Alerts', 'Alert Management'], ['Care Notes', 'Care Notes'], ['Family Members', 'Family Members']] as const) {
    await goByMenu(page, label, heading)
    await expectWholeWidth(page, label)
  }
})

test('at the usual text size the same tablet keeps the sidebar beside the page', async ({ page }) => {
  const winifred = seededForAttempt(SEEDED.winifred)
  await signInOnPhone(page, winifred.email, `${winifred.firstName} ${winifred.lastName}`)
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Open menu/ })).toBeHidden()
})
