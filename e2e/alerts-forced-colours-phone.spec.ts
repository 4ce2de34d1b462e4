// An emergency on the Alerts page, on a 390 px phone in a high contrast theme (forced colours): the theme
// draws a border round every button (index.css), 3 px round Call Now (decision 0083), and the filled buttons
// (Call Now, Resolve), which have none otherwise, grew by it; the row no longer fitted and Resolve went onto
// a line of its own under Call Now and Contact. The border is taken from their padding now: the buttons are
// where they are without forced colours, all on one row.
import { test, type Locator } from '@playwright/test'
import { EMERGENCY, card, expect, openAlertsAsStaff } from './fixtures/alerts-page'
import { baseURL, newCircle, raiseEmergency } from './fixtures/seed-circle'

test.beforeEach(() => test.slow())

interface Box {
  x: number
  y: number
  width: number
}

/** Where each of the card's buttons is in the card, rounded to the pixel */
async function boxes(card: Locator, buttons: Locator[]): Promise<Box[]> {
  const within = (await card.boundingBox())!
  return Promise.all(
    buttons.map(async (button) => {
      const box = (await button.boundingBox())!
      return { x: Math.round(box.x - within.x), y: Math.round(box.y - within.y), width: Math.round(box.width) }
    }),
  )
}

test('on a 390 px phone, Call Now, Contact and Resolve stay on one row under forced colours, where they are without', async ({ browser }) => {
  const circle = await newCircle('Ines')
  await raiseEmergency(circle.api, circle.clientId)
  const seen = new Map<'none' | 'active', Box[]>()
  for (const forcedColors of ['none', 'active'] as const) {
    const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, forcedColors })
    const page = await context.newPage()
    await openAlertsAsStaff(page, 'support', circle.clientId)
    const emergency = card(page, EMERGENCY)
    const buttons = ['Call Now', 'Contact', 'Resolve'].map((name) => emergency.getByRole('button', { name, exact: true }))
    for (const button of buttons) await expect(button).toBeVisible()
    seen.set(forcedColors, await boxes(emergency, buttons))
    await context.close()
  }
  const forced = seen.get('active') ?? []
  expect(forced.map((b) => b.y), "under forced colours, Contact and Resolve are on Call Now's row").toEqual([0, 1, 2].map(() => forced[0]?.y))
  expect(forced, 'the buttons are where they are without forced colours').toEqual(seen.get('none'))
})
