// The web app manifest: what makes Hearthwatch installable, and what an iPhone needs before it offers
// web push (a web app added to the Home Screen). Checked on the built index.html, as Chromium reads it.
import { expect, test } from '@playwright/test'

test('index.html links the manifest, the Home Screen icons and the iOS settings, and Chromium reads the manifest without errors', async ({ page }) => {
  await page.goto('/')
  const head = page.locator('head')
  await expect(head.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
  await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png')
  await expect(head.locator('meta[name="theme-color"]:not([media])')).toHaveAttribute('content', '#2563eb')
  await expect(head.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute('content', '#0f172b')
  await expect(head.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes')
  await expect(head.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute('content', 'Hearthwatch')

  const manifest = await page.request.get('/manifest.webmanifest')
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/)
  const touchIcon = await page.request.get('/apple-touch-icon.png')
  expect(touchIcon.headers()['content-type']).toBe('image/png')

  const cdp = await page.context().newCDPSession(page)
  const read = await cdp.send('Page.getAppManifest')
  expect(read.url).toMatch(/\/manifest\.webmanifest$/)
  expect(read.errors).toEqual([])
  // Chromium names the display mode as its own enum does (kStandalone)
  expect(read.manifest).toMatchObject({ name: 'Hearthwatch', display: expect.stringMatching(/standalone/i) })
  expect(new URL(read.manifest.startUrl!).pathname).toBe('/dashboard')
  // the service worker (/sw.js, scope '/') covers every page the installed app opens
  expect(new URL(read.manifest.scope!).pathname).toBe('/')
  expect(read.manifest.icons?.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
  // a Playwright context is incognito, which alone keeps Chromium from offering to install
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([])
})
