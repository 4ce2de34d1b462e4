// A cat sets off a motion sensor as the person does, but not one it cannot reach. Lena, carer of her
// mother Maud's home, where a cat lives, ticks the bathroom sensor in the Pets card as one the cat can't
// set off; it stays ticked, and Maud reads it but cannot change it. Each attempt has a Lena and a Maud
// of its own (seededForAttempt): a retry finds no sensor marked. Then, in a home fitted that way, the
// dashboard gives the last sure sign of the person rather than the last door, fridge or cupboard use.
import { expect, test, type Page } from '@playwright/test'
import { SEEDED } from './fixtures/accounts'
import { addSensor, apiAs, apiAsRole, browserAsClient, findSeededCircle, minutesAgo, newCircle, roomForSensors, seededForAttempt, sendHubEvents, signInAs } from './fixtures/seed-circle'
import { runAxe } from './fixtures/axe'
import { toast } from './fixtures/toast'

const HOW =
  'Tick a motion sensor only if the pet cannot set it off: a pet-immune sensor, or a room the pet is kept out of. Hearthwatch then takes its movement as theirs, so a fall is found sooner.'
const SURE_SIGN = "A sure sign of them is a door, the fridge, a cupboard, the flush, or a motion sensor the pet can't set off."
const NO_SWITCH =
  'No sensor on the fridge, a cupboard, an inner door or the toilet flush is registered here yet, so a pet moving about could still hide a fall. Add one.'
const LABEL = "The pet can't set this one off"
// the home's clock, with its day when not today and whose time it is when the browser's differs
const AT = String.raw`(\w{3} )?\d\d:\d\d( [\w ]+ time)?`

// first loads: this machine is shared with other test runs, so reads can take a while
const slow = expect.configure({ timeout: 20_000 })


const petsCard = (page: Page) => page.getByRole('region', { name: 'Pets', exact: true })
const sensorRow = (page: Page, name: string) => petsCard(page).getByRole('listitem').filter({ hasText: name })
const mark = (page: Page, name: string) => sensorRow(page, name).getByRole('checkbox', { name: LABEL })

/** Serious or critical axe findings in the Pets card */
async function petsCardProblems(page: Page) {
  const { violations } = await runAxe(page, { include: '[aria-labelledby="home-pets-heading"]', tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] })
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test("a carer ticks the bathroom sensor as one the cat can't set off, and it stays ticked; the person watched reads it but cannot change it", async ({ browser, page }) => {
  test.slow()
  const lena = seededForAttempt(SEEDED.lena)
  const maud = seededForAttempt(SEEDED.maud)

  const staff = await apiAsRole('support')
  const clientId = await findSeededCircle(staff, maud)
  await roomForSensors(staff, clientId)
  await staff.dispose()
  const carer = await apiAs(lena.email)
  const saved = await carer.put(`/api/circle/pets?clientId=${clientId}`, { data: { petsAtHome: true } })
  expect(saved.ok(), `pets: ${saved.status()}`).toBe(true)
  const bathroom = await addSensor(carer, clientId, { name: 'Bathroom sensor', location: 'Bathroom' })
  await addSensor(carer, clientId, { name: 'Kitchen sensor', location: 'Kitchen' })
  await carer.dispose()

  await signInAs(page, lena)
  await page.goto('/sensors')
  await slow(mark(page, 'Bathroom sensor')).not.toBeChecked()
  await expect(mark(page, 'Kitchen sensor')).not.toBeChecked()
  await expect(petsCard(page).getByText(HOW, { exact: true })).toBeVisible()
  await expect(petsCard(page).getByText(SURE_SIGN, { exact: true })).toBeVisible()
  // motion sensors the cat sets off are all there is: nothing it cannot do is watched yet
  await expect(petsCard(page).getByRole('status')).toHaveText(NO_SWITCH)

  await mark(page, 'Bathroom sensor').check()
  await expect(toast(page, 'Sensor saved')).toBeVisible()
  // the bathroom is watched now
  await expect(petsCard(page).getByRole('status')).toHaveCount(0)
  await page.reload()
  await slow(mark(page, 'Bathroom sensor')).toBeChecked()
  await expect(mark(page, 'Kitchen sensor')).not.toBeChecked()
  await expect(petsCard(page).getByRole('status')).toHaveCount(0)
  expect(await petsCardProblems(page)).toEqual([])

  const maudContext = await browser.newContext()
  const maudPage = await maudContext.newPage()
  await signInAs(maudPage, maud)
  await maudPage.goto('/sensors')
  await slow(sensorRow(maudPage, 'Bathroom sensor')).toContainText("The pet can't set this one off.")
  await expect(sensorRow(maudPage, 'Kitchen sensor')).toContainText('The pet may set this one off.')
  await expect(petsCard(maudPage).getByText(SURE_SIGN, { exact: true })).toBeVisible()
  await expect(petsCard(maudPage).getByRole('checkbox')).toHaveCount(0)
  expect(await petsCardProblems(maudPage)).toEqual([])
  // nor through the API
  const refused = await maudPage.request.put(`/api/devices/${bathroom.id}?clientId=${clientId}`, { data: { petImmune: false } })
  expect(refused.status()).toBe(403)
  await maudContext.close()

  await page.reload()
  await slow(mark(page, 'Bathroom sensor')).toBeChecked()
})

test("in a home with a cat and a bathroom sensor it can't set off, the dashboard gives the last sure sign of them", async ({ browser }) => {
  test.slow()
  const circle = await newCircle('Edith')
  const staff = await apiAsRole('support')
  await roomForSensors(staff, circle.clientId)
  const saved = await staff.put(`/api/circle/pets?clientId=${circle.clientId}`, { data: { petsAtHome: true } })
  expect(saved.ok(), `pets: ${saved.status()}`).toBe(true)
  const bathroom = await addSensor(staff, circle.clientId, { name: 'Bathroom sensor', location: 'Bathroom' })
  const kitchen = await addSensor(staff, circle.clientId, { name: 'Kitchen sensor', location: 'Kitchen' })
  const marked = await staff.put(`/api/devices/${bathroom.id}?clientId=${circle.clientId}`, { data: { petImmune: true } })
  expect(marked.ok(), `mark: ${marked.status()}`).toBe(true)
  // the bathroom 45 minutes ago; the kitchen, where the cat may be, 2 minutes ago
  await sendHubEvents(staff, circle.clientId, [
    { deviceId: bathroom.deviceId, timestamp: minutesAgo(45), motionDetected: true },
    { deviceId: kitchen.deviceId, timestamp: minutesAgo(2), motionDetected: true },
  ])
  await staff.dispose()

  const { context, page } = await browserAsClient(browser, circle)
  await page.goto('/')
  const lastActivity = page.getByTestId('last-activity')
  await slow(lastActivity).toContainText('Movement seen (may be the pet)')
  await expect(lastActivity).toHaveAttribute('data-tone', 'grey')
  const lastUse = page.getByTestId('last-use')
  await expect(lastUse).toHaveText(new RegExp(`^Last sure sign of them: ${AT} · 4\\d min ago`))
  await expect(lastUse).not.toContainText('door, fridge or cupboard')
  await context.close()
})
