import { expect, test, type Page } from '@playwright/test'
import { startFakeTuyaCloud, type FakeTuyaCloud } from '../server/modules/tuya/tuya.test-cloud'
import { E2E_TUYA_PORT, TUYA_PROJECT } from './fixtures/external-services'
import { SEEDED } from './fixtures/accounts'
import { apiAsRole, newCircle, signInAs, type Circle } from './fixtures/seed-circle'
import { signInAt } from './fixtures/session'
import { pickCircle } from './fixtures/circle-picker'
import { toast } from './fixtures/toast'

// one stand-in Tuya cloud on a fixed port (the e2e server's TUYA_ENDPOINT): this file runs in one worker
test.describe.configure({ mode: 'serial' })

const run = Date.now().toString(36)
// the home's Tuya app account, and a sensor paired with somebody else's that no sync here may touch
const ACCOUNT = `uide2e${run}`
const PIR = { id: `e2e-pir-${run}`, name: 'PIR', customName: `Hall motion ${run}`, category: 'pir', uid: ACCOUNT }
const DOOR = { id: `e2e-door-${run}`, name: `Front door ${run}`, category: 'mcs', uid: ACCOUNT }
const PLUG = { id: `e2e-plug-${run}`, name: `Kettle plug ${run}`, category: 'cz', uid: ACCOUNT }
const NEIGHBOUR = { id: `e2e-pir-next-door-${run}`, name: `Next door PIR ${run}`, category: 'pir', uid: `uidnextdoor${run}` }
const PLAN_LIMIT = "This home's plan allows 1 sensor and 1 is registered. Upgrade the plan to add more."

let cloud: FakeTuyaCloud | undefined
let circle: Circle
test.beforeAll(async () => {
  cloud = await startFakeTuyaCloud({ ...TUYA_PROJECT, port: E2E_TUYA_PORT, devices: [PIR, DOOR, PLUG, NEIGHBOUR] })
  // a new client: no subscription, so a plan of one sensor
  circle = await newCircle('Tuya')
})
test.afterAll(async () => {
  // the imported sensor goes, so the e2e server stops polling a cloud that is no longer there
  const admin = await apiAsRole('admin')
  const sensors = (await (await admin.get(`/api/devices?clientId=${circle.clientId}`)).json()) as { id: string }[]
  for (const s of sensors) await admin.delete(`/api/devices/${s.id}?clientId=${circle.clientId}`)
  await admin.dispose()
  await cloud?.close()
})

const slow = expect.configure({ timeout: 20_000 })
const card = (page: Page) => page.getByRole('region', { name: 'Smart Sensor Cloud Sync' })

async function openSensorsOf(page: Page) {
  await signInAt(page, 'admin', '/sensors')
  await pickCircle(page, circle.name)
  await expect(page.getByRole('heading', { level: 1, name: 'Sensor Management' })).toBeVisible()
}

