// A carer on a 390 px phone with its text at 200 %: a list's search box must say what it searches. An input cuts
// its placeholder at its edge ('Search notes by c'); the words SPEC gives stay, so the box shows them whole, on
// more than one line where they need it (search-input.tsx). Sensors, Alerts, All homes, Care Notes, User Management
// and the home picker's search.
import { expect as baseExpect, test, type Locator } from '@playwright/test'
import { homeSearch } from './fixtures/circle-picker'
import { brokenWords, textSize, wordBoxes } from './fixtures/large-text'
import { newCircle, watchCircle } from './fixtures/seed-circle'
import { login } from './fixtures/session'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

/** The box's own placeholder: whether it fits on the box's one line, and whether it is drawn at all */
const nativePlaceholder = (box: Locator) =>
  box.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input)
    const context = document.createElement('canvas').getContext('2d')!
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const inside = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    const drawn = getComputedStyle(input, '::placeholder').opacity !== '0'
    return { text: input.placeholder, fits: context.measureText(input.placeholder).width <= inside, drawn }
  })

/** What a carer reads in the empty box: its placeholder whole, every word inside the box, none broken */
async function expectWholePlaceholder(box: Locator, where: string) {
  await expect(box).toBeVisible()
  const native = await nativePlaceholder(box)
  expect(native.text, where).not.toBe('')
  // drawn by the input, it must fit; otherwise the words shown over it carry it
  if (native.drawn) {
    expect(native.fits, `'${native.text}' on ${where} fits its box`).toBe(true)
    return
  }
  const shown = box.locator('xpath=..').getByText(native.text, { exact: true })
  await expect(shown, `'${native.text}' is shown on ${where}`).toBeVisible()
  const outline = (await box.boundingBox())!
  for (const { word, boxes } of await wordBoxes(shown)) {
    for (const b of boxes) {
      expect(b.left >= outline.x && b.right <= outline.x + outline.width + 0.5, `'${word}' of '${native.text}' inside the box on ${where}`).toBe(true)
      expect(b.top >= outline.y && b.bottom <= outline.y + outline.height + 0.5, `'${word}' of '${native.text}' inside the box's height on ${where}`).toBe(true)
    }
  }
  expect(await brokenWords(shown), where).toEqual([])
  // the box itself within the phone's width
  expect(outline.x + outline.width, where).toBeLessThanOrEqual(390)
}

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
