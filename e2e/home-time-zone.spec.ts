import { expect, test } from '@playwright/test'
import { registerClient } from './fixtures/register'
import { signInAt } from './fixtures/session'
import { pickCircle } from './fixtures/circle-picker'

const slow = expect.configure({ timeout: 20_000 })

test.setTimeout(120_000)

test("a new client's home takes the browser's time zone; staff change it, the client only sees it", async ({ browser }) => {
  // the person signs up on a phone set to Tokyo time
  const { page: client, context: clientContext, name } = await registerClient(browser, { firstName: 'Aiko', lastName: 'Zoneson', timezoneId: 'Asia/Tokyo' })
  await client.goto('/sensors')
  const clientCard = client.getByRole('region', { name: 'Home time zone' })
  await slow(clientCard).toContainText('Asia/Tokyo')
  await expect(clientCard.getByRole('combobox')).toHaveCount(0)
  await expect(clientCard.getByRole('button', { name: 'Save' })).toHaveCount(0)

  // support, in London, moves the home to Lisbon
  const staffContext = await browser.newContext({ timezoneId: 'Europe/London' })
  const staff = await staffContext.newPage()
  await signInAt(staff, 'support', '/sensors')
  await pickCircle(staff, name)
  const card = staff.getByRole('region', { name: 'Home time zone' })
  const select = card.getByLabel('Time zone')
  await slow(select).toHaveValue('Asia/Tokyo')
  await expect(card.getByRole('button', { name: 'Save' })).toBeDisabled()
  await card.getByRole('button', { name: "Use this device's (Europe/London)" }).click()
  await expect(select).toHaveValue('Europe/London')
  await select.selectOption('Europe/Lisbon')
  await card.getByRole('button', { name: 'Save' }).click()
  await expect(staff.getByText("The home's hours are now counted in Europe/Lisbon.", { exact: true })).toBeVisible()

  await client.reload()
  await slow(client.getByRole('region', { name: 'Home time zone' })).toContainText('Europe/Lisbon')
  await staff.reload()
  await slow(staff.getByRole('region', { name: 'Home time zone' }).getByLabel('Time zone')).toHaveValue('Europe/Lisbon')
  await clientContext.close()
  await staffContext.close()
})
