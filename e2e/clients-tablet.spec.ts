// Client Management on a tablet beside the sidebar (768 and 820 px upright, 1024 px on its side): each home's
// Devices, Last Activity, Manage and Open Dashboard are on screen without scrolling sideways. The table
// (seven columns, 760 px at least) was shown from a 768 px screen up, in the ~490 px the sidebar leaves
// there: Manage and Open Dashboard were off to the right, behind a sideways scroll, as User Management's
// actions once were (support-tablet.spec.ts). Now the homes are cards until the page itself has room.
import { expect as baseExpect, test } from '@playwright/test'
import { newCircle } from './fixtures/seed-circle'
import { login } from './fixtures/session'
import { expectWhollyOnScreen, sidewaysScrollers } from './fixtures/sideways'

const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

test("Client Management on a tablet shows a home's sensors, last activity, Manage and Open Dashboard with nothing to scroll sideways", async ({ page }) => {
  const circle = await newCircle('Tablette')
  await circle.api.dispose()
  await page.setViewportSize({ width: 768, height: 1024 })
  await login(page, 'admin')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Business Management' }).click()
  await page.getByRole('tab', { name: 'Client Management' }).click()
  await page.getByPlaceholder('Search clients by name, email or phone...').fill(circle.lastName)
  const manage = page.getByRole('button', { name: `Manage ${circle.name}`, exact: false }).filter({ visible: true })
  const open = page.getByRole('link', { name: new RegExp(`^Open Dashboard of ${circle.name}`) }).filter({ visible: true })

  for (const viewport of [
    { width: 768, height: 1024 },
    { width: 820, height: 1180 },
    { width: 1024, height: 768 },
  ]) {
    await page.setViewportSize(viewport)
    const at = `at ${viewport.width} px`
    await expect(manage, at).toHaveCount(1)
    expect(await sidewaysScrollers(page), `nothing scrolls sideways ${at}`).toEqual([])
    await manage.scrollIntoViewIfNeeded()
    await expectWhollyOnScreen(manage, `Manage ${at}`, viewport.width)
    await expectWhollyOnScreen(open, `Open Dashboard ${at}`, viewport.width)
  }

  // a wide screen has the room for the table, every column in sight
  await page.setViewportSize({ width: 1280, height: 800 })
  const row = page.locator(`tr[data-client-id="${circle.clientId}"]`)
  await expect(row).toBeVisible()
  expect(await sidewaysScrollers(page), 'nothing scrolls sideways at 1280 px').toEqual([])
  await expectWhollyOnScreen(row.getByRole('button', { name: /^Manage / }), 'Manage in the table at 1280 px', 1280)
})
