// Large text on a small phone (320 CSS px, the page's text at 200 %): a dialog's buttons wrap their
// words and grow, rather than run off the dialog's edge. Kept on one line they were cut ('Send Emergency
// Al…', 'Change your phone num…'), readable only by scrolling the dialog sideways.
import { test, type Locator, type Page } from '@playwright/test'
import { expect } from './fixtures/alerts-page'
import { browserAsClient, newCircle } from './fixtures/seed-circle'
import { openDashboard } from './fixtures/dashboard'

test.use({ viewport: { width: 320, height: 640 } })

/** Every button and link in the dialog whose words do not fit it, and whether the dialog scrolls sideways */
const cutShort = (dialog: Locator) =>
  dialog.evaluate((el) => ({
    sideways: el.scrollWidth > el.clientWidth + 1,
    cut: [...el.querySelectorAll<HTMLElement>('button, a')].filter((b) => b.scrollWidth > b.clientWidth + 1).map((b) => b.textContent?.trim()),
  }))

const largeText = (page: Page) => page.evaluate(() => void (document.documentElement.style.fontSize = '200%'))

test("the person watched, at 200 % text: the Emergency question and Quick Contact fit her phone's width", async ({ browser }) => {
  const circle = await newCircle('Margaret', `Okonkwo-Fairweather${Date.now().toString(36)}`)
  const { context, page } = await browserAsClient(browser, circle)
  await openDashboard(page, circle.name)
  await largeText(page)

  await page.getByRole('button', { name: 'Emergency', exact: true }).click()
  const ask = page.getByRole('alertdialog', { name: 'Raise an emergency alert?' })
  await expect(ask.getByRole('button', { name: 'Send Emergency Alert' })).toBeVisible()
  expect(await cutShort(ask)).toEqual({ sideways: false, cut: [] })
  await ask.getByRole('button', { name: 'Cancel' }).click()

  await page.getByRole('button', { name: 'Quick Contact' }).click()
  const contacts = page.getByRole('dialog', { name: 'Quick Contact' })
  await expect(contacts.getByRole('button', { name: 'Add your phone number' })).toBeVisible()
  expect(await cutShort(contacts)).toEqual({ sideways: false, cut: [] })
  await context.close()
})
