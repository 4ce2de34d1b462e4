// The person watched has moved into care, or died (decision 0045). Her daughter, on her phone, reads on
// the Sensors page who can stop the watching; support, at a desk, ends it with a plain confirmation.
// From then on nothing on the daughter's screens says the home is good, learning or urgent, its open
// alerts are closed saying why, and the care notes stay. Support can start it again.
import { expect as baseExpect, test } from '@playwright/test'
import { acceptInvitation } from './fixtures/invitations'
import { addNote, apiAsRole, quietHomeWithLowBattery, watchCircle } from './fixtures/seed-circle'
import { signInAt, uniqueEmail } from './fixtures/session'
import { withTestSmtp } from './fixtures/test-smtp'

const smtp = withTestSmtp()
const expect = baseExpect.configure({ timeout: 15_000 })
const NOTE = 'Edith moved to Rosewood House today; her room there is number 12.'

test.setTimeout(150_000)

test('support ends the watching of a home at the family’s word; the daughter’s phone then says so, and keeps the notes', async ({ browser }) => {
  const lastName = `Lane-${Date.now().toString(36)}`
  const name = `Edith ${lastName}`
  const support = await apiAsRole('support')
  const added = await support.post('/api/users/homes', { data: { firstName: 'Edith', lastName } })
  expect(added.status(), await added.text()).toBe(201)
  const { clientId } = (await added.json()) as { clientId: string }
  // a quiet bedroom and a low battery: two alerts open
  await quietHomeWithLowBattery(support, clientId)
  await addNote(support, clientId, { category: 'family_update', content: NOTE })
  const daughterEmail = uniqueEmail('edith-daughter')
  expect((await support.post('/api/invitations', { data: { email: daughterEmail, role: 'carer', circleId: clientId } })).status()).toBe(201)
  await support.dispose()

  // the daughter, on her phone: who can stop it, and no button of her own
  const family = await acceptInvitation(smtp(), browser, daughterEmail, 'Dora', lastName)
  const phone = await family.newPage()
  await phone.setViewportSize({ width: 390, height: 844 })
  await phone.goto('/sensors')
  const when = phone.getByRole('region', { name: `When ${name} no longer lives here` })
  await expect(when).toContainText('Hearthwatch support ends it, when the family asks them.')
  await expect(when.getByRole('button')).toHaveCount(0)

  // support, at a desk, ends it
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const staff = await desk.newPage()
  await watchCircle(staff, clientId)
  await signInAt(staff, 'support', '/sensors')
  await staff.getByRole('region', { name: `When ${name} no longer lives here` }).getByRole('button', { name: 'End monitoring' }).click()
  const confirm = staff.getByRole('alertdialog', { name: `End monitoring of ${name}'s home?` }).or(staff.getByRole('dialog', { name: `End monitoring of ${name}'s home?` }))
  await expect(confirm).toContainText(`Do this when ${name} has moved into care or has died.`)
  await expect(confirm).toContainText('The alert history and care notes stay, for the family to read.')
  // it says what still goes: the one e-mail that tells the family, not in their night
  await expect(confirm).toContainText('but for one e-mail telling the family that monitoring has ended (not before 7 in the morning on their clock)')
  await confirm.getByRole('button', { name: 'End monitoring' }).click()
  const ended = staff.getByRole('region', { name: 'Monitoring ended' })
  await expect(ended).toContainText('Hearthwatch stopped watching this home on')
  await expect(ended.getByRole('button', { name: 'Start monitoring again' })).toBeVisible()
  await expect(staff.getByRole('region', { name: `When ${name} no longer lives here` })).toHaveCount(0)

  // her dashboard: ended, never good, learning or urgent; the Alerts card lists nothing open
  await phone.goto('/')
  const summary = phone.getByRole('region', { name: 'Status summary' }).or(phone.getByLabel('Status summary'))
  await expect(summary).toContainText('Monitoring ended')
  await expect(phone.getByTestId('header-badge')).toHaveText('Monitoring ended')
  for (const calm of ['Everything Looks Good', 'All Clear', 'Urgent Attention Needed', 'Attention Needed']) await expect(phone.getByText(calm, { exact: true })).toHaveCount(0)
  await expect(phone.getByText(/Learning the routine/)).toHaveCount(0)
  await expect(phone.getByText('Monitoring of this home has ended, so no alert is raised. Past alerts stay on the Alerts page.', { exact: true })).toBeVisible()
  // nor is she offered to make up movement there
  await expect(phone.getByRole('heading', { name: `Monitoring ${name}` })).toBeVisible()
  await expect(phone.getByRole('button', { name: 'Simulate Motion' })).toHaveCount(0)
  // the Sensors page says who can start it again, and the alerts closed saying why
  await phone.goto('/sensors')
  await expect(phone.getByRole('region', { name: 'Monitoring ended' })).toContainText('Only Hearthwatch support can start monitoring again.')
  // she is clearing the house, not setting it up: nothing to add, sync or pair; its sensors to note (staff remove them), its hub's key to revoke
  await expect(phone.getByRole('article', { name: 'Kitchen sensor' })).toBeVisible()
  for (const setUp of ['Add Sensor', 'Setup Guide', 'Sync', 'Create Key']) await expect(phone.getByRole('button', { name: setUp, exact: true })).toHaveCount(0)
  await expect(phone.getByRole('region', { name: 'Smart Sensor Cloud Sync' })).toHaveCount(0)
  await expect(phone.getByRole('heading', { name: 'Connect a hub' })).toHaveCount(0)
  await expect(phone.getByText('No front door sensor', { exact: true })).toHaveCount(0)
  const keys = phone.getByRole('region', { name: 'Hub keys' })
  await expect(keys).toContainText('Monitoring of this home has ended, so what its hubs send is refused.')
  await expect(keys.getByRole('button', { name: 'Revoke Test hub' })).toBeVisible()
  await phone.getByRole('button', { name: 'Actions for Kitchen sensor' }).click()
  await expect(phone.getByRole('menuitem', { name: 'Add Care Note' })).toBeVisible()
  await expect(phone.getByRole('menuitem', { name: 'Edit Sensor' })).toHaveCount(0)
  await phone.keyboard.press('Escape')
  await phone.goto('/alerts')
  await phone.getByRole('tab', { name: /Resolved Alerts/ }).click()
  await expect(phone.getByText(/when monitoring of this home ended/)).toHaveCount(2)
  // and the notes stay
  await phone.goto('/care-notes')
  await expect(phone.getByText(NOTE, { exact: true })).toBeVisible()

  // support starts it again: the home is learned afresh
  await staff.reload()
  await staff.getByRole('region', { name: 'Monitoring ended' }).getByRole('button', { name: 'Start monitoring again' }).click()
  const restart = staff.getByRole('alertdialog', { name: `Start monitoring ${name}'s home again?` }).or(staff.getByRole('dialog', { name: `Start monitoring ${name}'s home again?` }))
  await restart.getByRole('button', { name: 'Start monitoring' }).click()
  await expect(staff.getByRole('region', { name: `When ${name} no longer lives here` }).getByRole('button', { name: 'End monitoring' })).toBeVisible()
  await expect(staff.getByRole('region', { name: 'Monitoring ended' })).toHaveCount(0)
  await desk.close()
  await family.close()
})
