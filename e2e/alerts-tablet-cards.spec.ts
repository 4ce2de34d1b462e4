// A support agent on a tablet (an 820 px iPad, the sidebar beside the list) works through All homes. An alert card's
// buttons (Open home, Resolve with a note, Resolve: ~410 px) stood beside its words at their full width and left the
// words ~60 px: the client's name broke mid-word ('Kowalsk / i'), the e-mail in three ('client17 / @scale.t / est'),
// 'Low batter / y', a card 450 px tall, two cards a screen. The buttons now go under the words when the words would
// have less than 20 rem beside them; on a laptop they stay beside them.
import { test, type Locator, type Page } from '@playwright/test'
import { BATTERY, INACTIVITY, expect } from './fixtures/alerts-page'
import { apiAsRole, newCircle, quietHomeWithLowBattery, raiseEmergency } from './fixtures/seed-circle'
import { signInAt } from './fixtures/session'

test.beforeEach(() => test.slow())
test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true })

/** The words of the card's home name, e-mail, title and description that the page broke across two lines */
async function wordsBroken(card: Locator) {
  return card.evaluate((article) => {
    const broken: string[] = []
    const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('button, a, [role="status"], .sr-only')) continue
      const text = node.textContent ?? ''
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        // one box a line the word is on (a wrapped word has two)
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
        if (lines.size > 1) broken.push(match[0])
      }
    }
    return broken
  })
}

async function expectCardsWhole(page: Page, cards: Locator, count: number, width: number) {
  await expect(cards).toHaveCount(count)
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i)
    expect(await wordsBroken(card), `card ${i + 1} at ${width} px: words broken mid-word`).toEqual([])
    // its buttons all on screen and within the card
    const box = (await card.boundingBox())!
    for (const button of await card.getByRole('button').or(card.getByRole('link')).all()) {
      const b = (await button.boundingBox())!
      expect(b.x + b.width, `a button of card ${i + 1} at ${width} px`).toBeLessThanOrEqual(box.x + box.width)
    }
  }
}

test('on a tablet the All homes cards and the home\'s own cards keep their words whole, the buttons under them', async ({ page }) => {
  // a long name, as a real client list has: two homes, three alerts with three buttons or two
  const lastName = `Kowalski-Lindqvist${Date.now().toString(36)}`
  const quiet = await newCircle('Sunil', lastName)
  const staff = await apiAsRole('support')
  await quietHomeWithLowBattery(staff, quiet.clientId)
  const pressed = await newCircle('Dorothy', lastName)
  await raiseEmergency(pressed.api, pressed.clientId)

  await signInAt(page, 'support', '/alerts?view=all')
  await page.getByPlaceholder('Search alerts...').fill(lastName)
  const list = page.getByRole('region', { name: 'Open alerts of every home' }).getByRole('article')
  for (const width of [820, 768, 1024]) {
    await page.setViewportSize({ width, height: 1180 })
    await expectCardsWhole(page, list, 3, width)
  }
  // on a tablet a card with three buttons has them under its words
  await page.setViewportSize({ width: 820, height: 1180 })
  const battery = list.filter({ hasText: BATTERY })
  const title = (await battery.getByRole('heading', { name: BATTERY }).boundingBox())!
  const resolve = (await battery.getByRole('button', { name: 'Resolve', exact: true }).boundingBox())!
  expect(resolve.y).toBeGreaterThan(title.y + title.height)

  // the home's own Alerts page draws the same card: Troubleshoot, Resolve with a note and Resolve
  await page.goto(`/alerts?home=${quiet.clientId}`)
  const own = page.getByRole('article').filter({ hasText: new RegExp(`${BATTERY}|${INACTIVITY}`) })
  await expectCardsWhole(page, own, 2, 820)

  // on a laptop the buttons stay beside the words
  await page.setViewportSize({ width: 1366, height: 768 })
  const ownBattery = page.getByRole('article').filter({ hasText: BATTERY })
  const ownTitle = (await ownBattery.getByRole('heading', { name: BATTERY }).boundingBox())!
  const ownResolve = (await ownBattery.getByRole('button', { name: 'Resolve', exact: true }).boundingBox())!
  expect(ownResolve.y).toBeLessThan(ownTitle.y + ownTitle.height)
  expect(ownResolve.x).toBeGreaterThan(ownTitle.x + ownTitle.width)
  await staff.dispose()
  await quiet.api.dispose()
  await pressed.api.dispose()
})
