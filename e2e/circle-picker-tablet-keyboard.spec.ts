// A support agent with forty homes on a tablet (820×1180), her text at 200 %, searches the home picker: the
// on-screen keyboard comes up and leaves the page ~560 px of height. The homes her search finds must stay on
// screen above the keyboard, and every one of them within reach by scrolling the list, not under the fold.
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { circlePicker, homeOptions, homeSearch } from './fixtures/circle-picker'
import { textSize } from './fixtures/large-text'
import { manyCircles } from './fixtures/seed-circle'
import { login } from './fixtures/session'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

const TABLET = { width: 820, height: 1180 }
/** The tablet's height left above its on-screen keyboard */
const KEYBOARD_UP = { width: 820, height: 560 }

test.use({ viewport: TABLET, hasTouch: true })

/** Where the list sits on screen, and which of its rows show whole */
const listOnScreen = (page: Page) =>
  page.getByRole('listbox', { name: 'Homes' }).evaluate((ul) => {
    const box = ul.getBoundingClientRect()
    const rows = [...ul.querySelectorAll('[role="option"]')].map((o) => o.getBoundingClientRect())
    const whole = rows.filter((r) => r.top >= Math.max(box.top, 0) - 1 && r.bottom <= Math.min(box.bottom, window.innerHeight) + 1).length
    return { top: box.top, bottom: box.bottom, height: box.height, whole, screen: window.innerHeight }
  })

test('at 200 % text with the on-screen keyboard up, the homes a search finds stay above the keyboard and are reached by scrolling the list', async ({ page }) => {
  const run = Math.random().toString(36).slice(2, 7)
  const lastName = `Keyboard${run}`
  // forty homes; twelve of them Kiwi<run>a, Kiwi<run>b…, so that a search finds more than the list shows at once
  const found = `Kiwi${run}`
  const firstNames = Array.from({ length: 40 }, (_, i) => (i < 12 ? `${found}${String.fromCharCode(97 + i)}` : `Tablet${String.fromCharCode(97 + (i % 26))}${i}`))
  await manyCircles(firstNames, lastName)
  await textSize(page, 200)
  await login(page, 'support')

  await circlePicker(page).tap()
  await expect.poll(() => homeOptions(page).count()).toBeGreaterThanOrEqual(40)
  // the search box has focus: the keyboard comes up, the page keeps the height above it
  await expect(homeSearch(page)).toBeFocused()
  await page.setViewportSize(KEYBOARD_UP)
  await homeSearch(page).pressSequentially(found, { delay: 20 })
  await expect(homeOptions(page)).toHaveCount(12)

  // the search box and the first home found are on screen, above the keyboard
  await expect(homeSearch(page)).toBeInViewport({ ratio: 1 })
  await expect(homeOptions(page).first()).toBeInViewport({ ratio: 1 })
  const shown = await listOnScreen(page)
  expect(shown.top, "the list's top is on screen").toBeGreaterThanOrEqual(0)
  expect(shown.bottom, "the list's foot is above the keyboard").toBeLessThanOrEqual(KEYBOARD_UP.height)
  // room for more than one home at a time (at 200 % a row is ~100 px)
  expect(shown.whole, 'homes shown whole above the keyboard').toBeGreaterThanOrEqual(2)

  // every home found is reached by scrolling the list, and comes into view above the keyboard
  const last = homeOptions(page).last()
  await last.scrollIntoViewIfNeeded()
  await expect(last).toBeInViewport({ ratio: 1 })
  expect((await last.boundingBox())!.y + (await last.boundingBox())!.height).toBeLessThanOrEqual(KEYBOARD_UP.height)
  // and by the keyboard's arrows: the active row follows into view
  for (let i = 0; i < 11; i++) await page.keyboard.press('ArrowDown')
  await expect(last).toHaveAttribute('data-active', 'true')
  await expect(last).toBeInViewport({ ratio: 1 })
  // the search box stays in sight while she scrolls the list
  await expect(homeSearch(page)).toBeInViewport({ ratio: 1 })

  // a home is picked by touch
  const name = ((await homeOptions(page).nth(5).innerText()).split('\n')[0] ?? '').trim()
  await homeOptions(page).nth(5).tap()
  await expect(circlePicker(page)).toContainText(name)
})
