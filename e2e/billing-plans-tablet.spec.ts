// Choose Your Plan on a tablet beside the sidebar (768×1024, an iPad upright): the three plan cards stood
// side by side in the ~490 px left for the page, each ~140 px wide, so '$9.99/month' ran out of its card
// over the next one and the Premium card's '/month' was cut off at its edge. Now each plan has the page's
// width until there is room for three abreast, and every price reads whole inside its own card.
import { expect as baseExpect, test, type Locator } from '@playwright/test'
import { newCircle, watchCircle } from './fixtures/seed-circle'
import { login } from './fixtures/session'

const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

/** `inner` lies wholly inside `outer` (to the pixel, as the eye sees an edge) */
async function expectInside(inner: Locator, outer: Locator, what: string) {
  const a = (await inner.boundingBox())!
  const b = (await outer.boundingBox())!
  expect(a.x, `${what}: left edge`).toBeGreaterThanOrEqual(b.x - 0.5)
  expect(a.x + a.width, `${what}: right edge ${Math.round(a.x + a.width)} in a card ending at ${Math.round(b.x + b.width)}`).toBeLessThanOrEqual(b.x + b.width + 0.5)
}

for (const viewport of [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width}×${viewport.height}, every plan's price and period read whole inside its own card, monthly and yearly`, async ({ page }) => {
    await page.setViewportSize(viewport)
    const circle = await newCircle('Planna')
    await circle.api.dispose()
    await watchCircle(page, circle.clientId)
    await login(page, 'admin')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Billing & Subscriptions' }).click()
    await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible()

    const plans = page.locator('li[data-plan]')
    await expect(plans).toHaveCount(3)
    for (const cycle of ['Monthly', 'Yearly']) {
      await page.getByRole('radio', { name: new RegExp(`^${cycle}`) }).check()
      for (const plan of await plans.all()) {
        const name = await plan.getAttribute('data-plan')
        const card = plan.locator('> *').first()
        const price = plan.getByTestId('plan-price').locator('..')
        // the price line's own text, not the width of its box: what is drawn
        const drawn = price.locator('span')
        for (const part of await drawn.all()) await expectInside(part, card, `${name}, ${cycle}: '${await part.innerText()}'`)
        await expectInside(plan.getByRole('button', { name: 'Start Free Trial' }), card, `${name}'s Start Free Trial`)
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing to scroll sideways').toBe(true)
  })
}
