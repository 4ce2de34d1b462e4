// A daughter who cares for her mother's home wants one more sensor than the plan allows. Billing is
// staff's (SPEC.md §6), so the dialog's 'Upgrade the plan to add more.' must say who can do that for
// her, on her phone and by touch (decision 0042); the Sensors page says so before she fills in the
// form. Mabel's home is seeded with a plan of 2 sensors and 2 sensors, so the refusal changes nothing.
import { expect as baseExpect, test } from '@playwright/test'
import { PASSWORD, SEEDED } from './fixtures/accounts'
import { apiAsRole, findSeededCircle, watchCircle } from './fixtures/seed-circle'

const expect = baseExpect.configure({ timeout: 15_000 })
const PLAN_LIMIT = "This home's plan allows 2 sensors and 2 are registered. Upgrade the plan to add more."
const WHO_CAN =
  "Only Hearthwatch support can change this home's plan: ask them for a plan with room for more sensors. The sensors already registered keep working."

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

test('a carer over the plan limit is told who can change the plan, with no link to a Billing page she cannot open', async ({ page }) => {
  const mabel = await findSeededCircle(await apiAsRole('support'), SEEDED.mabel)
  await watchCircle(page, mabel)
  await page.goto('/login')
  await page.getByLabel('Email').fill(SEEDED.robin.email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).tap()
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
  await page.goto('/sensors')
  // said before she fills in a form, on the page and atop the form
  const notice = page.getByRole('alert').filter({ hasText: 'No room for another sensor' })
  await expect(notice).toContainText("This home's plan allows 2 sensors and 2 are registered.")
  await expect(notice.getByText(WHO_CAN, { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Add Sensor' }).tap()
  const form = page.getByRole('dialog', { name: 'Register Motion Sensor' })
  await expect(form.getByRole('alert').filter({ hasText: 'No room for another sensor' })).toContainText(WHO_CAN)
  await form.getByLabel('Sensor name').fill('Hall sensor')
  await form.getByLabel('Location', { exact: true }).tap()
  await page.getByRole('option', { name: 'Hallway' }).tap()
  await form.getByRole('button', { name: 'Generate' }).tap()
  await form.getByRole('button', { name: 'Register Sensor' }).tap()

  await expect(form.getByRole('alert').filter({ hasText: PLAN_LIMIT })).toBeVisible()
  await expect(form.getByText(WHO_CAN, { exact: true })).toBeVisible()
  await expect(form.getByRole('link', { name: /Billing/ })).toHaveCount(0)

  // the 'Error' toast (five seconds) must not cover what she has to read and tap at the dialog's foot,
  // where she is, having just tapped Register Sensor
  // the toast itself (its region is hidden from the accessibility tree while the dialog is modal)
  const toast = page.locator('li').filter({ hasText: PLAN_LIMIT })
  await expect(toast).toBeVisible()
  const toastBox = (await toast.boundingBox())!
  for (const below of [form.getByText(WHO_CAN, { exact: true }), form.getByRole('button', { name: 'Register Sensor' })]) {
    const box = (await below.boundingBox())!
    const overlaps = box.y < toastBox.y + toastBox.height && toastBox.y < box.y + box.height
    expect(overlaps, `the toast (y ${toastBox.y}–${toastBox.y + toastBox.height}) covers y ${box.y}–${box.y + box.height}`).toBe(false)
  }
})
