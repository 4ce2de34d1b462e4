// A support agent switches her Alerts page to another home: until that home's alerts are read the tabs said
// 'Active Alerts (0)' and 'Resolved Alerts (0)' (the stat cards beside them said '–'), for a home with an
// emergency open. On a loaded server that lasted a second, long enough to be read as 'nothing here'.
import { card, EMERGENCY, expect, openAlertsAsStaff, stat, tab } from './fixtures/alerts-page'
import { pickCircle } from './fixtures/circle-picker'
import { holdRequest } from './fixtures/held-request'
import { newCircle, raiseEmergency } from './fixtures/seed-circle'
import { test } from '@playwright/test'

test("while another home's alerts are read, the tabs give no count rather than '(0)'", async ({ page }) => {
  const quiet = await newCircle('Quilla')
  const busy = await newCircle('Bettina')
  await raiseEmergency(busy.api, busy.clientId)
  await openAlertsAsStaff(page, 'support', quiet.clientId)
  await expect(tab(page, /^Active Alerts/)).toHaveText('Active Alerts (0)')

  const isBusyList = (url: URL) => url.pathname === '/api/alerts' && url.searchParams.get('clientId') === busy.clientId && !url.searchParams.has('status')
  const held = await holdRequest(page, isBusyList, 'GET')
  await pickCircle(page, busy.name)
  await expect(stat(page, 'total')).toHaveText('–')
  await expect(tab(page, /^Active Alerts/)).toHaveText('Active Alerts')
  await expect(tab(page, /^Resolved Alerts/)).toHaveText('Resolved Alerts')

  held.release()
  await expect(tab(page, /^Active Alerts/)).toHaveText('Active Alerts (1)')
  await expect(tab(page, /^Resolved Alerts/)).toHaveText('Resolved Alerts (0)')
  await expect(card(page, EMERGENCY)).toBeVisible()
  await quiet.api.dispose()
  await busy.api.dispose()
})
