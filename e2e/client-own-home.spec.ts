// The person watched, using Hearthwatch herself: an 84-year-old client on her tablet at 200 % browser
// zoom (1280 x 800 at 2x: 640 x 400 CSS pixels). What she is asked and told about her own home speaks to
// her ('your care circle', 'if you are all right'), not about her as a third person.
import { test, type Page } from '@playwright/test'
import { card, expect, tab } from './fixtures/alerts-page'
import { apiAsRole, newCircle, quietHomeWithLowBattery, type Circle } from './fixtures/seed-circle'
import { sidewaysPx } from './fixtures/sideways'

test.beforeEach(() => test.slow())

/** A 1280 x 800 tablet at 200 % zoom, with a finger */
const TABLET_AT_200 = { viewport: { width: 640, height: 400 }, deviceScaleFactor: 2, hasTouch: true }

/** Signs in through the form as the circle's client; at this width the sidebar is a drawer */
async function signInAsClient(page: Page, circle: Circle) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(circle.email)
  await page.getByLabel('Password').fill(circle.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Monitoring ${circle.name}` })).toBeVisible()
}

test.describe('on a tablet at 200 % zoom', () => {
  test.use(TABLET_AT_200)

  test("Emergency pressed by mistake: she is told it reaches her care circle, then says she is all right, and the alert shows she resolved it", async ({ page }) => {
    const circle = await newCircle('Margaret', `Okafor${Date.now().toString(36)}`)
    await signInAsClient(page, circle)

    await page.getByRole('button', { name: 'Emergency', exact: true }).click()
    const ask = page.getByRole('alertdialog', { name: 'Raise an emergency alert?' })
    await expect(ask).toContainText('reaches everyone watching your care circle')
    await expect(ask).not.toContainText(circle.name)
    await ask.getByRole('button', { name: 'Send Emergency Alert' }).click()
    await expect(page.getByText('Everyone in your care circle has been alerted.', { exact: true })).toBeVisible()

    await page.goto('/alerts')
    const emergency = card(page, 'Emergency button pressed')
    await emergency.getByRole('button', { name: 'Resolve' }).click()
    const resolve = page.getByRole('alertdialog', { name: 'Resolve this alert?' })
    await expect(resolve).toContainText('Resolve it if you are all right. Everyone in your care circle will see that you said so.')
    await expect(resolve).not.toContainText('they are all right')
    await resolve.getByRole('button', { name: 'Resolve Alert' }).click()
    await expect(page.getByText('The alert has been marked as resolved.', { exact: true })).toBeVisible()

    await tab(page, /^Resolved Alerts \(1\)$/).click()
    await expect(card(page, 'Emergency button pressed')).toContainText(`Resolved by ${circle.name}`)
    const [alert] = (await (await circle.api.get('/api/alerts')).json()) as { isResolved: boolean; resolvedBy: string }[]
    expect(alert).toMatchObject({ isResolved: true, resolvedBy: circle.clientId })
  })
})

/**
 * The browser's or the system's text size at `percent` (Chrome's font-size setting, Android's font scale): the
 * root font grows, and with it every rem of the app, while the window keeps its width
 */
async function textSize(page: Page, percent: number) {
  await page.addInitScript((size) => {
    const style = document.createElement('style')
    style.textContent = `html { font-size: ${size}% !important }`
    document.addEventListener('DOMContentLoaded', () => document.head.append(style))
  }, percent)
}

/** The lines the element's text takes up (one box per line of each text run in it) */
const linesOf = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
  })

/** Left and right edges of a locator's box */
async function edges(target: ReturnType<Page['locator']>) {
  await expect(target).toBeVisible()
  const box = (await target.boundingBox())!
  return { left: box.x, right: box.x + box.width, top: box.y, bottom: box.y + box.height }
}

test.describe('on her phone with the text size at 200 %', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('sign-in, dashboard and alerts fit the width: every tab on screen, names and titles not broken letter by letter, icons beside no words', async ({ page }) => {
    const circle = await newCircle('Margaret', `Okafor${Date.now().toString(36)}`)
    const staff = await apiAsRole('support')
    await quietHomeWithLowBattery(staff, circle.clientId)
    await staff.dispose()
    await textSize(page, 200)

    // the landing page, which she meets signed out: its heading ran 47 px past the screen
    await page.goto('/')
    const hero = page.getByRole('heading', { level: 1, name: 'Quiet reassurance for the people you love' })
    await expect(hero).toBeVisible()
    expect.soft(await sidewaysPx(page), 'the landing page needs no sideways scroll').toBe(0)
    expect.soft(await linesOf(page, '#hero-heading'), 'the heading breaks between words only').toBeLessThanOrEqual(6)

    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible()
    expect.soft(await sidewaysPx(page), 'the sign-in page needs no sideways scroll').toBe(0)
    expect.soft((await edges(page.getByRole('button', { name: 'Continue with Facebook' }))).right).toBeLessThanOrEqual(390)

    await page.getByLabel('Email').fill(circle.email)
    await page.getByLabel('Password').fill(circle.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('heading', { level: 1, name: `Monitoring ${circle.name}` })).toBeVisible()
    await expect(page.locator('[data-sensor-name]').filter({ hasText: 'Kitchen sensor' })).toHaveCount(1)
    expect.soft(await sidewaysPx(page), 'the dashboard needs no sideways scroll').toBe(0)
    for (const name of ['Health Score', 'Behavioral Patterns', 'Fall Risk']) {
      const tab = await edges(page.getByRole('tab', { name }))
      expect.soft(tab.left, `${name} starts on screen`).toBeGreaterThanOrEqual(0)
      expect.soft(tab.right, `${name} ends on screen`).toBeLessThanOrEqual(390)
    }
    // 'Kitchen sensor · Kitchen' beside its battery and badge stood one letter a line (24 lines), in a box 0 px wide
    await expect.soft(page.locator('[data-sensor-name]').filter({ hasText: 'Kitchen sensor' })).toBeVisible({ timeout: 1000 })
    expect.soft(await linesOf(page, '[data-sensor-name]:has-text("Kitchen sensor")')).toBeLessThanOrEqual(3)
    await page.getByRole('tab', { name: 'Fall Risk' }).click()
    await expect(page.getByRole('tab', { name: 'Fall Risk' })).toHaveAttribute('data-state', 'active')

    await page.goto('/alerts')
    await expect(card(page, 'Unusual inactivity')).toBeVisible()
    expect.soft(await sidewaysPx(page), 'the Alerts page needs no sideways scroll').toBe(0)
    for (const name of [/^Active Alerts/, /^Resolved Alerts/]) expect.soft((await edges(tab(page, name))).right, `${name} ends on screen`).toBeLessThanOrEqual(390)
    // beside its dot and icon the title broke mid-word: 'Unusua / l / inactivit / y'
    expect.soft(await linesOf(page, 'article h2:has-text("Unusual inactivity")')).toBeLessThanOrEqual(2)
    // each counter's icon sat over the end of its label ('Total Ale🔔')
    for (const key of ['total', 'active', 'critical', 'today']) {
      const counter = page.getByRole('region', { name: 'Alert statistics' }).locator(`[data-stat="${key}"]`).locator('xpath=../..')
      const icon = await edges(counter.locator('svg'))
      // the words' own boxes: the label's box stayed narrow while its words ran out of it under the icon
      const words = await counter.locator('p').first().evaluate((el) => {
        const range = document.createRange()
        range.selectNodeContents(el)
        return [...range.getClientRects()].map((r) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom }))
      })
      const overlaps = words.some((w) => icon.left < w.right && w.left < icon.right && icon.top < w.bottom && w.top < icon.bottom)
      expect.soft(overlaps, `the ${key} counter's icon is clear of its label`).toBe(false)
    }
  })
})

test.describe('on her tablet with the text size at 150 %', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: true })

  test("the dashboard's AI tabs are all on screen", async ({ page }) => {
    const circle = await newCircle('Margaret', `Okafor${Date.now().toString(36)}`)
    await textSize(page, 150)
    await signInAsClient(page, circle)
    expect.soft(await sidewaysPx(page)).toBe(0)
    // 'Fall Risk' was at 1280-1386 px, scrolled out of its strip with nothing to show it was there
    for (const name of ['Health Score', 'Behavioral Patterns', 'Fall Risk']) expect.soft((await edges(page.getByRole('tab', { name }))).right, name).toBeLessThanOrEqual(1280)
  })
})