test("an admin syncs a circle's Tuya sensors: the plan's one sensor comes in, its activity follows, the rest are explained", async ({ page }) => {
  test.slow()
  cloud!.report(PIR.id, { code: 'battery_percentage', value: 64, event_time: Date.now() - 90_000 }, { code: 'pir', value: 'pir', event_time: Date.now() - 60_000 })
  await openSensorsOf(page)
  await slow(page.getByTestId('tuya-state')).toHaveText('Not synced yet')
  await expect(card(page).getByText('Last synced', { exact: false })).toHaveCount(0)

  // staff link the home to its Tuya account first, so the sync takes that account's sensors only
  const account = card(page).getByLabel('Tuya account (user ID)')
  await account.fill('not a tuya id!')
  await card(page).getByRole('button', { name: 'Save' }).click()
  await expect(card(page).getByRole('alert')).toHaveText('Enter the Tuya user ID: 6 to 64 letters and digits, as the Tuya IoT platform shows it.')
  await expect(account).toHaveAttribute('aria-invalid', 'true')
  await account.fill(ACCOUNT)
  await card(page).getByRole('button', { name: 'Save' }).click()
  await slow(toast(page, 'Tuya Account Linked')).toBeVisible()
  await expect(page.getByTestId('tuya-account')).toHaveText(`Tuya account: ${ACCOUNT}`)

  await page.getByRole('button', { name: 'Sync', exact: true }).click()
  await slow(toast(page, 'Devices Synced')).toBeVisible()
  await expect(toast(page, 'Devices Synced')).toContainText(`1 sensor imported. 1 sensor not imported: ${PLAN_LIMIT}`)
  const hall = page.getByRole('article', { name: PIR.customName })
  await slow(hall).toBeVisible()
  await expect(hall.getByText(PIR.id, { exact: true })).toBeVisible()
  await expect(page.getByRole('article', { name: DOOR.name })).toHaveCount(0)
  await expect(page.getByText(NEIGHBOUR.name)).toHaveCount(0)
  await expect(page.getByTestId('sensor-count-total')).toHaveText('1')

  await expect(page.getByTestId('tuya-state')).toHaveText('Connected')
  await expect(card(page).getByText(/^Last synced \w{3} \d{2}, \d{4} \d{2}:\d{2}$/)).toBeVisible()
  await expect(card(page).getByText(`${DOOR.name}: ${PLAN_LIMIT}`)).toBeVisible()
  await expect(card(page).getByText(PLUG.name)).toHaveCount(0)
  // every call the server made was signed the way the cloud checks
  expect(cloud!.requests.filter((r) => r.refusedWith !== undefined)).toEqual([])

  // the poll brings the sensor's reports in: its battery and its last movement
  await slow(hall.getByText('64%')).toBeVisible()
  await expect(hall.getByText('No activity recorded')).toHaveCount(0)

  // the state is the server's, not the page's: it is still there after a reload
  await page.reload()
  await slow(page.getByTestId('tuya-state')).toHaveText('Connected')
})

test('a sync the cloud refuses says Sync Failed, and the card shows why until it works again', async ({ page }) => {
  await openSensorsOf(page)
  await slow(page.getByTestId('tuya-state')).toHaveText('Connected')
  cloud!.resetSecret('reset-in-the-tuya-console')

  await page.getByRole('button', { name: 'Sync', exact: true }).click()
  await slow(toast(page, 'Sync Failed')).toBeVisible()
  await expect(toast(page, 'Sync Failed')).toContainText('Failed to sync devices. Please check your Tuya cloud connection and try again.')
  await slow(page.getByTestId('tuya-state')).toHaveText('Connection error')
  await expect(card(page).getByText("The Tuya cloud did not accept this server's access ID and secret (sign invalid, code 1004).")).toBeVisible()
  await expect(card(page).getByText(/^Last synced /)).toBeVisible()

  cloud!.resetSecret(TUYA_PROJECT.secret)
  await page.getByRole('button', { name: 'Sync', exact: true }).click()
  await slow(toast(page, 'Devices Synced')).toBeVisible()
  await expect(toast(page, 'Devices Synced')).toContainText('No new sensors to import.')
  await expect(page.getByTestId('tuya-state')).toHaveText('Connected')
})

test("a carer cannot sync a home that is not linked to a Tuya account, and is told who can link it", async ({ page }) => {
  // Dana cares for Harper, whose home no one has linked: a project-wide sync could take a neighbour's sensors
  await signInAs(page, SEEDED.dana)
  await page.goto('/sensors')
  await expect(page.getByRole('heading', { level: 1, name: 'Sensor Management' })).toBeVisible()
  await expect(card(page).getByText('This home is not linked to a Tuya account yet. Ask your support team to link it.')).toBeVisible()
  await expect(card(page).getByRole('button', { name: 'Sync', exact: true })).toBeDisabled()
  await expect(card(page).getByLabel('Tuya account (user ID)')).toHaveCount(0)
})
