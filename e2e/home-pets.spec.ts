// A cat walking past a motion sensor fires it as the person does. Nell, carer of her mother Wren's
// home, says on the Sensors page that a cat lives there; Wren reads it and cannot change it. Each
// attempt has a Nell and a Wren of its own (seededForAttempt): a retry finds no pet said yet.
import { expect, test, type Page } from '@playwright/test'
import { SEEDED } from './fixtures/accounts'
import { seededForAttempt, signInAs } from './fixtures/seed-circle'
import { toast } from './fixtures/toast'

const WHY =
  "Turn this on only if the motion sensors can see your pet: Hearthwatch then also watches the doors, fridge and cupboards, which a pet cannot use. It needs a sensor on one of them, or a motion sensor the pet can't set off, and learns how often they are used from the weeks it has already watched (a new home: its first week)."
const WHY_READ =
  'With a pet at home, Hearthwatch also watches the doors, fridge and cupboards, which a pet cannot use, so that a pet moving about does not hide a fall. The people who look after this home can change this.'
const ADVICE =
  "Have a cat or dog? Choose pet-immune motion sensors, or mount them high and pointing across the room rather than down at the floor. If the sensors can still see it, turn on 'A cat or dog lives here' under Pets, and tick there the ones it can't set off."

// first loads: this machine is shared with other test runs, so reads can take a while
const slow = expect.configure({ timeout: 20_000 })


const NO_SWITCH =
  'No sensor on the fridge, a cupboard, an inner door or the toilet flush is registered here yet, so a pet moving about could still hide a fall. Add one.'

const petsCard = (page: Page) => page.getByRole('region', { name: 'Pets', exact: true })
const petsSwitch = (page: Page) => petsCard(page).getByRole('switch', { name: 'A cat or dog lives here' })

test('a carer says a cat or dog lives in the home, and it stays said; the person watched reads it but cannot change it', async ({ browser, page }) => {
  test.slow()
  const nell = seededForAttempt(SEEDED.nell)
  const wren = seededForAttempt(SEEDED.wren)

  await signInAs(page, nell)
  await page.goto('/sensors')
  await slow(petsSwitch(page)).not.toBeChecked()
  await expect(petsCard(page).getByText(WHY, { exact: true })).toBeVisible()
  // where the Setup Guide says how to place a motion sensor
  await page.getByRole('button', { name: 'Setup Guide' }).click()
  await expect(page.getByText(ADVICE, { exact: true })).toBeVisible()

  await petsSwitch(page).check()
  await expect(toast(page, 'Pets saved')).toBeVisible()
  // Wren's home has no sensor yet, so nothing a pet cannot use is watched: the card says so
  await expect(petsCard(page).getByRole('status')).toHaveText(NO_SWITCH)
  await page.reload()
  await slow(petsSwitch(page)).toBeChecked()

  const wrenContext = await browser.newContext()
  const wrenPage = await wrenContext.newPage()
  await signInAs(wrenPage, wren)
  await wrenPage.goto('/sensors')
  await slow(petsCard(wrenPage)).toContainText('A cat or dog lives here.')
  // she has no switch: the card does not ask her to turn one on
  await expect(petsCard(wrenPage).getByText(WHY_READ, { exact: true })).toBeVisible()
  await expect(petsCard(wrenPage)).not.toContainText('Turn this on')
  await expect(petsCard(wrenPage).getByRole('switch')).toHaveCount(0)
  await expect(petsCard(wrenPage).getByRole('checkbox')).toHaveCount(0)
  await wrenContext.close()
})
