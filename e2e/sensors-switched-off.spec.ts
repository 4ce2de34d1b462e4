// A daughter switches her mother's kitchen sensor off (it is being moved), then every sensor for a stay
// in hospital: the Sensors page and the dashboard show them as switched off, in grey, never as a red
// 'Offline' fault, and the Fall Risk tab leaves them out rather than assess a risk from them.
import { expect, test, type Page } from '@playwright/test'
import { colourFamily } from './fixtures/colour'
import { homeWithInvitedCarer } from './fixtures/invitations'
import { addSensor, apiAsRole, minutesAgo, roomForSensors, sendHubEvents, signInAs } from './fixtures/seed-circle'
import { learningDayNow, startClearOfMidnight } from './fixtures/midnight'
import { withTestSmtp } from './fixtures/test-smtp'

const smtp = withTestSmtp()
const count = (page: Page, which: string) => page.getByTestId(`sensor-count-${which}`)

test('a family member switches sensors off and sees them as switched off, not a red Offline, and the fall risk without them', async ({ page, browser }) => {
  test.slow()
  await startClearOfMidnight()
  const { circle, carerEmail } = await homeWithInvitedCarer(smtp(), browser, 'Switch')
  const admin = await apiAsRole('admin')
  await roomForSensors(admin, circle.clientId)
  const hall = await addSensor(admin, circle.clientId, { name: 'Hall sensor', location: 'Hallway' })
  const kitchen = await addSensor(admin, circle.clientId, { name: 'Kitchen sensor', location: 'Kitchen' })
  const bedroom = await addSensor(admin, circle.clientId, { name: 'Bedroom sensor', location: 'Bedroom' })
  // the first report 12 minutes ago: just after midnight (UTC, the home's clock) that was yesterday, day 1
  const firstReport = minutesAgo(12)
  await sendHubEvents(admin, circle.clientId, [
    { deviceId: bedroom.deviceId, timestamp: firstReport, motionDetected: true },
    { deviceId: hall.deviceId, timestamp: minutesAgo(8), motionDetected: true },
    { deviceId: kitchen.deviceId, timestamp: minutesAgo(5), motionDetected: true },
  ])
  await admin.dispose()
  await signInAs(page, { email: carerEmail, password: 'family-words' })

  // the kitchen sensor off, through its own form
  await page.goto('/sensors')
  const kitchenCard = page.getByRole('article', { name: 'Kitchen sensor' })
  await kitchenCard.getByRole('button', { name: 'Actions for Kitchen sensor' }).click()
  await page.getByRole('menuitem', { name: 'Edit Sensor' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Sensor' })
  await edit.getByRole('switch', { name: 'Active' }).click()
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Sensor Updated', { exact: true })).toBeVisible()

  const badge = kitchenCard.getByText('Switched off', { exact: true })
  await expect(badge).toBeVisible()
  expect(await colourFamily(badge)).toBe('grey')
  await expect(kitchenCard).toContainText('Switched off just now: not watched until it is switched on again')
  await expect(kitchenCard.getByText('Offline', { exact: true })).toHaveCount(0)
  await expect(kitchenCard).not.toContainText('Device is offline')
  await expect(count(page, 'total')).toHaveText('3')
  await expect(count(page, 'online')).toHaveText('2')
  await expect(count(page, 'offline')).toHaveText('0')
  await expect(count(page, 'switched-off')).toHaveText('1')

  // the dashboard: the home is still in its learning week, not red 'Sensors Offline' for a sensor switched off on purpose
  await page.goto('/')
  await expect(page.getByTestId('overall-status')).toHaveText(`Learning the routine: day ${learningDayNow(firstReport)} of 7`)
  // the header counts the sensors switched on, the kitchen beside them, not missing (decision 0075)
  await expect(page.getByTestId('sensor-count')).toHaveText('2/2 sensors active · 1 switched off')
  // its Fall Risk tab: the kitchen is not offered, and the tab says why
  const sensorList = page.getByRole('region', { name: 'Sensor Status' })
  await expect(sensorList.getByText('Switched off', { exact: true })).toHaveCount(1)
  await expect(sensorList.getByText('Offline', { exact: true })).toHaveCount(0)
  await page.getByRole('tab', { name: 'Fall Risk' }).click()
  await expect(page.getByText('Not assessed while switched off: Kitchen sensor (Kitchen).', { exact: true })).toBeVisible()
  const choose = page.getByLabel('Sensor', { exact: true })
  await expect(choose.locator('option')).toHaveText(['Choose a sensor', 'Bedroom sensor (Bedroom)', 'Hall sensor (Hallway)'])
  await choose.selectOption({ label: 'Hall sensor (Hallway)' })
  // the hall is offered and answered: a verdict, or (not the last to move, decision 0137) 'Not assessed' and why
  await expect(page.getByText(/^(Possible fall detected|No fall detected|Not assessed)$/)).toBeVisible()

  // every sensor off for a stay in hospital: all three switched off, none Offline
  await page.goto('/sensors')
  const away = page.getByRole('region', { name: 'Away for a while' })
  await away.getByRole('button', { name: 'Switch every sensor off' }).click()
  await page.getByRole('alertdialog', { name: 'Switch Every Sensor Off' }).getByRole('button', { name: 'Switch Off' }).click()
  await expect(away).toContainText('Every sensor is switched off: nothing in the home is watched.')
  for (const name of ['Hall sensor', 'Kitchen sensor', 'Bedroom sensor']) {
    const card = page.getByRole('article', { name })
    await expect(card.getByText('Switched off', { exact: true })).toBeVisible()
    await expect(card.getByText('Offline', { exact: true })).toHaveCount(0)
  }
  await expect(count(page, 'offline')).toHaveText('0')
  await expect(count(page, 'switched-off')).toHaveText('3')

  await page.goto('/')
  await expect(page.getByTestId('sensor-count')).toHaveText('All 3 sensors are switched off')
  await page.getByRole('tab', { name: 'Fall Risk' }).click()
  await expect(page.getByText('Every sensor is switched off, so no fall risk is assessed until they are switched on again.', { exact: true })).toBeVisible()
  await expect(page.getByLabel('Sensor', { exact: true })).toHaveCount(0)
})
