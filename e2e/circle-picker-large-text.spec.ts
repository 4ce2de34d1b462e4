// Robin watches both her parents' homes from her phone, its text at 200 %. The top bar held the menu button,
// the home picker, '+N other homes' and her role badge, all sized in rem: at 200 % the picker was left
// 0 px for the home's name, an empty box with a chevron spilling out of it, on every page. Where the bar is
// narrower than 22rem the picker is now the page's first row, the name whole (on two lines if need be); at the
// usual text size it stays in the top bar (narrow-top-bar.ts, circle-picker.tsx).
import { test, type Locator } from '@playwright/test'
import { SEEDED } from './fixtures/accounts'
import { expect } from './fixtures/alerts-page'
import { circlePicker, homeOptions } from './fixtures/circle-picker'
import { dashboardHeading, signInOnPhone } from './fixtures/dashboard'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
test.beforeEach(() => test.slow())

const MABEL = `${SEEDED.mabel.firstName} ${SEEDED.mabel.lastName}`
const OTTO = `${SEEDED.otto.firstName} ${SEEDED.otto.lastName}`

/** The width the picker gives the home's name, and whether the name fits it */
const nameRoom = (picker: Locator) =>
  picker.locator('span').first().evaluate((name) => ({ width: name.clientWidth, fits: name.scrollWidth <= name.clientWidth + 1 && name.scrollHeight <= name.clientHeight + 1 }))

test("at 200 % text the home picker shows the home's name whole, and a home is picked by touch", async ({ page }) => {
  await signInOnPhone(page, SEEDED.robin.email)
  const picker = circlePicker(page)
  // the usual text size: in the top bar, as before
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Care circle', exact: true })).toBeVisible()
  const first = (await picker.textContent())!.trim()
  expect(await nameRoom(picker)).toMatchObject({ fits: true })

  await page.evaluate(() => void (document.documentElement.style.fontSize = '200%'))
  await expect(picker).toBeVisible()
  // the bar is measured as it resizes: the picker moves to the page's first row a frame or two after the text grows
  await expect.poll(async () => (await nameRoom(picker)).width, { message: "the picker's room for the name" }).toBeGreaterThan(100)
  expect((await nameRoom(picker)).fits, `${first} is shown whole`).toBe(true)
  // a thumb's 44 px, on screen, the page not wider than the phone
  const box = (await picker.boundingBox())!
  expect(box.height).toBeGreaterThanOrEqual(44)
  expect(box.x + box.width).toBeLessThanOrEqual(390)
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true)

  // the other parent's home, by touch: the dashboard and the picker follow, the name still whole
  const other = first === MABEL ? OTTO : MABEL
  await picker.tap()
  await homeOptions(page, other).tap()
  await expect(dashboardHeading(page, other)).toBeVisible()
  await expect(picker).toHaveText(other)
  await expect(picker).toBeFocused()
  expect(await nameRoom(picker)).toMatchObject({ fits: true })
})
