// Her brother was invited with 'Mum asked me to add you …': the words typed with an invitation are shown under
// Pending Invitations wherever the invitation is (staff's User Management, the home's Family Members), on a phone
// three lines of a long one and the rest a tap away, not found out only by asking the person who wrote them.
import { expect, test, type Locator } from '@playwright/test'
import { apiAsRole, newCircle, watchCircle } from './fixtures/seed-circle'
import { signInAt, uniqueEmail } from './fixtures/session'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

const NOTE =
  'Mum asked me to add you. She is fine, but the kitchen sensor sometimes goes quiet when she naps after lunch, so please do not panic if ' +
  'you get an alert around two: ring her first, and if she does not answer, ring me on my mobile.'

/** The note in a pending invitation's row: three lines at first, the whole of it once asked for */
async function expectShortenedThenWhole(row: Locator) {
  const note = row.getByTestId('invitation-note')
  const text = note.locator('p')
  await expect(text).toContainText(NOTE)
  const isCut = () => text.evaluate((el) => el.scrollHeight > el.clientHeight + 1)
  expect(await isCut()).toBe(true)
  const more = note.getByRole('button', { name: 'Show whole message' })
  await expect(more).toHaveAttribute('aria-expanded', 'false')
  await more.tap()
  await expect(note.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true')
  expect(await isCut()).toBe(false)
}

test('staff see the message typed with an invitation, on User Management and on the home\'s Family Members, whole at a tap on a phone', async ({ page }) => {
  const circle = await newCircle('Maud')
  const brother = uniqueEmail('brother')
  const support = await apiAsRole('support')
  expect((await support.post('/api/invitations', { data: { email: brother, role: 'carer', circleId: circle.clientId, message: NOTE } })).status()).toBe(201)
  await support.dispose()

  await watchCircle(page, circle.clientId)
  await signInAt(page, 'support', '/users')
  await expectShortenedThenWhole(page.locator(`li[data-invitation-email="${brother}"]`))

  await page.goto('/family-members')
  await expect(page.getByText(`The people who look after ${circle.name}`)).toBeVisible()
  await expectShortenedThenWhole(page.locator(`li[data-invitation-email="${brother}"]`))
})
