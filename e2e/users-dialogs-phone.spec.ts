// A support agent on her phone adds a home and invites a carer: every field and button of Add Home and Invite
// User is a thumb's 44 px tall. The two dialogs' lists (the home's time zone, the role) were 40 px, beside
// 44 px fields.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { signInAt } from './fixtures/session'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

/** The dialog's controls shorter than 44 px, named */
async function shortControls(dialog: Locator) {
  const short: string[] = []
  for (const control of await dialog.locator('input, select, textarea, button, [role="combobox"]').filter({ visible: true }).all()) {
    const box = (await control.boundingBox())!
    if (box.height < 44) short.push(`${(await control.getAttribute('id')) ?? (await control.textContent())?.trim()}: ${Math.round(box.height)} px`)
  }
  return short
}

async function openDialog(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: button })
  await expect(dialog).toBeVisible()
  return dialog
}

test("Add Home's and Invite User's fields and buttons are 44 px tall on a phone", async ({ page }) => {
  await signInAt(page, 'support', '/users')
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible()

  const addHome = await openDialog(page, 'Add Home')
  await expect(addHome.getByLabel('Home time zone')).toBeVisible()
  expect(await shortControls(addHome)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(addHome).toBeHidden()

  const invite = await openDialog(page, 'Invite User')
  await expect(invite.getByLabel('Role')).toBeVisible()
  expect(await shortControls(invite)).toEqual([])
})
