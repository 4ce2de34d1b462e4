// Support ends the watching of Winifred Featherstonehaugh's home from a phone, its text at 200 %. The question's
// title cut her surname where the line ran out, 'Featherstonehau' / 'gh's home?', with no sign of the cut: a long
// word now breaks with a hyphen ('Featherstone-' / 'haugh's'), other words at spaces, and nothing overflows (decision 0104).
import { expect as baseExpect, test } from '@playwright/test'
import { pickCircle } from './fixtures/circle-picker'
import { textSize } from './fixtures/large-text'
import { newCircle } from './fixtures/seed-circle'
import { login } from './fixtures/session'

const expect = baseExpect.configure({ timeout: 15_000 })
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
test.beforeEach(() => test.slow())

test("at 200 % on a 390 px phone, End monitoring's question breaks a long surname with a hyphen, never silently mid-word, and stays within the screen", async ({ page }) => {
  const circle = await newCircle('Winifred', 'Featherstonehaugh')
  await circle.api.dispose()
  await textSize(page, 200)
  await login(page, 'support')
  await pickCircle(page, circle.name, { email: circle.email })
  await page.goto(`/sensors?clientId=${circle.clientId}`)
  await page.getByRole('region', { name: `When ${circle.name} no longer lives here` }).getByRole('button', { name: 'End monitoring' }).click()
  const dialog = page.getByRole('alertdialog')
  const title = dialog.getByRole('heading').first()
  await expect(title).toBeVisible()
  // each place the title's text goes on to a new line: at a space, or after a hyphen (shown, or a soft one used)
  const cuts = await title.evaluate((el) => {
    const text = el.firstChild as Text
    const range = document.createRange()
    const tops: number[] = []
    for (let i = 0; i < text.length; i++) {
      range.setStart(text, i)
      range.setEnd(text, i + 1)
      const rects = [...range.getClientRects()].filter((r) => r.width > 0)
      tops.push(rects.length ? Math.round(rects.at(-1)!.top) : NaN)
    }
    const bad: string[] = []
    let lastTop = NaN
    let lastIndex = -1
    for (let i = 0; i < text.length; i++) {
      if (Number.isNaN(tops[i]!)) continue
      if (!Number.isNaN(lastTop) && tops[i]! > lastTop) {
        const before = text.data.slice(0, i).replace(/\u00AD$/, '-')
        const gap = text.data.slice(lastIndex + 1, i)
        if (!/[\s-]$/.test(before) && !/\s/.test(gap) && !/\u00AD/.test(gap)) bad.push(`${text.data.slice(Math.max(0, i - 6), i)}|${text.data.slice(i, i + 6)}`)
      }
      lastTop = tops[i]!
      lastIndex = i
    }
    return bad
  })
  expect(cuts, 'no word of the title is cut without a hyphen').toEqual([])
  await expect(title).toContainText('Featherstone')
  // nothing past the dialog's edge, nor the screen's
  const [box, titleBox] = [(await dialog.boundingBox())!, (await title.boundingBox())!]
  expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(box.x + box.width + 0.5)
  expect(box.x + box.width).toBeLessThanOrEqual(390)
  expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})
