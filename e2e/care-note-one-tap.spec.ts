// A carer at 2 a.m. on her phone wants to write down what she found. From the dashboard it took four taps before
// she could type: the menu, Care Notes, Add Note, then the Note field (the dialog put focus on Category). Now the
// dashboard's Add Care Note opens the Care Notes page with the form open and the cursor in the Note field, and so
// does the Add Care Note offered where the alert she has just resolved was. Escape keeps the draft for the next
// Add Note, as before.
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { ACCOUNTS, PASSWORD } from './fixtures/accounts'
import { card, EMERGENCY } from './fixtures/alerts-page'
import { dashboardHeading } from './fixtures/dashboard'
import { noteWith } from './fixtures/care-notes'
import { newCircle, raiseEmergency } from './fixtures/seed-circle'
import { toast } from './fixtures/toast'
import { at } from './fixtures/home-address'

const expect = baseExpect.configure({ timeout: 15_000 })
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
test.beforeEach(() => test.slow())

/** What a tired person would accept between wanting to write a note and typing it */
const MOST_TAPS = 2

/** Counts every tap (click) the page gets from now on; the app changes pages without loading a new one */
async function countTaps(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __taps: number }
    w.__taps = 0
    document.addEventListener('click', () => w.__taps++, true)
  })
  return () => page.evaluate(() => (window as unknown as { __taps: number }).__taps)
}

async function signIn(page: Page, path: string) {
  await page.goto(path)
  await page.getByLabel('Email').fill(ACCOUNTS.support.email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

const noteField = (page: Page) => page.getByRole('dialog', { name: 'Add Care Note' }).getByLabel('Note')

test('from the dashboard, one tap to a note field with the cursor in it; a draft closed by Escape is there at the next Add Note', async ({ page }) => {
  const circle = await newCircle('Nora')
  await signIn(page, `/dashboard?home=${circle.clientId}`)
  await expect(dashboardHeading(page, circle.name)).toBeVisible({ timeout: 20_000 })
  const taps = await countTaps(page)

  const add = page.getByRole('link', { name: 'Add Care Note' })
  // in the first screen, a finger's size
  await expect(add).toBeInViewport()
  const box = (await add.boundingBox())!
  expect(box.height).toBeGreaterThanOrEqual(44)
  await add.tap()
  await expect(noteField(page)).toBeFocused()
  expect(await taps(), 'taps from the dashboard to a focused note field').toBeLessThanOrEqual(MOST_TAPS)
  await expect(page).toHaveURL(at('/care-notes', { home: circle.clientId }))

  // she types at once; a stray Escape keeps it, and the next Add Note brings it back with the cursor in it
  await page.keyboard.type('Found her awake in the kitchen, a bit confused')
  await page.keyboard.press('Escape')
  await expect(noteField(page)).toBeHidden()
  await page.getByRole('button', { name: 'Add Note' }).tap()
  await expect(noteField(page)).toBeFocused()
  await expect(noteField(page)).toHaveValue('Found her awake in the kitchen, a bit confused')
  await page.getByRole('dialog', { name: 'Add Care Note' }).getByRole('button', { name: 'Add Note' }).tap()
  await expect(toast(page, 'Note Added')).toBeVisible()
  await expect(noteWith(page, 'Found her awake in the kitchen')).toBeVisible()
})

test('from the alert she has just resolved, one tap to a note field with the cursor in it', async ({ page }) => {
  const circle = await newCircle('Ida')
  const emergency = await raiseEmergency(circle.api, circle.clientId)
  await signIn(page, `/alerts?home=${circle.clientId}&alert=${emergency.id}`)
  const alert = card(page, EMERGENCY)
  await expect(alert).toBeFocused()
  await alert.getByRole('button', { name: 'Resolve' }).tap()
  // an emergency asks first: she resolves only once she knows they are all right
  const question = page.getByRole('alertdialog').or(page.getByRole('dialog'))
  await question.getByRole('button', { name: /^Resolve/ }).last().tap()
  const resolved = toast(page, 'Alert Resolved')
  await expect(resolved).toContainText('The alert has been marked as resolved.')

  const offer = page.getByRole('region', { name: 'Care note on the resolved alert' })
  await expect(offer).toContainText(`Resolved: ${EMERGENCY}.`)
  const add = offer.getByRole('link', { name: 'Add Care Note' })
  await expect(add).toBeInViewport()
  expect((await add.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  const taps = await countTaps(page)
  await add.tap()
  await expect(noteField(page)).toBeFocused()
  expect(await taps(), 'taps from the resolved alert to a focused note field').toBeLessThanOrEqual(MOST_TAPS)
  await expect(page).toHaveURL(at('/care-notes', { home: circle.clientId }))
  await page.keyboard.type('Pressed the button by mistake, she is fine')
  await page.getByRole('dialog', { name: 'Add Care Note' }).getByRole('button', { name: 'Add Note' }).tap()
  await expect(noteWith(page, 'Pressed the button by mistake')).toBeVisible()
})
