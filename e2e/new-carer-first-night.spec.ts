// Sarah, invited as a carer for her mother's home, on her phone: she joins from the e-mail, her mother's home is
// still learning its routine, an 'Unusual inactivity' alert comes in the night, she follows the e-mail's link,
// resolves it with what happened, and looks at the dashboard again, there and later on another device. The
// dashboard's insights used to keep saying 'An unusual inactivity alert is open' / 'Check on them now' after she
// had resolved it (the engine holds a quiet alert open until movement ends it), while the Alerts card said
// 'None so far.' beside 'Alerts today 1', and the Activity score read 100/100. The open alert, which the e-mail
// called 'Urgent', was under the charts, the phone's third screen.
import { expect as baseExpect, test } from '@playwright/test'
import { E2E_APP_URL } from './fixtures/external-services'
import { addSensor, apiAsRole, engineAlerts, minutesAgo, newCircle, roomForSensors, sendHubEvents } from './fixtures/seed-circle'
import { withTestSmtp } from './fixtures/test-smtp'
import { uniqueEmail } from './fixtures/session'
import { textBoxes, textSize } from './fixtures/large-text'

const expect = baseExpect.configure({ timeout: 15_000 })
const smtp = withTestSmtp()
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

test("a new carer resolves her mother's first night alert; the dashboard then says nothing is open, on her phone and on another device", async ({ browser }) => {
  test.slow()
  const mum = await newCircle('Margaret')
  const admin = await apiAsRole('admin')
  await roomForSensors(admin, mum.clientId)
  const bedroom = await addSensor(admin, mum.clientId, { name: 'Bedroom sensor', location: 'Bedroom' })
  const sarah = uniqueEmail('sarah')
  expect((await admin.post('/api/invitations', { data: { email: sarah, role: 'carer', circleId: mum.clientId } })).status()).toBe(201)
  const invitation = (await smtp().waitForMail(sarah)).text.match(new RegExp(`${E2E_APP_URL}/invitations/[\\w-]+`))?.[0]
  expect(invitation).toBeDefined()

  const phone = await browser.newContext({ ...PHONE, baseURL: E2E_APP_URL })
  const page = await phone.newPage()
  await page.goto(invitation!)
  await page.getByLabel('First name').fill('Sarah')
  await page.getByLabel('Last name').fill(mum.lastName)
  await page.getByLabel('Password', { exact: true }).fill('sarah-words')
  await page.getByLabel('Confirm password').fill('sarah-words')
  await page.getByRole('button', { name: 'Create Account' }).tap()
  await expect(page.getByRole('heading', { level: 1, name: `Monitoring ${mum.name}` })).toBeVisible()

  // her mother last moved in the bedroom 13 hours ago: the learning week's one alert
  await sendHubEvents(admin, mum.clientId, [{ deviceId: bedroom.deviceId, timestamp: minutesAgo(13 * 60), motionDetected: true }])
  await engineAlerts(admin, mum.clientId, ['inactivity'])
  await admin.dispose()
  const mail = await smtp().waitForMail(sarah, { where: (m) => m.subject.startsWith('Urgent: Unusual inactivity') })
  const link = mail.text.match(new RegExp(`${E2E_APP_URL}/alerts\\?\\S+`))?.[0]
  expect(link).toBeDefined()
  // her dashboard, open on the phone, says so as it comes
  await expect(page.getByRole('main')).toContainText('An unusual inactivity alert is open')
  // and the alert itself comes first, under the header, as the e-mail's 'Urgent' calls it: not the phone's third screen
  const card = page.getByRole('region', { name: 'Notifications', exact: true })
  await expect(card).toContainText('Unusual inactivity')
  expect((await card.boundingBox())!.y).toBeLessThan((await page.getByRole('region', { name: 'Status summary' }).boundingBox())!.y)
  expect((await card.getByRole('button', { name: 'Check On Them' }).boundingBox())!.y).toBeLessThan(844)

  await page.goto(link!)
  const article = page.getByRole('article', { name: 'Unusual inactivity' })
  await expect(article).toBeFocused()
  await article.getByRole('button', { name: 'Resolve', exact: true }).tap()
  const question = page.getByRole('alertdialog', { name: 'Resolve this alert?' })
  await question.getByLabel('What happened? (optional)').fill('Rang Mum: she had a lie-in, all fine.')
  await question.getByRole('button', { name: 'Resolve Alert' }).tap()
  await expect(page.getByRole('tab', { name: 'Resolved Alerts (1)' })).toBeVisible()

  for (const [where, context] of [['her phone', phone], ['another device', await browser.newContext({ ...PHONE, baseURL: E2E_APP_URL })]] as const) {
    const view = where === 'her phone' ? page : await context.newPage()
    if (where === 'another device') {
      await view.goto('/login')
      await view.getByLabel('Email').fill(sarah)
      await view.getByLabel('Password').fill('sarah-words')
      await view.getByRole('button', { name: 'Sign In' }).tap()
    } else await view.goto('/')
    await expect(view.getByRole('heading', { level: 1, name: `Monitoring ${mum.name}` })).toBeVisible()
    await expect(view.getByTestId('alerts-today'), where).toHaveText('1')
    // a score against a day or two of routine is no score: not '100/100' beside 13 hours without movement (decision 0109)
    await expect(view.getByTestId('activity-score'), where).toHaveText('–')
    await expect(view.getByTestId('activity-score-note'), where).toHaveText('Scored once the routine is learned')
    const alerts = view.getByRole('region', { name: 'No Alerts' })
    await expect(alerts, where).toContainText('None open now.')
    const main = view.getByRole('main')
    await expect(main.getByText('Overall score: not enough data yet'), where).toBeVisible()
    await expect(main, where).not.toContainText('alert is open')
    await expect(main, where).not.toContainText('Check on them now')
    await context.close()
  }
})

test('at 200 % text on her phone, the invitation page shows her whole address, not its first letters in a box', async ({ browser }) => {
  const mum = await newCircle('Margaret')
  const admin = await apiAsRole('admin')
  const sarah = uniqueEmail('sarah.hughes-longer-address')
  expect((await admin.post('/api/invitations', { data: { email: sarah, role: 'carer', circleId: mum.clientId } })).status()).toBe(201)
  await admin.dispose()
  const invitation = (await smtp().waitForMail(sarah)).text.match(new RegExp(`${E2E_APP_URL}/invitations/[\\w-]+`))?.[0]
  const phone = await browser.newContext({ ...PHONE, baseURL: E2E_APP_URL })
  const page = await phone.newPage()
  await textSize(page, 200)
  await page.goto(invitation!)
  await expect(page.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible()
  const shown = page.getByText(sarah, { exact: true })
  await expect(shown).toBeVisible()
  for (const box of await textBoxes(shown)) expect(box.right, 'each line of the address within the card').toBeLessThanOrEqual(390 - 16)
  // still the field a password manager keeps as her username, and what the form sends
  await expect(page.getByLabel('Email')).toHaveValue(sarah)
  await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username')
  await phone.close()
})
