// A support agent with forty homes keeps one open in each of a few tabs (each tab keeps its own home): every tab
// read '(1) Alerts · Hearthwatch', and a screen reader, which says the title first, never said whose home a page
// was. For someone who sees several homes the title names the home; All homes is named, with every home's count.
import { card, EMERGENCY, expect, openAlertsAsStaff } from './fixtures/alerts-page'
import { pickCircle } from './fixtures/circle-picker'
import { newCircle, raiseEmergency } from './fixtures/seed-circle'
import { test } from '@playwright/test'

test('the tab of a page about one home names it, for staff with many homes; All homes says so, with its own count', async ({ page }) => {
  const busy = await newCircle('Tabitha')
  const quiet = await newCircle('Tamsin')
  await raiseEmergency(busy.api, busy.clientId)
  await openAlertsAsStaff(page, 'support', busy.clientId)
  await expect(card(page, EMERGENCY)).toBeVisible()
  await expect(page).toHaveTitle(`(1) Alerts · ${busy.name} · Hearthwatch`)

  await page.getByRole('link', { name: 'Care Notes' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Care Notes' })).toBeVisible()
  await expect(page).toHaveTitle(`(1) Care Notes · ${busy.name} · Hearthwatch`)
  await pickCircle(page, quiet.name)
  await expect(page).toHaveTitle(`Care Notes · ${quiet.name} · Hearthwatch`)

  // every home's open alerts, as the view switch counts them
  await page.goto('/alerts?view=all')
  const allHomes = page.getByRole('link', { name: /^All homes \(\d+ open\)$/ })
  await expect(allHomes).toBeVisible()
  const open = Number((await allHomes.textContent())!.match(/\((\d+) open\)/)![1])
  await expect(page).toHaveTitle(`(${open > 99 ? '99+' : open}) Alerts · All homes · Hearthwatch`)
  await busy.api.dispose()
  await quiet.api.dispose()
})
