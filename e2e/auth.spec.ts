import { expect, test } from '@playwright/test'
import { uniqueEmail } from './fixtures/session'

test('a new person registers, signs out, fails with a wrong password, then signs in', async ({ page }) => {
  const email = uniqueEmail('journey')
  await page.goto('/')
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.getByRole('link', { name: 'Sign up' }).click()

  await expect(page.getByText('Create your account')).toBeVisible()
  await page.getByLabel('First name').fill('Jo')
  await page.getByLabel('Last name').fill('Whitfield')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('secret-words')
  await page.getByLabel('Confirm password').fill('secret-words')
  await page.getByRole('button', { name: 'Create Account' }).click()

  // the signed-in layout, as a client sees it: their own name in the header
  await expect(page.getByRole('heading', { name: 'Monitoring Jo Whitfield' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const entry of ['Dashboard', 'Sensors', 'Alerts', 'Care Notes']) {
    await expect(nav.getByRole('link', { name: entry })).toBeVisible()
  }
  await expect(nav.getByRole('link', { name: 'Family Members' })).toHaveCount(0)
  await expect(page.locator('[data-role="client"]').first()).toBeVisible()

  await page.getByRole('link', { name: 'Sign Out' }).click()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Monitoring/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible()

  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible()
  await expect(page).toHaveURL(/\/login\?error=invalid_credentials$/)
  // said at once to a screen reader: focus is on the refusal, and the window's title says there is an error
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeFocused()
  await expect(page).toHaveTitle('Error: Welcome back · Hearthwatch')
  // the address typed is still there: only the password is typed again
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await expect(page.getByLabel('Password')).toHaveValue('')

  await page.getByLabel('Password').fill('secret-words')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { name: 'Monitoring Jo Whitfield' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Monitoring Jo Whitfield' })).toBeVisible()
})

test.describe('register form checks', () => {
  test('marks every field required, for a screen reader to say so before a message has to', async ({ page }) => {
    await page.goto('/register')
    for (const label of ['First name', 'Last name', 'Email', 'Confirm password']) await expect(page.getByLabel(label)).toHaveJSProperty('required', true)
    await expect(page.getByLabel('Password', { exact: true })).toHaveJSProperty('required', true)
  })

  const cases = [
    { name: 'a missing field', fill: { first: '', password: 'secret1', confirm: 'secret1' }, message: 'Please fill in all required fields.' },
    { name: 'a short password', fill: { first: 'Jo', password: '12345', confirm: '12345' }, message: 'Password must be at least 6 characters long.' },
    { name: 'different passwords', fill: { first: 'Jo', password: 'secret1', confirm: 'secret2' }, message: 'Passwords do not match.' },
  ]
  for (const c of cases) {
    test(`explains ${c.name}`, async ({ page }) => {
      await page.goto('/register')
      await expect(page.getByText('Must be at least 6 characters')).toBeVisible()
      await page.getByLabel('First name').fill(c.fill.first)
      await page.getByLabel('Last name').fill('Whitfield')
      await page.getByLabel('Email').fill(uniqueEmail('check'))
      await page.getByLabel('Password', { exact: true }).fill(c.fill.password)
      await page.getByLabel('Confirm password').fill(c.fill.confirm)
      await page.getByRole('button', { name: 'Create Account' }).click()
      await expect(page.getByRole('alert').filter({ hasText: c.message })).toBeVisible()
      await expect(page).toHaveURL(/\/register$/)
    })
  }

  const tooLong = [
    { field: 'First name', value: 'F'.repeat(101), message: 'First name must be at most 100 characters long.' },
    { field: 'Last name', value: 'L'.repeat(101), message: 'Last name must be at most 100 characters long.' },
    // the longest address mail can reach is 254 characters
    { field: 'Email', value: `${'e'.repeat(60)}@${'d'.repeat(190)}.com`, message: 'Email must be at most 254 characters long.' },
    { field: 'Password', value: 'p'.repeat(201), message: 'Password must be at most 200 characters long.' },
  ]
  for (const c of tooLong) {
    test(`says which field is too long, and its limit: ${c.field}`, async ({ page }) => {
      const fill = { 'First name': 'Jo', 'Last name': 'Whitfield', Email: uniqueEmail('long'), Password: 'secret-words', [c.field]: c.value }
      await page.goto('/register')
      await page.getByLabel('First name').fill(fill['First name'])
      await page.getByLabel('Last name').fill(fill['Last name'])
      await page.getByLabel('Email').fill(fill.Email)
      await page.getByLabel('Password', { exact: true }).fill(fill.Password)
      await page.getByLabel('Confirm password').fill(fill.Password)
      await page.getByRole('button', { name: 'Create Account' }).click()
      await expect(page.getByRole('alert').filter({ hasText: c.message })).toBeVisible()
      await expect(page.getByText('Password must be at least 6 characters long.')).toHaveCount(0)
      await expect(page).toHaveURL(/\/register$/)
    })
  }

  test('tells a person whose address is taken to sign in instead', async ({ page }) => {
    await page.goto('/register')
    await page.getByLabel('First name').fill('Avery')
    await page.getByLabel('Last name').fill('Again')
    await page.getByLabel('Email').fill('ADMIN@e2e.test')
    await page.getByLabel('Password', { exact: true }).fill('secret-words')
    await page.getByLabel('Confirm password').fill('secret-words')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page.getByText('An account with this email already exists. Please sign in instead.')).toBeVisible()
    // the page the server sent back keeps what was typed, but not the password
    await expect(page.getByLabel('First name')).toHaveValue('Avery')
    await expect(page.getByLabel('Last name')).toHaveValue('Again')
    await expect(page.getByLabel('Email')).toHaveValue('ADMIN@e2e.test')
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')
    // and only that once: a later visit starts empty
    await page.goto('/register')
    await expect(page.getByLabel('First name')).toHaveValue('')
  })
})

const CLOSED =
  'This Hearthwatch server makes new accounts by invitation only. Ask whoever runs it, or someone in the family who uses it, to invite you.'

test.describe('error texts from the query string', () => {
  const login = {
    google_auth_failed: 'Google authentication failed. Please try again.',
    facebook_auth_failed: 'Facebook authentication failed. Please try again.',
    invalid_credentials: 'Invalid email or password. Please try again.',
    // a Google or Facebook account with no account here, on a server that makes accounts by invitation only
    registration_closed: CLOSED,
    something_else: 'An error occurred during login. Please try again.',
  }
  const register = {
    missing_fields: 'Please fill in all required fields.',
    user_exists: 'An account with this email already exists. Please sign in instead.',
    registration_failed: 'Registration failed. Please try again.',
    login_failed: 'Account created but login failed. Please sign in manually.',
    password_too_long: 'Password must be at most 200 characters long.',
    first_name_too_long: 'First name must be at most 100 characters long.',
    last_name_too_long: 'Last name must be at most 100 characters long.',
    email_too_long: 'Email must be at most 254 characters long.',
    registration_closed: CLOSED,
    something_else: 'An error occurred during registration. Please try again.',
  }
  test('on /login', async ({ page }) => {
    for (const [code, text] of Object.entries(login)) {
      await page.goto(`/login?error=${code}`)
      await expect(page.getByText('Welcome back')).toBeVisible()
      await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible()
    }
  })
  test('on /register', async ({ page }) => {
    for (const [code, text] of Object.entries(register)) {
      await page.goto(`/register?error=${code}`)
      await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible()
    }
  })
  test('an unconfigured social provider returns with its failure text', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('button', { name: 'Continue with Facebook' }).click()
    await expect(page.getByText('Facebook authentication failed. Please try again.')).toBeVisible()
  })
})

test('on a server that makes accounts by invitation only, /register says so and offers no form to fill in', async ({ page }) => {
  // the journeys' server is open to new accounts (the default); its answer is what a REGISTRATION=invite-only server gives
  await page.route('**/api/auth/options', (route) => route.fulfill({ json: { registration: 'invite-only' } }))
  await page.goto('/register')
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'By invitation only' })).toBeVisible()
  await expect(page.getByText(CLOSED)).toBeVisible()
  await expect(page.getByLabel('First name')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /Continue with/ })).toHaveCount(0)
  await page.getByRole('link', { name: 'Sign in' }).click()
  await expect(page.getByText('Welcome back')).toBeVisible()
})

test("this server's own answer: open to new accounts, so /register has its form", async ({ page, request }) => {
  expect(await (await request.get('/api/auth/options')).json()).toEqual({ registration: 'open', simulation: true })
  await page.goto('/register')
  await expect(page.getByLabel('First name')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'By invitation only' })).toHaveCount(0)
})
