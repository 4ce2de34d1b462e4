// The homes on offer, read again every half minute by a tab with several homes, come back as '304 Not
// Modified' with no body when nothing changed (decision 0058): the browser hands that 304 to the page,
// which keeps the list it has and still finds a home in it.
import { expect, test } from '@playwright/test'
import { circlePicker, homeOptions, homeSearch } from './fixtures/circle-picker'
import { newCircle, signInAs } from './fixtures/seed-circle'
import { login } from './fixtures/session'

const isCircles = (url: string) => new URL(url).pathname === '/api/circles'

test("the browser gives the page the server's 304 when it names the list it has", async ({ page }) => {
  const home = await newCircle('Winifred')
  await signInAs(page, home)
  const statuses = await page.evaluate(async () => {
    const first = await fetch('/api/circles', { credentials: 'include' })
    const etag = first.headers.get('ETag') ?? ''
    const again = await fetch('/api/circles', { credentials: 'include', headers: { 'If-None-Match': etag } })
    return { first: first.status, etag, again: again.status, body: await again.text() }
  })
  expect(statuses).toMatchObject({ first: 200, again: 304, body: '' })
  expect(statuses.etag).not.toBe('')
  await home.api.dispose()
})

test("a support agent's half-minute read names the list the page has, and the picker still finds a home", async ({ page }) => {
  const home = await newCircle('Winifred')
  await page.clock.install()
  // the lists the page has read (another journey's alert on a home reads it again meanwhile, and its answer may
  // come in after the half-minute read has left, naming the list before it)
  const read: string[] = []
  page.on('response', (r) => {
    if (isCircles(r.url()) && r.status() === 200) read.push(r.headers().etag!)
  })
  await login(page, 'support')
  await expect.poll(() => read.length).toBeGreaterThan(0)
  expect(read[0]).toBeTruthy()

  // the next read, half a minute on: conditional on what the page has (304 unless another journey changed a home meanwhile)
  const next = page.waitForRequest((r) => isCircles(r.url()))
  await page.clock.runFor('00:31')
  const request = await next
  expect(read).toContain(await request.headerValue('if-none-match'))
  expect([200, 304]).toContain((await request.response())?.status())

  await circlePicker(page).click()
  await homeSearch(page).fill(home.email)
  await expect(homeOptions(page, home.name)).toHaveCount(1)
  await home.api.dispose()
})
