// The phone's menu as it opens. Focus went to Notifications, below the page links and her name (Radix's dialog
// skips links when it picks where focus starts): a screen reader said 'Notifications, button' and Tab went on to
// Sign Out, the pages behind her. It now starts on the page she is on, which says where she is. With the phone's text
// at 200 % the menu's Close button lay over the 'Hearthwatch' at its top (the word and the X do not fit side by side
// in the drawer at that size): the heart alone is shown then, the link still named Hearthwatch.
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test'
import { login } from './fixtures/session'
import { overlap, textSize, type Box } from './fixtures/large-text'

const expect = baseExpect.configure({ timeout: 15_000 })
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

/** The boxes of the words shown in `target`: not those for screen readers only, in a 1 px box their words run out of */
const shownWordBoxes = (target: Locator) =>
  target.evaluate((el): Box[] => {
    const boxes: Box[] = []
    const range = document.createRange()
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const holder = node.parentElement!
      if (holder.getBoundingClientRect().width <= 1 || holder.closest('[hidden]')) continue
      range.selectNodeContents(node)
      for (const r of range.getClientRects()) if (r.width > 0) boxes.push({ left: r.left, right: r.right, top: r.top, bottom: r.bottom })
    }
    return boxes
  })

async function openMenuOn(page: Page, path: string, pageLink: string) {
  await page.goto(path)
  await page.getByRole('button', { name: /^Open menu/ }).tap()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  const current = menu.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: pageLink })
  await expect(current).toHaveAttribute('aria-current', 'page')
  return { menu, current }
}

test('the menu opens with focus on the page she is on, not on Notifications', async ({ page }) => {
  await login(page, 'carer')
  const { menu, current } = await openMenuOn(page, '/care-notes', 'Care Notes')
  await expect(current).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(page.getByRole('button', { name: /^Open menu/ })).toBeFocused()
})

test("with the phone's text at 200 % the menu's Close button lies over none of its words", async ({ page }) => {
  await textSize(page, 200)
  await login(page, 'client')
  const { menu, current } = await openMenuOn(page, '/alerts', 'Alerts')
  await expect(current).toBeFocused()
  const close = (await menu.getByRole('button', { name: 'Close menu' }).boundingBox())!
  const closeBox = { left: close.x, right: close.x + close.width, top: close.y, bottom: close.y + close.height }
  const brand = menu.getByRole('link', { name: 'Hearthwatch' })
  await expect(brand).toBeVisible()
  const shown = await shownWordBoxes(menu)
  expect(shown.length).toBeGreaterThan(0)
  for (const words of shown) expect(overlap(words, closeBox), `words at ${JSON.stringify(words)} under Close`).toBe(false)
})
