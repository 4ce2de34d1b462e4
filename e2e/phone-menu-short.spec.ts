// The phone's menu on a short screen (a phone on its side, large text): the whole drawer scrolls and each
// link keeps its height. The links alone scrolled, in a strip that shrank to 33 px at 320 x 256, every link
// hidden in it, and to nothing at 200 % text on a phone on its side.
import { expect as baseExpect, test } from '@playwright/test'
import { login } from './fixtures/session'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })

test.use({ viewport: { width: 320, height: 256 } })

test('on a short screen the menu scrolls as a whole, every link full height, down to Sign Out', async ({ page }) => {
  await login(page, 'carer')
  await page.getByRole('button', { name: /^Open menu/ }).click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  const links = menu.getByRole('navigation', { name: 'Main' }).getByRole('link')
  await expect(links.first()).toBeVisible()
  expect(await links.count()).toBeGreaterThan(3)
  // the list is as tall as its links: none is cut to a sliver inside a shrunken box
  const nav = menu.getByRole('navigation', { name: 'Main' })
  const [shown, whole] = await nav.evaluate((el) => [el.clientHeight, el.scrollHeight])
  expect(shown).toBeGreaterThanOrEqual(whole)
  for (const link of await links.all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(36)
  // and the drawer takes the person there, link by link, down to Sign Out
  const signOut = menu.getByRole('link', { name: 'Sign Out' })
  await signOut.scrollIntoViewIfNeeded()
  await expect(signOut).toBeInViewport()
  await links.last().scrollIntoViewIfNeeded()
  await expect(links.last()).toBeInViewport()
})
