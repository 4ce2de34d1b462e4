// The person watched, on her phone, has an urgent alert of her own (decision 0047). Call Now and Send
// Message would reach her: they open the numbers of the people in her care circle instead, to call or
// text one of them from there, where before a 5-second toast only said whom to call.
import { expect, test } from '@playwright/test'
import { card } from './fixtures/alerts-page'
import { acceptInvitation } from './fixtures/invitations'
import { apiAsRole, newCircle, raiseEmergency } from './fixtures/seed-circle'
import { uniqueEmail } from './fixtures/session'
import { withTestSmtp } from './fixtures/test-smtp'
import { alertsCard } from './fixtures/dashboard'
import { sidewaysPx } from './fixtures/sideways'
import { dialogEntryGone } from './fixtures/dialog-history'

const smtp = withTestSmtp()

test('on her own urgent alert, Call Now and Send Message open her care circle’s numbers', async ({ browser }) => {
  test.slow()
  const lastName = `Okafor${Date.now().toString(36)}`
  const circle = await newCircle('Margaret', lastName)
  const support = await apiAsRole('support')
  const sonEmail = uniqueEmail('margaret-son')
  expect((await support.post('/api/invitations', { data: { email: sonEmail, role: 'carer', circleId: circle.clientId } })).status()).toBe(201)
  await support.dispose()
  const son = await acceptInvitation(smtp(), browser, sonEmail, 'Samuel', lastName)
  expect((await son.request.patch('/api/me/contact', { data: { phone: '+44 7700 900777' } })).status()).toBe(200)
  await son.close()
  await raiseEmergency(circle.api, circle.clientId)

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })
  const page = await context.newPage()
  // her circle's people come a moment after her alerts (held here until the button is checked): until
  // they do, Call Now waits rather than tell her to call 'your loved one'
  let releasePeople = () => {}
  const peopleHeld = new Promise<void>((resolve) => (releasePeople = resolve))
  await page.route('**/api/circle/members*', async (route) => {
    await peopleHeld
    await route.continue()
  })
  await page.goto('/login')
  await page.getByLabel('Email').fill(circle.email)
  await page.getByLabel('Password').fill(circle.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Urgent Attention Needed', { exact: true })).toBeVisible()

  // the dashboard's Alerts card: Call Now lists her son, with his number to dial
  await expect(alertsCard(page).getByRole('button', { name: 'Call Now' })).toBeDisabled()
  releasePeople()
  await expect(alertsCard(page).getByRole('button', { name: 'Call Now' })).toBeEnabled()
  await alertsCard(page).getByRole('button', { name: 'Call Now' }).click()
  const call = page.getByRole('dialog', { name: 'Call Now' })
  await expect(call).toContainText('Call someone in your care circle, or the emergency services if you need help now.')
  await expect(call.getByRole('link', { name: `Call Samuel ${lastName}` })).toHaveAttribute('href', 'tel:+447700900777')
  await expect(call).toContainText('+44 7700 900777')
  // not herself
  await expect(call.getByRole('link', { name: new RegExp(`Margaret ${lastName}`) })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(call).toBeHidden()
  await alertsCard(page).getByRole('button', { name: 'Send Message' }).click()
  const message = page.getByRole('dialog', { name: 'Send Message' })
  await expect(message.getByRole('link', { name: `Text Samuel ${lastName}` })).toHaveAttribute('href', 'sms:+447700900777')
  await page.keyboard.press('Escape')
  // closed, the dialog takes its history entry off (close-on-back): going elsewhere before that aborted the page load
  await expect(message).toBeHidden()
  await dialogEntryGone(page)

  // the Alerts page's card does the same
  await page.goto('/alerts')
  await card(page, 'Emergency button pressed').getByRole('button', { name: 'Call Now' }).click()
  await expect(page.getByRole('dialog', { name: 'Call Now' }).getByRole('link', { name: `Call Samuel ${lastName}` })).toBeVisible()
  // nothing on her phone reaches past the screen's edge with the dialog open
  expect(await sidewaysPx(page)).toBeLessThanOrEqual(0)
  await context.close()
})
