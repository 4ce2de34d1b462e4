// At 2 a.m., text at 200 %, she taps Contact on an emergency, then Resolve. Over a dialog on a phone a toast goes to
// the screen's top edge (components/ui/toast.tsx), and at that text size the dialog fills the screen: 'Contact
// Initiated', about the tap before, lay over 'Resolve this alert?' and over the dialog's Close, its own Close where
// hers was, for the rest of its five seconds. A toast shown before a dialog opens on a phone is now put away as it
// opens: the dialog is what she is reading.
import { expect as baseExpect, test } from '@playwright/test'
import { emergencyFromLinkAtLargeText } from './fixtures/alerts-page'
import { toast } from './fixtures/toast'

const expect = baseExpect.configure({ timeout: 15_000 })
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
test.beforeEach(() => test.slow())

test("on a phone at 200 % text, the toast of the tap before does not lie over the dialog she opens next", async ({ page }) => {
  const alert = await emergencyFromLinkAtLargeText(page)

  await alert.getByRole('button', { name: 'Contact', exact: true }).tap()
  const contacted = toast(page, 'Contact Initiated')
  await expect(contacted).toBeVisible()
  await alert.getByRole('button', { name: 'Resolve', exact: true }).tap()
  const question = page.getByRole('alertdialog', { name: 'Resolve this alert?' })
  await expect(question).toBeVisible()
  // well within the toast's five seconds
  await expect(contacted).toBeHidden({ timeout: 2_000 })
  const title = (await question.getByRole('heading', { name: 'Resolve this alert?' }).boundingBox())!
  expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent, { x: title.x + 10, y: title.y + title.height / 2 })).toContain('Resolve this alert?')
})
