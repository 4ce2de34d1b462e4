// Billing & Subscription through the real page and the built-in payment provider: support starts a
// yearly Premium trial for a home that has no plan, adds a card (the whole number and the code never
// leave the browser), cancels and reactivates; a carer has no Billing page; a 390 px phone does not
// scroll sideways.
import { expect as baseExpect, test, type Locator, type Page, type Request } from '@playwright/test'
import { format } from 'date-fns'
import type { CurrentSubscription } from '../contracts/billing'
import { apiAsRole, baseURL, newCircle, watchCircle } from './fixtures/seed-circle'
import { login, signInAt } from './fixtures/session'
import { toast as toastOf } from './fixtures/toast'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

const CARD = '4242 4242 4242 4242'
const CVC = '123'
const expYear = new Date().getFullYear() + 3
const EXPIRY = `04/${String(expYear % 100).padStart(2, '0')}`

/** The value beside a term of the subscription card ('Price', 'Trial ends', …) */
const fact = (card: Locator, term: string) => card.locator(`xpath=.//dt[normalize-space()="${term}"]/following-sibling::dd[1]`)
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)

async function openBilling(page: Page, clientId: string) {
  await watchCircle(page, clientId)
  await login(page, 'support')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Billing & Subscriptions' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Billing & Subscription' })).toBeVisible()
}

/** What staff sees of the home's subscription through the API, to check the page against */
async function currentSubscription(clientId: string) {
  const support = await apiAsRole('support')
  const sub = (await (await support.get(`/api/subscription/current?clientId=${clientId}`)).json()) as CurrentSubscription
  await support.dispose()
  return sub
}

