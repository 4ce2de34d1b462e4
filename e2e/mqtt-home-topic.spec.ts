// A carer's home shares a broker with other homes: staff give it its own MQTT topic in the Connect a hub
// panel, the topic to copy for Zigbee2MQTT then names it, a topic no broker could carry is refused under
// the field, and the home goes back to the shared topic by emptying it (decision 0115). Nothing is mocked.
import { randomBytes } from 'node:crypto'
import { expect as baseExpect, test } from '@playwright/test'
import { E2E_PORT } from './fixtures/accounts'
import { newHomesHubPanel } from './fixtures/hub-panel'

const expect = baseExpect.configure({ timeout: 20_000 })
/** e2e/serve.ts gives each port's server topics of its own */
const SHARED = `hw-e2e-${E2E_PORT}/zigbee2mqtt`

test("staff give a home its own MQTT topic, and the panel's topic then names it", async ({ browser, page }) => {
  const panel = await newHomesHubPanel(browser, page)
  const topic = panel.getByLabel('MQTT topic', { exact: true })
  const field = panel.getByLabel("This home's own MQTT topic")
  await expect(topic).toHaveText(new RegExp(`^${SHARED}/`))

  await field.fill('Smith Home')
  await panel.getByRole('button', { name: 'Save MQTT topic' }).click()
  await expect(panel.getByRole('alert')).toHaveText('baseTopic may have only lower-case letters, digits, - and _, in parts joined by / (for example care/smith-home)')
  await expect(field).toBeFocused()

  const own = `care-${randomBytes(3).toString('hex')}/smith-home`
  await field.fill(own)
  await panel.getByRole('button', { name: 'Save MQTT topic' }).click()
  await expect(topic).toHaveText(new RegExp(`^${own}/`))
  await expect(panel.getByRole('alert')).toHaveCount(0)
  await expect(panel).toContainText(`No Zigbee2MQTT bridge has been heard on ${own}/bridge/state yet`)

  // back to the shared topic
  await page.reload()
  await expect(field).toHaveValue(own)
  await field.fill('')
  await panel.getByRole('button', { name: 'Save MQTT topic' }).click()
  await expect(topic).toHaveText(new RegExp(`^${SHARED}/`))
})
