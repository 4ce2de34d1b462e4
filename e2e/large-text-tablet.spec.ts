// Winifred reads Hearthwatch on her 820 x 1180 tablet with its text at 200 %, and so does her daughter Imogen on hers.
// The sidebar stood beside every page from 768 px of window, whatever the text size: at 200 % it took 512 of the
// 820 px (16rem), the page had 308 px, the heading broke inside its words ('Monito-ring Margar-et Ellis') and every
// page scrolled sideways (the dashboard to 905 px, Sensors to 1147). At that text size the tablet is 25.6rem wide,
// a phone's width in her text: the menu is a drawer, as on a phone, and each page has the whole width.
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { ACCOUNTS, SEEDED } from './fixtures/accounts'
import { circlePicker, pickCircle } from './fixtures/circle-picker'
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

/** The width the home picker gives the home's name, and whether the name fits it (whole, on one line or two) */
const nameRoom = (page: Page) =>
  circlePicker(page)
    .locator('span')
    .first()
    .evaluate((name) => ({ width: name.clientWidth, fits: name.scrollWidth <= name.clientWidth + 1 && name.scrollHeight <= name.clientHeight + 1 }))

// A support agent on the same tablet at 200 %: the top bar kept the home picker with the word 'Watching', his name
// and his role beside it, and the home's name had room for one letter ('Watching M')
test("at 200 % text on a tablet, 768 to 1024 px, the home picker shows the home's name whole; at the usual size it stays in the top bar", async ({ page }) => {
  await signInOnPhone(page, ACCOUNTS.support.email)
  const picker = circlePicker(page)
  // a home of a usual name's length (other journeys add homes the agent may open on)
  await pickCircle(page, `${SEEDED.mabel.firstName} ${SEEDED.mabel.lastName}`, { email: SEEDED.mabel.email })
  const inBar = page.getByRole('banner').getByRole('combobox', { name: 'Care circle', exact: true })
  for (const width of [768, 820, 1024]) {
    await page.setViewportSize({ width, height: 1180 })
    await page.evaluate(() => void (document.documentElement.style.fontSize = ''))
    await expect(inBar, `${width} px at the usual size: in the top bar`).toBeVisible()
    await expect.poll(() => nameRoom(page), `${width} px at the usual size: the name whole`).toMatchObject({ fits: true })
    await page.evaluate(() => void (document.documentElement.style.fontSize = '200%'))
    // measured as the bar resizes: a frame or two after the text grows
    await expect.poll(() => nameRoom(page), `${width} px at 200 %: the name whole`).toMatchObject({ fits: true })
    const name = (await picker.textContent())!.trim()
    expect.soft((await nameRoom(page)).width, `${width} px at 200 %: room for '${name}'`).toBeGreaterThan(100)
    expect.soft(await sidewaysReach(page).then((r) => r.past), `${width} px at 200 %: no sideways scroll`).toEqual([])
  }
})
