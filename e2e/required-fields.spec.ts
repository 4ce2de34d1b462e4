// The forms whose required fields a person only found out about by sending them empty: Register Motion Sensor,
// Add Home and the card form of Billing. Each now says which fields must be filled in before she starts: a '*'
// beside the label, a line saying what it means, and the control itself 'required' for a screen reader.
import { expect, test, type Locator } from '@playwright/test'
import { newCircle, watchCircle } from './fixtures/seed-circle'
import { login } from './fixtures/session'

/** Marked required: the star beside its label, and required to assistive technology; or neither */
async function expectRequired(form: Locator, label: string, isRequired = true) {
  const control = form.getByLabel(label, { exact: true })
  await expect(control).toBeVisible()
  const marked = form.locator('[data-required-label]', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\*$`) })
  const mark = marked.locator('[data-required-mark]')
  if (isRequired) {
    await expect(mark, `${label}: the star`).toBeVisible()
    expect(await control.evaluate((el) => el.hasAttribute('required') || el.getAttribute('aria-required') === 'true'), `${label}: required`).toBe(true)
  } else {
    await expect(mark, `${label}: no star`).toHaveCount(0)
  }
}

const legend = (form: Locator) => expect(form.getByText('Fields marked * are required.', { exact: true })).toBeVisible()

test('the required fields of Register Motion Sensor, Add Home and the card form are marked before anything is sent', async ({ page }) => {
  const circle = await newCircle('Rue')
  await watchCircle(page, circle.clientId)
  await login(page, 'support')
  const nav = page.getByRole('navigation', { name: 'Main' })

  await nav.getByRole('link', { name: 'Sensors' }).click()
  await page.getByRole('button', { name: 'Add Sensor', exact: true }).click()
  const sensor = page.getByRole('dialog', { name: 'Register Motion Sensor' })
  await legend(sensor)
  for (const label of ['Sensor name', 'Location', 'Device ID']) await expectRequired(sensor, label)
  for (const label of ['Battery (%)', 'Signal (%)']) await expectRequired(sensor, label, false)
  // what the star stands for is not read out as part of the field's name
  await expect(sensor.getByRole('textbox', { name: 'Sensor name', exact: true })).toBeVisible()
  await sensor.getByRole('button', { name: 'Cancel' }).click()

  await nav.getByRole('link', { name: 'User Management' }).click()
  await page.getByRole('button', { name: 'Add Home' }).click()
  const home = page.getByRole('dialog', { name: 'Add Home' })
  await legend(home)
  for (const label of ['First name', 'Last name', 'Home time zone']) await expectRequired(home, label)
  await expectRequired(home, 'Phone number (optional)', false)
  await page.keyboard.press('Escape')

  await nav.getByRole('link', { name: 'Billing & Subscriptions' }).click()
  await page.getByRole('region', { name: 'Choose Your Plan' }).getByRole('listitem', { name: 'Basic', exact: true }).getByRole('button', { name: 'Start Free Trial' }).click()
  const card = page.getByRole('dialog', { name: 'Complete Your Subscription' })
  await legend(card)
  for (const label of ['Name on card', 'Card number', 'Expiry (MM/YY)', 'CVC']) await expectRequired(card, label)
})
