// The person watched, using Hearthwatch herself: an 84-year-old client on her tablet at 200 % browser
// zoom (1280 x 800 at 2x: 640 x 400 CSS pixels). What she is asked and told about her own home speaks to
// her ('your care circle', 'if you are all right'), not about her as a third person.
import { test, type Page } from '@playwright/test'
import { card, expect, tab } from './fixtures/alerts-page'
import { newCircle, type Circle } from './fixtures/seed-circle'

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
