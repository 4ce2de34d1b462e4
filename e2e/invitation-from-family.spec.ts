// Sarah's brother Tom, a carer of their mother's home, invites her from Family Members with a few words. The e-mail
// called her 'a carer, to help look after' their mother (SPEC.md §6: the family invites a Caregiver or a Client, as
// family members), and the page the link opens said the same and left his words out: they were in the e-mail alone,
// and the Pending Invitations list showed them to everyone but her. Now the e-mail and the page say 'a family member
// … with the Caregiver role', and the page shows his words as typed (never as markup), three lines of a long one on
// a phone and the rest a tap away.
import { expect as baseExpect, test } from '@playwright/test'
import { E2E_APP_URL } from './fixtures/external-services'
import { acceptInvitation } from './fixtures/invitations'
import { apiAsRole, newCircle } from './fixtures/seed-circle'
import { uniqueEmail } from './fixtures/session'
import { withTestSmtp } from './fixtures/test-smtp'

const expect = baseExpect.configure({ timeout: 15_000 })
const smtp = withTestSmtp()
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

const WORDS =
  "Sis, <b>please</b> join: Mum's bedroom sensor sometimes goes quiet when she naps after lunch, so do not panic at an alert around two. " +
  'Ring her first; if she does not answer, ring me. <img src=x onerror="window.__injected=1">'

test("a daughter her brother invited from Family Members is invited as a family member, and the invitation's page shows his words", async ({ browser }) => {
  const mum = await newCircle('Margaret')
  const admin = await apiAsRole('admin')
  const tom = uniqueEmail('tom')
  expect((await admin.post('/api/invitations', { data: { email: tom, role: 'carer', circleId: mum.clientId } })).status()).toBe(201)
  await admin.dispose()
  const tomsBrowser = await acceptInvitation(smtp(), browser, tom, 'Tom', mum.lastName)
  const sarah = uniqueEmail('sarah')
  const sent = await tomsBrowser.request.post(`/api/family/invite?clientId=${mum.clientId}`, { data: { inviteeEmail: sarah, inviteeRole: 'carer', message: WORDS } })
  expect(sent.status(), await sent.text()).toBe(201)
  await tomsBrowser.close()

  const mail = await smtp().waitForMail(sarah)
  const asWhat = `as a family member in ${mum.name}'s care circle, with the Caregiver role (can monitor and receive alerts).`
  expect(mail.text).toContain(`Tom ${mum.lastName} has invited you to join Hearthwatch ${asWhat}`)
  expect(mail.text).not.toContain('as a carer')
  const link = mail.text.match(new RegExp(`${E2E_APP_URL}/invitations/[\\w-]+`))?.[0]
  expect(link).toBeDefined()

  const phone = await browser.newContext({ ...PHONE, baseURL: E2E_APP_URL })
  const page = await phone.newPage()
  await page.goto(link!)
  await expect(page.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible()
  await expect(page.getByText(`Tom ${mum.lastName} has invited you to join ${asWhat}`, { exact: true })).toBeVisible()
  await expect(page.getByText(`Tom ${mum.lastName} wrote:`, { exact: true })).toBeVisible()
  // no sideways scroll: the address's field for the password manager, out of sight, was still a 390 px box starting
  // 40 px in, so the page reached 430 px and slid sideways under her thumb
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: innerWidth }))
  expect(widths, 'the page as wide as the phone').toEqual({ page: 390, window: 390 })

  // his words as he typed them: the markup is text, nothing of it runs
  const note = page.getByTestId('invitation-note')
  const text = note.locator('p')
  await expect(text).toContainText(WORDS)
  expect(await page.locator('main b, main img').count()).toBe(0)
  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined()

  // on a phone, three lines of it, and the whole of it at a tap
  const isCut = () => text.evaluate((el) => el.scrollHeight > el.clientHeight + 1)
  expect(await isCut()).toBe(true)
  const more = note.getByRole('button', { name: 'Show whole message' })
  await expect(more).toHaveAttribute('aria-expanded', 'false')
  expect((await more.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  await more.tap()
  await expect(note.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true')
  expect(await isCut()).toBe(false)
  // the form to join is still there, under his words
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible()
  await phone.close()
})

// Support, on a mother's Family Members page, invites her son with the Caregiver role that page offers. The e-mail
// and the page its link opens said 'as a carer, to help look after' her, the words of a carer placed in a home from
// User Management: he is asked in as a family member with the Caregiver role, as when the family invites him.
test("a son support invites from his mother's Family Members is invited as a family member with the Caregiver role", async ({ browser }) => {
  const mum = await newCircle('Rose')
  const support = await apiAsRole('support')
  const son = uniqueEmail('son')
  const sent = await support.post(`/api/family/invite?clientId=${mum.clientId}`, { data: { inviteeEmail: son, inviteeRole: 'carer' } })
  expect(sent.status(), await sent.text()).toBe(201)
  await support.dispose()

  const mail = await smtp().waitForMail(son)
  const asWhat = `as a family member in ${mum.name}'s care circle, with the Caregiver role (can monitor and receive alerts).`
  expect(mail.text).toContain(`Sky Support has invited you to join Hearthwatch ${asWhat}`)
  expect(mail.text).not.toContain('as a carer')
  const link = mail.text.match(new RegExp(`${E2E_APP_URL}/invitations/\\S+`))?.[0]
  expect(link).toBeDefined()

  const phone = await browser.newContext({ ...PHONE, baseURL: E2E_APP_URL })
  const page = await phone.newPage()
  await page.goto(link!)
  await expect(page.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible()
  await expect(page.getByText(`Sky Support has invited you to join ${asWhat}`, { exact: true })).toBeVisible()
  await expect(page.getByText('as a carer')).toHaveCount(0)
  await phone.close()
})

// Which page sent it used to ride on the link (?from=family-members): whoever had the link could add it and have a
// carer placed from User Management read as a family member. The invitation keeps its page; the link changes nothing.
test('a carer support places from User Management is asked in as a carer, even with ?from=family-members added to the link', async ({ browser }) => {
  const mum = await newCircle('Edith')
  const support = await apiAsRole('support')
  const carer = uniqueEmail('carer')
  const sent = await support.post('/api/invitations', { data: { email: carer, role: 'carer', circleId: mum.clientId } })
  expect(sent.status(), await sent.text()).toBe(201)
  await support.dispose()

  const mail = await smtp().waitForMail(carer)
  const asWhat = `as a carer, to help look after ${mum.name}.`
  expect(mail.text).toContain(`Sky Support has invited you to join Hearthwatch ${asWhat}`)
  const link = mail.text.match(new RegExp(`${E2E_APP_URL}/invitations/[\\w-]+`))?.[0]
  expect(link).toBeDefined()

  const phone = await browser.newContext({ ...PHONE, baseURL: E2E_APP_URL })
  const page = await phone.newPage()
  await page.goto(`${link!}?from=family-members`)
  await expect(page.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible()
  await expect(page.getByText(`Sky Support has invited you to join ${asWhat}`, { exact: true })).toBeVisible()
  await expect(page.getByText('as a family member')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible()
  await phone.close()
})
