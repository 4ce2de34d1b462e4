// Resolving an urgent alert at night on a phone, saying what happened: Resolve's question has a labelled
// box for it, reached by keyboard, with its buttons in reach of a thumb; the resolved card then shows who
// wrote what, and the question for the next alert starts empty.
import { test, type Page } from '@playwright/test'
import { ACCOUNTS } from './fixtures/accounts'
import { EMERGENCY, card, expect, openAlertsAsStaff, tab } from './fixtures/alerts-page'
import { newCircle, raiseEmergency } from './fixtures/seed-circle'
import { runAxe } from './fixtures/axe'
import { sidewaysPx } from './fixtures/sideways'

test.beforeEach(() => test.slow())

const NOTE = 'Rang her — she was in the garden, fine'
const ask = (page: Page) => page.getByRole('alertdialog', { name: 'Resolve this alert?' })
const PHONE = { width: 390, height: 844 }

test('on a phone, a note said when resolving a possible fall shows on its resolved card', async ({ page }) => {
  const circle = await newCircle('Nell', 'Ashby')
  await raiseEmergency(circle.api, circle.clientId)
  await openAlertsAsStaff(page, 'support', circle.clientId)
  await page.setViewportSize(PHONE)
  await card(page, EMERGENCY).getByRole('button', { name: 'Resolve' }).click()

  // the box is labelled and says who will read it; focus starts on Cancel (no keyboard raised over the buttons)
  const box = ask(page).getByRole('textbox', { name: 'What happened? (optional)' })
  await expect(box).toBeVisible()
  await expect(box).toHaveAccessibleDescription('Everyone in the care circle will see it, with the alert.')
  await expect(ask(page).getByRole('button', { name: 'Cancel' })).toBeFocused()
  const { violations } = await runAxe(page, { include: '[role="alertdialog"]', tags: ['wcag2a', 'wcag2aa'] })
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])

  // Resolve Alert and the box both on screen, the button a finger's height
  const resolveButton = ask(page).getByRole('button', { name: 'Resolve Alert' })
  for (const target of [box, resolveButton]) {
    const at = (await target.boundingBox())!
    expect(at.y).toBeGreaterThanOrEqual(0)
    expect(at.y + at.height).toBeLessThanOrEqual(PHONE.height)
    expect(at.x + at.width).toBeLessThanOrEqual(PHONE.width)
  }
  expect((await resolveButton.boundingBox())!.height).toBeGreaterThanOrEqual(36)

  // by keyboard: back to the box, write, on to Resolve Alert
  await page.keyboard.press('Shift+Tab')
  await expect(box).toBeFocused()
  // no more than the server keeps, whatever is pasted
  await box.fill('x'.repeat(600))
  await expect(box).toHaveValue('x'.repeat(500))
  await expect(ask(page)).toContainText('0 characters left.')
  await box.fill('')
  await page.keyboard.type(NOTE)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(resolveButton).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Alert Resolved', { exact: true })).toBeVisible()
  await expect(page.getByText('The alert has been marked as resolved.', { exact: true })).toBeVisible()

  // the resolved card: who wrote what, beside when it was resolved and by whom
  await tab(page, /^Resolved Alerts/).click()
  const resolved = card(page, EMERGENCY)
  const { firstName, lastName } = ACCOUNTS.support
  await expect(resolved.getByTestId('resolution-note')).toHaveText(`${firstName} ${lastName} wrote: ${NOTE}`)
  await expect(resolved).toContainText('Resolved:')
  await expect(resolved).toContainText(`Resolved by ${firstName} ${lastName}`)
  expect(await sidewaysPx(page)).toBe(0)

  // the next alert's question starts with an empty box
  await raiseEmergency(circle.api, circle.clientId)
  await tab(page, /^Active Alerts/).click()
  await card(page, EMERGENCY).getByRole('button', { name: 'Resolve' }).click()
  await expect(ask(page).getByRole('textbox', { name: 'What happened? (optional)' })).toHaveValue('')
})
