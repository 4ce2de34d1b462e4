// What a screen-reader user hears that axe does not judge (accessibility.spec.ts runs axe): the window's
// title naming the page she is on before she has signed in, as the signed-in pages' titles do, and the
// page's controls named for what they do when a list of buttons reads them out of their place.
import { expect as baseExpect, test } from '@playwright/test'
import { addNote, apiAsRole, newCircle, quietHomeWithLowBattery, watchCircle } from './fixtures/seed-circle'
import { login, signInAt, uniqueEmail } from './fixtures/session'
import { recordAnnouncements } from './fixtures/announcements'
import { toast as toastOf } from './fixtures/toast'

const expect = baseExpect.configure({ timeout: 15_000 })

test('signed out, each page says in the window title which page it is, as its h1 does, also reached by a link', async ({ page }) => {
  const PAGES = [
    { path: '/login', heading: 'Welcome back' },
    { path: '/register', heading: 'Create your account' },
    { path: '/forgot-password', heading: 'Forgot your password?' },
    { path: '/privacy', heading: 'Data Privacy Policy' },
    { path: '/terms', heading: 'Terms and Conditions' },
  ]
  for (const { path, heading } of PAGES) {
    await page.goto(path)
    // one h1, in the page's main landmark
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page, path).toHaveTitle(`${heading} · Hearthwatch`)
  }
  // within the app, from one page to the next: the title follows
  await page.goto('/login')
  await page.getByRole('link', { name: 'Sign up' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
  await expect(page).toHaveTitle('Create your account · Hearthwatch')
  await page.getByRole('link', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible()
  await expect(page).toHaveTitle('Welcome back · Hearthwatch')
})

test('Sensors: each Save button says what it saves, read out of its card in a list of buttons', async ({ page }) => {
  const home = await newCircle('Philippa')
  await watchCircle(page, home.clientId)
  await signInAt(page, 'admin', '/sensors')
  await expect(page.getByRole('heading', { level: 1, name: 'Sensor Management' })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('button', { name: 'Save Tuya account', exact: true })).toBeVisible()
  await expect(main.getByRole('button', { name: 'Save time zone', exact: true })).toBeVisible()
  // no bare 'Save' left, whose card only the eye can tell
  await expect(main.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0)
})

test('Sensors: saving the home time zone, or taking this device’s, leaves focus on the time zone list, not lost at the top of the page', async ({ page }) => {
  const home = await newCircle('Rosamund')
  await watchCircle(page, home.clientId)
  await signInAt(page, 'admin', '/sensors')
  const card = page.getByRole('region', { name: 'Home time zone' })
  const zone = card.getByLabel('Time zone', { exact: true })
  await zone.selectOption('Europe/Lisbon')
  // the button she pressed has nothing left to do once the zone is saved, and is disabled: focus stays in the card
  await card.getByRole('button', { name: 'Save time zone' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Time zone saved' })).toHaveCount(1)
  await expect(zone).toBeFocused()
  // 'Use this device's' goes once pressed: focus goes to the list it changed
  await zone.selectOption('Asia/Tokyo')
  const useMine = card.getByRole('button', { name: /^Use this device's/ })
  await useMine.focus()
  await page.keyboard.press('Enter')
  await expect(useMine).toHaveCount(0)
  await expect(zone).toBeFocused()
})

test('Sensors, away for a while: after every sensor is switched off, focus is on the button that switches them on again, and back', async ({ page }) => {
  const admin = await apiAsRole('admin')
  const home = await newCircle('Leonora')
  await quietHomeWithLowBattery(admin, home.clientId)
  await admin.dispose()
  await watchCircle(page, home.clientId)
  // the announcement, recorded as it is made (said, not only there to be read)
  const { said } = await recordAnnouncements(page)
  const heard = (words: string) => expect.poll(said, { message: `'${words}' announced` }).toContainEqual(expect.stringContaining(words))
  await signInAt(page, 'admin', '/sensors')
  const card = page.getByRole('region', { name: 'Away for a while' })
  await card.getByRole('button', { name: 'Switch every sensor off' }).focus()
  await page.keyboard.press('Enter')
  await page.getByRole('alertdialog', { name: 'Switch Every Sensor Off' }).getByRole('button', { name: 'Switch Off' }).press('Enter')
  await heard('Sensors Switched Off')
  // not lost at the top of the page: on what undoes it
  await expect(card.getByRole('button', { name: 'Switch every sensor on' })).toBeFocused()
  await page.keyboard.press('Enter')
  await heard('Sensors Switched On')
  await expect(card.getByRole('button', { name: 'Switch every sensor off' })).toBeFocused()
})

test('Care Notes: after a note is deleted, focus is on the next note’s actions, not on the gone note’s menu or the top of the page', async ({ page }) => {
  const admin = await apiAsRole('admin')
  const home = await newCircle('Clementine')
  await addNote(admin, home.clientId, { content: 'Clementine walked to the shop.' })
  await addNote(admin, home.clientId, { content: 'Clementine had a visitor.' })
  await admin.dispose()
  await watchCircle(page, home.clientId)
  await signInAt(page, 'admin', '/care-notes')
  const notes = page.getByRole('list', { name: 'Care notes' }).getByRole('article')
  await expect(notes).toHaveCount(2)
  await notes.filter({ hasText: 'had a visitor' }).getByRole('button', { name: /^Actions for the note by/ }).press('Enter')
  await page.getByRole('menuitem', { name: 'Delete Note' }).press('Enter')
  await page.getByRole('alertdialog', { name: 'Delete Care Note' }).getByRole('button', { name: 'Delete Note' }).press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Note Deleted' })).toHaveCount(1)
  await expect(notes).toHaveCount(1)
  // on to the note left, as User Management goes on to the next row (care-note-delete-focus.spec.ts: the heading once none is left)
  await expect(notes.getByRole('button', { name: /^Actions for the note by/ })).toBeFocused()
})

test('Sensors: after a sensor is deleted, focus is on the page heading, not lost at the top of the page', async ({ page }) => {
  const admin = await apiAsRole('admin')
  const home = await newCircle('Ottoline')
  await quietHomeWithLowBattery(admin, home.clientId)
  await admin.dispose()
  await watchCircle(page, home.clientId)
  await signInAt(page, 'admin', '/sensors')
  await page.getByRole('button', { name: 'Actions for Kitchen sensor' }).press('Enter')
  await page.getByRole('menuitem', { name: 'Delete' }).press('Enter')
  await page.getByRole('alertdialog', { name: 'Delete Sensor' }).getByRole('button', { name: 'Delete Sensor' }).press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Device Deleted' })).toHaveCount(1)
  await expect(page.getByRole('article', { name: 'Kitchen sensor' })).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Sensor Management' })).toBeFocused()
})

test('Family Members: after an invitation is revoked, focus is on the Pending Invitations heading, not lost at the top of the page', async ({ page }) => {
  const admin = await apiAsRole('admin')
  const home = await newCircle('Henrietta')
  const email = uniqueEmail('revoked')
  expect((await admin.post(`/api/family/invite?clientId=${home.clientId}`, { data: { inviteeEmail: email } })).status()).toBe(201)
  await admin.dispose()
  await watchCircle(page, home.clientId)
  await signInAt(page, 'admin', '/family-members')
  await page.getByRole('button', { name: `Revoke the invitation to ${email}` }).press('Enter')
  await page.getByRole('alertdialog', { name: 'Revoke Invitation' }).getByRole('button', { name: 'Revoke' }).press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Invitation Revoked' })).toHaveCount(1)
  const pending = page.getByRole('region', { name: 'Pending Invitations' })
  await expect(pending.getByText('No pending invitations.')).toBeVisible()
  await expect(pending.getByRole('heading', { level: 2, name: 'Pending Invitations' })).toBeFocused()
})

test('Sensors: after a hub key is revoked, focus is on the Keys heading, not lost at the top of the page', async ({ page }) => {
  const home = await newCircle('Wilhelmina')
  await watchCircle(page, home.clientId)
  await signInAt(page, 'admin', '/sensors')
  const panel = page.getByRole('region', { name: 'Connect a hub' })
  await panel.getByLabel('Key name').fill('Hall hub')
  await panel.getByRole('button', { name: 'Create Key' }).press('Enter')
  await panel.getByRole('button', { name: 'Revoke Hall hub' }).press('Enter')
  await page.getByRole('alertdialog', { name: 'Revoke Hub Key' }).getByRole('button', { name: 'Revoke' }).press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Key Revoked' })).toHaveCount(1)
  // a revoked key stays listed, without its Revoke button
  await expect(panel.getByRole('button', { name: 'Revoke Hall hub' })).toHaveCount(0)
  await expect(panel.getByRole('heading', { level: 3, name: 'Keys' })).toBeFocused()
})

test('Sensors, the Tuya account: Save keeps focus on Save, Unlink puts it on the emptied field, and the field shows the account as saved', async ({ page }) => {
  const home = await newCircle('Georgiana')
  await watchCircle(page, home.clientId)
  await signInAt(page, 'admin', '/sensors')
  const card = page.getByRole('region', { name: 'Smart Sensor Cloud Sync' })
  const toast = (text: string) => toastOf(page, text)
  const field = card.getByLabel('Tuya account (user ID)')
  const account = `uidwalk${Date.now().toString(36)}`
  // typed with spaces around it: saved trimmed, and the field then shows it as saved
  await field.fill(`  ${account} `)
  const save = card.getByRole('button', { name: 'Save Tuya account' })
  await save.focus()
  await page.keyboard.press('Enter')
  await expect(toast('Tuya Account Linked')).toBeVisible()
  await expect(page.getByTestId('tuya-account')).toHaveText(`Tuya account: ${account}`)
  await expect(field).toHaveValue(account)
  await expect(save).toBeFocused()
  // Unlink goes once pressed: focus goes to the field it emptied
  const unlink = card.getByRole('button', { name: 'Unlink' })
  await unlink.focus()
  await page.keyboard.press('Enter')
  await expect(toast('Tuya Account Unlinked')).toBeVisible()
  await expect(unlink).toHaveCount(0)
  await expect(field).toHaveValue('')
  await expect(field).toBeFocused()
})

test('User Management and Business Management: the people’s and the clients’ tables are named', async ({ page }) => {
  await newCircle('Araminta')
  await signInAt(page, 'admin', '/users')
  await expect(page.getByRole('main').getByRole('table', { name: 'Users', exact: true })).toBeVisible()
  await page.goto('/business')
  await page.getByRole('tab', { name: 'Client Management' }).click()
  await expect(page.getByRole('main').getByRole('table', { name: 'Clients', exact: true })).toBeVisible()
})

test('Cost Monitoring: Infrastructure Costs and Cost Efficiency are sections of the page, not parts of the Cost Breakdown by Service', async ({ page }) => {
  await signInAt(page, 'admin', '/business')
  await page.getByRole('tab', { name: 'Cost Monitoring' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Cost Monitoring' })
  await expect(panel.getByRole('heading', { level: 2, name: 'Cost Breakdown by Service' })).toBeVisible()
  for (const name of ['Infrastructure Costs', 'Cost Efficiency']) {
    await expect(panel.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
    await expect(panel.getByRole('region', { name, exact: true })).toBeVisible()
  }
  // no h3 left without an h2 of its own above it
  await expect(panel.getByRole('heading', { level: 3 })).toHaveCount(0)
})

test('Notifications: each choice is read once by its name, not a group and a radio group both called E-mail', async ({ page }) => {
  await login(page, 'carer')
  await page.getByRole('button', { name: 'Notifications' }).click()
  const dialog = page.getByRole('dialog', { name: 'Alert notifications' })
  for (const name of ['E-mail', /^Alerts to push/]) {
    await expect(dialog.getByRole('radiogroup', { name })).toHaveCount(1)
    await expect(dialog.getByRole('group', { name })).toHaveCount(0)
  }
})
