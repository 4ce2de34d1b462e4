// The privacy page promises a copy of your data on request (decision 0063). Edith's daughter rang for
// one: support opens her home's Sensors page, downloads the file, and it holds the home's sensors,
// what they sent and the care notes. Edith herself finds the same button on her own Sensors page; a
// carer reads who can download it, and has no button.
import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { SEEDED } from './fixtures/accounts'
import { addNote, addSensor, apiAsRole, browserAsClient, minutesAgo, newCircle, roomForSensors, seededForAttempt, sendHubEvents, signInAs, watchCircle } from './fixtures/seed-circle'
import { signInAt } from './fixtures/session'

const NOTE = 'Edith walked to the shop and back on her own today.'
const CARD = /^A copy of this home.s data$/

test('support downloads a copy of a home’s data, and it holds the sensors and the care notes', async ({ browser }) => {
  const circle = await newCircle('Edith')
  const support = await apiAsRole('support')
  await roomForSensors(support, circle.clientId)
  const bedroom = await addSensor(support, circle.clientId, { name: 'Bedroom', location: 'Bedroom' })
  const door = await addSensor(support, circle.clientId, { name: 'Front door', location: 'Hallway', kind: 'door' })
  await addNote(support, circle.clientId, { category: 'family_update', content: NOTE })
  await sendHubEvents(support, circle.clientId, [
    { deviceId: door.deviceId, timestamp: minutesAgo(50), door: 'open' },
    { deviceId: bedroom.deviceId, timestamp: minutesAgo(40), motionDetected: true },
  ])
  await support.dispose()

  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true })
  const page = await desk.newPage()
  await watchCircle(page, circle.clientId)
  await signInAt(page, 'support', '/sensors')
  const card = page.getByRole('region', { name: CARD })
  await expect(card).toContainText(`One file (JSON) with everything Hearthwatch keeps about ${circle.name}'s home`)
  await expect(card).toContainText('Private care notes are in it')
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: /Download this home.s data/ }).click()])
  expect(download.suggestedFilename()).toMatch(new RegExp(`^hearthwatch-edith-${circle.lastName.toLowerCase()}-\\d{4}-\\d{2}-\\d{2}\\.json$`))
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    person: { id: string; firstName: string }
    sensors: { deviceId: string; name: string }[]
    careNotes: { content: string }[]
    events: { sensorId: string; door?: string }[]
    auditTrail: { action: string }[]
  }
  expect(data.person).toMatchObject({ id: circle.clientId, firstName: 'Edith' })
  expect(data.sensors.map((s) => s.deviceId).sort()).toEqual([bedroom.deviceId, door.deviceId].sort())
  expect(data.careNotes.map((n) => n.content)).toEqual([NOTE])
  expect(data.events).toEqual([expect.objectContaining({ sensorId: door.id, door: 'open' }), expect.objectContaining({ sensorId: bedroom.id, motionDetected: true })])
  expect(data.auditTrail.at(-1)).toMatchObject({ action: 'circle.data_exported' })
  await desk.close()

  // Edith, on her own Sensors page: the same button, in her words
  const own = await browserAsClient(browser, circle)
  await own.page.goto('/sensors')
  const hers = own.page.getByRole('region', { name: CARD })
  await expect(hers).toContainText('everything Hearthwatch keeps about your home')
  await expect(hers.getByRole('link', { name: /Download this home.s data/ })).toBeVisible()
  await own.context.close()
})

test('a carer reads who can download a copy of the home, and has no button for it', async ({ page }) => {
  // Dana looks after her mother Harper
  const harper = seededForAttempt(SEEDED.harper)
  const name = `${harper.firstName} ${harper.lastName}`
  await signInAs(page, seededForAttempt(SEEDED.dana))
  await page.goto('/sensors')
  const card = page.getByRole('region', { name: CARD })
  await expect(card).toContainText(`${name}, or Hearthwatch support when ${name} asks, can download a copy of this home's data.`)
  await expect(card.getByRole('link')).toHaveCount(0)
})