test('support starts a yearly Premium trial for a home with no plan, adds a card, cancels and reactivates', async ({ page }) => {
  const circle = await newCircle('Bea')
  const cardRequests: Request[] = []
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/subscription/payment-method') cardRequests.push(req)
  })
  await openBilling(page, circle.clientId)
  await expect(page.getByText(`The plan for ${circle.name}'s home`)).toBeVisible()

  // the plans, monthly first
  const chooser = page.getByRole('region', { name: 'Choose Your Plan' })
  await expect(chooser).toContainText('Start with a 14-day free trial. Cancel anytime.')
  await expect(chooser.getByText('14-day free trial • No credit card required during trial', { exact: true })).toBeVisible()
  const plan = (name: string) => chooser.getByRole('listitem', { name, exact: true })
  const cycles = chooser.getByRole('radiogroup', { name: 'Billing cycle' })
  await expect(cycles.getByRole('radio', { name: 'Monthly' })).toBeChecked()
  await expect(plan('Premium').getByTestId('plan-price')).toHaveText('$19.99')
  await expect(plan('Premium')).toContainText('/month')
  await expect(plan('Premium').getByText('Most Popular', { exact: true })).toBeVisible()
  await expect(plan('Basic').getByText('Most Popular', { exact: true })).toHaveCount(0)
  await expect(plan('Enterprise').getByText('Most Popular', { exact: true })).toHaveCount(0)
  await expect(chooser.getByText(/^Save /)).toHaveCount(0)

  // yearly: ten months' price, two months saved
  await cycles.getByRole('radio', { name: /Yearly/ }).click()
  await expect(cycles.getByRole('radio', { name: /Yearly/ })).toBeChecked()
  await expect(cycles).toContainText('2 months free')
  await expect(plan('Basic').getByTestId('plan-price')).toHaveText('$99.90')
  await expect(plan('Premium').getByTestId('plan-price')).toHaveText('$199.90')
  await expect(plan('Enterprise').getByTestId('plan-price')).toHaveText('$499.90')
  await expect(plan('Premium')).toContainText('/year')
  await expect(plan('Basic')).toContainText('Save $19.98')
  await expect(plan('Premium')).toContainText('Save $39.98')
  await expect(plan('Enterprise')).toContainText('Save $99.98')

  await plan('Premium').getByRole('button', { name: 'Start Free Trial' }).click()
  await expect(page.getByText('Subscription Created!', { exact: true })).toBeVisible()
  await expect(page.getByText("Your free trial has started. You'll be charged after 14 days.", { exact: true })).toBeVisible()
  const dialog = page.getByRole('dialog', { name: 'Complete Your Subscription' })
  await expect(dialog).toContainText('Add your payment method to activate your subscription after the free trial.')

  // a mistyped number is caught in the browser, and nothing is sent
  await dialog.getByLabel('Name on card').fill('Sky Support')
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4241')
  await dialog.getByLabel('Expiry (MM/YY)').fill(EXPIRY)
  await dialog.getByLabel('CVC').fill(CVC)
  await dialog.getByRole('button', { name: 'Subscribe Now' }).click()
  await expect(dialog.getByText('This card number is not valid', { exact: true })).toBeVisible()
  await expect(dialog.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true')
  expect(cardRequests).toHaveLength(0)

  // closing the dialog leaves the trial running, without a card
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  const current = page.getByRole('region', { name: 'Current Subscription' })
  await expect(current.locator('[data-status="trialing"]')).toHaveText('Free Trial')
  await expect(current.getByTestId('payment-method')).toHaveText('No payment method on file')
  await expect(current.getByRole('button', { name: 'Add Payment Method' })).toBeFocused()

  // the same dialog from the card, this time with a good card
  await current.getByRole('button', { name: 'Add Payment Method' }).click()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Card number')).toHaveValue('')
  await dialog.getByLabel('Name on card').fill('Sky Support')
  await dialog.getByLabel('Card number').fill(CARD)
  await dialog.getByLabel('Expiry (MM/YY)').fill(EXPIRY)
  await dialog.getByLabel('CVC').fill(CVC)
  await dialog.getByRole('button', { name: 'Subscribe Now' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Visa ending 4242 is now on file for this subscription.', { exact: true })).toBeVisible()

  // what was sent: the name, brand, last 4 and expiry; never the whole number or the code
  expect(cardRequests).toHaveLength(1)
  const sent = cardRequests[0]!.postDataJSON() as Record<string, unknown>
  expect(Object.keys(sent).sort()).toEqual(['brand', 'cardholderName', 'clientSecret', 'expMonth', 'expYear', 'last4'])
  expect(sent).toMatchObject({ cardholderName: 'Sky Support', brand: 'visa', last4: '4242', expMonth: 4, expYear })
  expect(cardRequests[0]!.postData()).not.toContain('4242424242424242')

  // the running plan, as the server has it
  const sub = await currentSubscription(circle.clientId)
  expect(sub).toMatchObject({ status: 'trialing', plan: 'premium', billingCycle: 'yearly', maxSensors: 10 })
  const trialEnds = format(new Date(sub.trialEndsAt!), 'MMM dd, yyyy')
  await expect(current.locator('[data-status="trialing"]')).toHaveText('Free Trial')
  await expect(current.getByTestId('plan-name')).toHaveText('Premium Plan · Up to 10 sensors')
  await expect(current.getByTestId('sensors-used')).toHaveText('0 of 10 sensors used')
  await expect(fact(current, 'Price')).toHaveText('$199.90/year')
  await expect(fact(current, 'Billing cycle')).toHaveText('Yearly')
  await expect(fact(current, 'Trial ends')).toHaveText(trialEnds)
  await expect(current.getByTestId('subscription-notice')).toHaveText(
    `You are on a free trial until ${trialEnds}. Then Visa ending 4242 will be charged $199.90.`,
  )
  await expect(current.getByTestId('payment-method')).toHaveText(`Visa ending 4242, expires ${EXPIRY}`)
  await expect(current.getByRole('button', { name: 'Update Payment Method' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Choose Your Plan' })).toHaveCount(0)

  // Cancel asks first; the plan runs to the end of the trial
  await current.getByRole('button', { name: 'Cancel Subscription' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Cancel Subscription' })
  await expect(confirm).toContainText(`The Premium plan stays active until ${trialEnds}`)
  await confirm.getByRole('button', { name: 'Cancel Subscription' }).click()
  await expect(page.getByText('Subscription Cancelled', { exact: true })).toBeVisible()
  await expect(page.getByText('Your subscription will remain active until the end of your billing period.', { exact: true })).toBeVisible()
  await expect(confirm).toBeHidden()
  const ended = await currentSubscription(circle.clientId)
  expect(ended).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true })
  // a trial set to end stops when the trial does, shown on this browser's calendar
  const endsOn = trialEnds
  await expect(fact(current, 'Ends on')).toHaveText(endsOn)
  // read by staff about someone else's home: not 'Your subscription'
  await expect(current.getByTestId('subscription-notice')).toContainText(`This subscription is set to end on ${endsOn}.`)
  await expect(current.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0)

  await current.getByRole('button', { name: 'Reactivate Subscription' }).click()
  await expect(page.getByText('Subscription Reactivated', { exact: true })).toBeVisible()
  await expect(page.getByText('Your subscription has been reactivated successfully.', { exact: true })).toBeVisible()
  await expect(current.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible()
  await expect(fact(current, 'Trial ends')).toHaveText(trialEnds)
  expect(await currentSubscription(circle.clientId)).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: false, endDate: null })
})

test('a home that had its free trial is offered Subscribe, and the new plan waits for a card', async ({ page }) => {
  const circle = await newCircle('Rue')
  // its trial was started and cancelled; an administrator then closed the plan
  const support = await apiAsRole('support')
  const at = `?clientId=${circle.clientId}`
  baseExpect((await support.post(`/api/subscription/create${at}`, { data: { plan: 'basic', billingCycle: 'monthly' } })).status()).toBe(201)
  await support.dispose()
  const admin = await apiAsRole('admin')
  const closed = await admin.post(`/api/business/clients/${circle.clientId}/subscription`, {
    data: { planType: 'basic', billingCycle: 'monthly', pricePerMonth: 9.99, status: 'cancelled', startDate: format(new Date(), 'yyyy-MM-dd') },
  })
  baseExpect(closed.status()).toBe(200)
  await admin.dispose()

  await openBilling(page, circle.clientId)
  const chooser = page.getByRole('region', { name: 'Choose Your Plan' })
  await expect(chooser).toContainText('This home has had its free trial: a new plan starts today. Cancel anytime.')
  await expect(chooser.getByText('14-day free trial • No credit card required during trial', { exact: true })).toHaveCount(0)
  const basic = chooser.getByRole('listitem', { name: 'Basic', exact: true })
  await expect(basic.getByRole('button', { name: 'Start Free Trial' })).toHaveCount(0)
  await basic.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Your subscription has started. Add a payment method to keep it running.', { exact: true })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Complete Your Subscription' })).toBeVisible()
  await page.keyboard.press('Escape')
  const current = page.getByRole('region', { name: 'Current Subscription' })
  await expect(current.getByTestId('subscription-notice')).toHaveText('No payment has been made for this plan yet. Add a payment method to keep it.')
  baseExpect(await currentSubscription(circle.clientId)).toMatchObject({ status: 'past_due', trialEndsAt: null, trialAvailable: false })
})

