// A stay in hospital: every sensor of the home switched off at once from the Sensors page, which the
// dashboard then says plainly, and on again when she is back.
import { expect, test } from '@playwright/test'
import { addSensor, apiAsRole, newCircle, roomForSensors, watchCircle } from './fixtures/seed-circle'
import { signInAt } from './fixtures/session'

test('support switches every sensor off for a stay in hospital, the dashboard says nothing is watched, and on again', async ({ page }) => {
  const circle = await newCircle('Hilda')
  const admin = await apiAsRole('admin')
  await roomForSensors(admin, circle.clientId)
  await addSensor(admin, circle.clientId, { name: 'Hall sensor', location: 'Hallway' })
  await addSensor(admin, circle.clientId, { name: 'Kitchen sensor', location: 'Kitchen' })
  await admin.dispose()
  await watchCircle(page, circle.clientId)
  await signInAt(page, 'support', '/sensors')

  const card = page.getByRole('region', { name: 'Away for a while' })
  await card.getByRole('button', { name: 'Switch every sensor off' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Switch Every Sensor Off' })
  await expect(confirm).toContainText('Switch off all 2 sensors of this home? While every sensor is off, nothing in the home is watched')
  await confirm.getByRole('button', { name: 'Switch Off' }).click()
  await expect(page.getByText('2 sensors switched off: nothing in the home is watched until they are on again.', { exact: true })).toBeVisible()
  await expect(card).toContainText('Every sensor is switched off: nothing in the home is watched.')

  await page.goto('/')
  await expect(page.getByTestId('overall-status')).toHaveText('Sensors Offline')
  // the header says the same: not 'Monitoring', nor a learning day in yellow
  await expect(page.getByTestId('header-badge')).toHaveText('Sensors Offline')
  await expect(page.getByTestId('header-badge')).toHaveAttribute('data-tone', 'grey')
  await expect(page.getByTestId('overall-status-text')).toHaveText(
    'Every sensor is switched off, so nothing is watched and no alert will be raised until one is switched on again on the Sensors page.',
  )

  await page.goto('/sensors')
  await card.getByRole('button', { name: 'Switch every sensor on' }).click()
  await expect(page.getByText('2 sensors switched on: Hearthwatch is watching the home again.', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Switch every sensor off' })).toBeVisible()
})
