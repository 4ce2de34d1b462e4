// Family Members on a 390 px phone: a member's line (e-mail · relationship · joined) wraps between
// words; only the e-mail address, which has no spaces, may break anywhere.
import { expect as baseExpect, test, type Locator } from '@playwright/test'
import { SEEDED, SEEDED_FACTS } from './fixtures/accounts'
import { seededForAttempt, signInAs } from './fixtures/seed-circle'
import { sidewaysPx } from './fixtures/sideways'

const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

/** The words of an element's text outside any e-mail address that the browser split over two lines */
const splitWords = (line: Locator) =>
  line.evaluate((el) => {
    const split: string[] = []
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        if (word[0].includes('@')) continue
        const range = document.createRange()
        range.setStart(node, word.index)
        range.setEnd(node, word.index + word[0].length)
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
        if (tops.size > 1) split.push(word[0])
      }
    }
    return split
  })

test('on a 390 px phone a member line breaks between words, never inside one', async ({ page }) => {
  const dana = seededForAttempt(SEEDED.dana)
  await signInAs(page, dana)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/family-members')
  await expect(page.getByRole('heading', { name: 'Family Members', level: 1 })).toBeVisible()
  const line = page.locator(`li[data-member-email="${dana.email}"] p`).filter({ hasText: 'Joined' })
  await expect(line).toContainText(`${dana.email} · ${SEEDED_FACTS.danaRelationship} · Joined`)
  expect(await splitWords(line)).toEqual([])
  expect(await sidewaysPx(page), 'no sideways scroll').toBeLessThanOrEqual(0)
})