test('a carer has no Billing entry and is turned away from /billing', async ({ page }) => {
  await login(page, 'carer')
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Billing & Subscriptions' })).toHaveCount(0)
  await page.goto('/billing')
  await expect(page.getByText('Access Denied', { exact: true })).toBeVisible()
  await expect(page.getByText("You don't have permission to access this page.", { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toHaveCount(0)
  await expect(page).toHaveURL(/\/$/)
})

test('on a 390 px phone the plans and the card form fit the screen', async ({ browser }) => {
  const circle = await newCircle('Pia')
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await watchCircle(page, circle.clientId)
  await signInAt(page, 'support', '/billing')
  const chooser = page.getByRole('region', { name: 'Choose Your Plan' })
  await chooser.getByRole('radio', { name: /Yearly/ }).click()
  await expect(chooser.getByRole('listitem', { name: 'Enterprise', exact: true })).toContainText('Save $99.98')
  expect(await noSidewaysScroll(page), 'no sideways scroll on the plans').toBe(true)

  await chooser.getByRole('listitem', { name: 'Basic', exact: true }).getByRole('button', { name: 'Start Free Trial' }).click()
  const dialog = page.getByRole('dialog', { name: 'Complete Your Subscription' })
  await expect(dialog.getByLabel('CVC')).toBeVisible()
  expect(await noSidewaysScroll(page), 'no sideways scroll with the card form open').toBe(true)
  // the trial's toast shows over the dialog: Escape still closes the dialog, not the toast first
  const created = toastOf(page, 'Subscription Created!')
  await expect(created).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(created).toBeVisible()
  await expect(page.getByRole('region', { name: 'Current Subscription' }).getByRole('button', { name: 'Cancel Subscription' })).toBeVisible()
  expect(await noSidewaysScroll(page), 'no sideways scroll on the subscription').toBe(true)
  await context.close()
})
