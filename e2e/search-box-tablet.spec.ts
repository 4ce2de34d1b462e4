// On a tablet the sidebar stays beside the page, and a list's search box shares its row with the filters: its
// words must still show whole (on an 820 px iPad the Alerts page's two selects left it 'Search alert').
import { expect as baseExpect, test } from '@playwright/test'
import { newCircle, watchCircle } from './fixtures/seed-circle'
import { login } from './fixtures/session'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

test.describe('on a tablet beside the sidebar', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true })

  test("the search boxes of Alerts, All homes, Care Notes and User Management show their words whole, from 768 to 1024 px", async ({ page }) => {
    const circle = await newCircle('Prudence')
    await watchCircle(page, circle.clientId)
    await login(page, 'support')
    for (const path of ['/alerts', '/alerts?view=all', '/care-notes', '/users']) {
      await page.goto(path)
      const box = page.locator('main').getByRole('searchbox').or(page.locator('main').getByRole('textbox', { name: /^Search/ })).first()
      await expect(box).toBeVisible()
      for (const width of [768, 820, 1024]) {
        await page.setViewportSize({ width, height: 1180 })
        const room = await box.evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input)
          const context = document.createElement('canvas').getContext('2d')!
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
          const inside = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
          return { text: input.placeholder, needs: Math.ceil(context.measureText(input.placeholder).width), inside: Math.floor(inside) }
        })
        expect(room.needs, `'${room.text}' on ${path} at ${width} px (${room.inside} px inside the box)`).toBeLessThanOrEqual(room.inside)
      }
      await page.setViewportSize({ width: 820, height: 1180 })
    }
  })
})
