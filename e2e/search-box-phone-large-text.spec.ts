// A carer on a 390 px phone with its text at 200 %: a list's search box must say what it searches. An input cuts
// its placeholder at its edge ('Search notes by c'); the words SPEC gives stay, so the box shows them whole, on
// more than one line where they need it (search-input.tsx). Sensors, Alerts, All homes, Care Notes, User Management
// and the home picker's search.
import { expect as baseExpect, test } from '@playwright/test'
import { homeSearch } from './fixtures/circle-picker'
import { textSize } from './fixtures/large-text'
import { expectWholePlaceholder } from './fixtures/search-placeholder'
import { newCircle, watchCircle } from './fixtures/seed-circle'
import { login } from './fixtures/session'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('at 200 % text on a phone, every search box shows its whole placeholder, and a search typed in still finds', async ({ page }) => {
  const circle = await newCircle('Philippa')
  await watchCircle(page, circle.clientId)
  await textSize(page, 200)
  await login(page, 'support')
  const pages = [
    ['/sensors', 'Search sensors by name or location...'],
    ['/alerts', 'Search alerts...'],
    ['/alerts?view=all', 'Search alerts...'],
    ['/care-notes', 'Search notes by content or author...'],
    ['/users', 'Search users by name or email...'],
  ] as const
  for (const [path, placeholder] of pages) {
    await page.goto(path)
    await expectWholePlaceholder(page.getByPlaceholder(placeholder, { exact: true }), path)
  }

  // the users' box, typed in: the words give way to the search, and it finds
  const users = page.getByPlaceholder('Search users by name or email...', { exact: true })
  await users.fill(circle.email)
  await expect(users.locator('xpath=..').getByText('Search users by name or email...', { exact: true })).toBeHidden()
  await expect(page.locator('main').getByText(circle.email).first()).toBeVisible()

  // the home picker's search
  await page.goto('/')
  await page.getByRole('combobox', { name: 'Care circle', exact: true }).click()
  await expectWholePlaceholder(homeSearch(page), 'the home picker')
})
