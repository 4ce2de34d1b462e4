// At 768 px (a tablet held upright) the sidebar stands beside the page and the top bar holds the home picker,
// the person's own name and her role: a long name ('Margaret Featherstonehaugh-Smith') wrapped onto two lines
// there, and in the sidebar's corner beside her role, making the bar's row and the sidebar's foot ragged. It
// now stays one line, cut short with an ellipsis, the whole name in its title (a pointer's tooltip) and still
// read out whole.
import { expect as baseExpect, test, type Locator } from '@playwright/test'
import { apiAsRole, newCircle, signInAs } from './fixtures/seed-circle'
import { circlePicker } from './fixtures/circle-picker'
import { linesOf } from './fixtures/large-text'

const expect = baseExpect.configure({ timeout: 15_000 })

test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true })

/** One line of its text: as tall as its line height, the text's own boxes on one row, and cut short with an ellipsis */
async function expectOneLine(name: Locator, full: string) {
  const { height, lineHeight, overflow, ellipsis, cut } = await name.evaluate((el) => {
    const style = getComputedStyle(el)
    return {
      height: el.getBoundingClientRect().height,
      lineHeight: parseFloat(style.lineHeight),
      overflow: style.overflow,
      ellipsis: style.textOverflow,
      cut: el.scrollWidth > el.clientWidth,
    }
  })
  expect(height, 'one line high').toBeLessThanOrEqual(lineHeight + 1)
  expect(await linesOf(name), 'its words on one line').toBe(1)
  expect({ overflow, ellipsis, cut }, 'cut short with an ellipsis').toEqual({ overflow: 'hidden', ellipsis: 'ellipsis', cut: true })
  await expect(name).toHaveAttribute('title', full)
  // a screen reader still reads the whole name
  await expect(name).toHaveText(full)
}

test('a long name stays on one line in the top bar and the sidebar at 768 px, cut short, the whole name in its title', async ({ page }) => {
  // a person who sees several homes (the top bar holds the picker beside her name): here a member of the support team
  const person = await newCircle('Margaret', 'Featherstonehaugh-Smith')
  const admin = await apiAsRole('admin')
  expect((await admin.patch(`/api/users/${person.clientId}`, { data: { role: 'support' } })).status()).toBe(200)
  await admin.dispose()
  await signInAs(page, { email: person.email, password: person.password })
  await expect(circlePicker(page)).toBeVisible()

  const full = 'Margaret Featherstonehaugh-Smith'
  await expectOneLine(page.getByRole('banner').getByText(full, { exact: true }), full)
  await expectOneLine(page.getByRole('complementary', { name: 'Sidebar' }).getByText(full, { exact: true }), full)
})
