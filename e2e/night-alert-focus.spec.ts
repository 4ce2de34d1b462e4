// Woken at 2 a.m. by an emergency, on a phone, with a keyboard or a screen reader: follow the alert's link
// signed out, sign in, Contact, Resolve while the connection drops, add a care note while it drops. A button
// whose work was under way used to be disabled, and the browser moves focus off a disabled button to the page's
// body: after Contact the person was back at the top of the page, a failed Resolve left them nowhere once its
// question closed, and a failed Add Note left focus outside the still-open dialog. Busy buttons are now
// unavailable (aria-disabled) but keep focus (components/ui/button.tsx, busyProps).
import { test, type Route } from '@playwright/test'
import { ACCOUNTS, PASSWORD } from './fixtures/accounts'
import { EMERGENCY, card, expect } from './fixtures/alerts-page'
import { newCircle, raiseEmergency } from './fixtures/seed-circle'
import { toast } from './fixtures/toast'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
test.beforeEach(() => test.slow())


/** The server answers this request only after `ms`: long enough to look at the page while it is under way */
const slowly = (ms: number) => async (route: Route) => {
  await new Promise((resolve) => setTimeout(resolve, ms))
  await route.continue()
}

/** The server is gone for this request, as when it is turned off mid-action */
const serverOff = (route: Route) => route.abort('connectionrefused')

test('after Contact, a failed Resolve and a failed Add Note, focus stays on the button that was pressed', async ({ page }) => {
  const circle = await newCircle('Nell')
  const emergency = await raiseEmergency(circle.api, circle.clientId)

  // the e-mail's link, signed out: sign-in, then the alert's card, focused
  await page.goto(`/alerts?home=${circle.clientId}&alert=${emergency.id}`)
  await page.getByLabel('Email').fill(ACCOUNTS.support.email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  const alert = card(page, EMERGENCY)
  await expect(alert).toBeFocused()

  // Contact, by keyboard: while it is being told to the circle the button is unavailable, and still focused
  await page.route('**/api/alerts/*/responses**', slowly(1_500))
  const contact = alert.getByRole('button', { name: 'Contact' })
  await contact.focus()
  await page.keyboard.press('Enter')
  await expect(contact).toBeDisabled()
  await expect(contact).toBeFocused()
  await expect(toast(page, 'Contact Initiated')).toBeVisible()
  await expect(contact).toBeEnabled()
  await expect(contact).toBeFocused()
  await expect(alert).toContainText('You are contacting them')
  await page.unroute('**/api/alerts/*/responses**')

  // Resolve with the server gone: the question closes, the failure is said, and focus is back on Resolve
  await page.route('**/api/alerts/*/resolve**', serverOff)
  const resolve = alert.getByRole('button', { name: 'Resolve', exact: true })
  await resolve.focus()
  await page.keyboard.press('Enter')
  const question = page.getByRole('alertdialog', { name: 'Resolve this alert?' })
  await question.getByLabel('What happened? (optional)').fill('Rang her, she pressed it by mistake')
  await question.getByRole('button', { name: 'Resolve Alert' }).click()
  await expect(toast(page, 'Failed to resolve alert. Please try again.')).toBeVisible()
  await expect(question).toBeHidden()
  await expect(resolve).toBeFocused()
  await page.unroute('**/api/alerts/*/resolve**')

  // a care note with the server gone: the dialog stays, with focus on its Add Note to try again
  await page.getByRole('button', { name: /^Open menu/ }).click()
  await page.getByRole('link', { name: 'Care Notes' }).click()
  await page.getByRole('button', { name: 'Add Note' }).click()
  const form = page.getByRole('dialog', { name: 'Add Care Note' })
  await form.getByLabel('Note', { exact: true }).fill('Rang Nell at 2 a.m.: she pressed the button by mistake, all well.')
  await page.route('**/api/care-notes**', (route) => (route.request().method() === 'POST' ? serverOff(route) : route.continue()))
  const add = form.getByRole('button', { name: 'Add Note' })
  await add.click()
  await expect(toast(page, 'Failed to add care note. Please try again.')).toBeVisible()
  await expect(form).toBeVisible()
  await expect(add).toBeFocused()
  // the server is back: Enter, where focus was left, saves it
  await page.unroute('**/api/care-notes**')
  await page.keyboard.press('Enter')
  await expect(form).toBeHidden()
  await expect(toast(page, 'Note Added')).toBeVisible()
  await circle.api.dispose()
})
