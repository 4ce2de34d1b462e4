// At night, with the phone set to dark: a carer opening Hearthwatch after an alert got a full-white page in
// a dark bedroom. The pages now follow the system's dark setting (web/src/dark-theme.css, decision 0062).
// Measured here in Chromium with the dark setting on: the page is dark, axe finds no text below WCAG AA
// contrast on the pages a carer on a phone and an admin at a desk see (signed out too), an open critical
// alert still reads as urgent and apart from the others, and the activity grid's steps stay apart.
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test'
import { PASSWORD, SEEDED } from './fixtures/accounts'
import { nameOf } from './fixtures/colour'
import { addNote, addSensor, apiAs, apiAsRole, findSeededCircle, newCircle, quietHomeWithLowBattery, raiseEmergency, roomForSensors, seededForAttempt, sendHubEvents, watchCircle, type HubEvent } from './fixtures/seed-circle'
import { login } from './fixtures/session'
import { toast as toastOf } from './fixtures/toast'
import { runAxe } from './fixtures/axe'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })
test.use({ colorScheme: 'dark' })

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

/** An element's colour as the screen shows it (sRGB bytes): Tailwind 4 writes oklch, which a canvas turns into bytes */
async function rgb(where: Locator, property: 'color' | 'backgroundColor' | 'borderTopColor' = 'backgroundColor') {
  return where.evaluate((el, prop) => {
    // a transparent background shows its parent's: the first one painted up the tree
    let from: Element | null = el
    while (prop === 'backgroundColor' && from && getComputedStyle(from).backgroundColor === 'rgba(0, 0, 0, 0)') from = from.parentElement
    const ctx = document.createElement('canvas').getContext('2d')!
    ctx.fillStyle = getComputedStyle(from ?? document.body)[prop]
    ctx.fillRect(0, 0, 1, 1)
    return [...ctx.getImageData(0, 0, 1, 1).data].slice(0, 3) as [number, number, number]
  }, property)
}

const luminance = ([r, g, b]: number[]) => {
  const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!)
}
const contrast = (a: number[], b: number[]) => {
  const [x, y] = [luminance(a), luminance(b)]
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05)
}
const family = (colour: number[]) => nameOf(colour[0]!, colour[1]!, colour[2]!)

/** The page behind everything is dark: the body's and the main area's background */
async function expectDarkPage(page: Page, where: string) {
  for (const area of [page.locator('body'), page.locator('main').first()]) {
    expect(luminance(await rgb(area)), `${where}: the page's background`).toBeLessThan(0.03)
  }
}

/** axe's colour-contrast rule (WCAG AA: 4.5:1, 3:1 for large text) on what is on screen */
async function contrastProblems(page: Page, where: string) {
  const { violations } = await runAxe(page, { rules: ['color-contrast'] })
  return violations.flatMap((v) => v.nodes.map((n) => `${where}: ${n.target.join(' ')}: ${n.failureSummary?.split('\n').pop()?.trim()}`))
}

async function checkPage(page: Page, path: string, heading: string | RegExp, problems: string[]) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  // what loads after the heading (cards, lists) is on screen before axe looks
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0)
  await expect(page.locator('.animate-pulse')).toHaveCount(0)
  await expectDarkPage(page, path)
  problems.push(...(await contrastProblems(page, path)))
}

/** Severity badges and dots keep their colours' names in the dark: red, orange, yellow, blue */
const SEVERITY_FAMILY = { critical: 'red', high: 'orange', medium: 'yellow', low: 'blue' } as const

async function expectCriticalReadsUrgent(page: Page) {
  const card = page.getByRole('article').filter({ hasText: 'Emergency button pressed' })
  const badge = card.locator('[data-severity="critical"]')
  await expect(badge).toHaveText('CRITICAL')
  const [badgeText, badgeBack, cardBack] = [await rgb(badge, 'color'), await rgb(badge), await rgb(card)]
  expect(family(badgeBack), 'the CRITICAL badge is red').toBe('red')
  expect(family(badgeText), 'in red letters').toBe('red')
  expect(contrast(badgeText, badgeBack), 'which read at AA').toBeGreaterThanOrEqual(4.5)
  const dot = await rgb(card.locator('[data-severity-dot="critical"]'))
  expect(family(dot), 'its dot is red').toBe('red')
  expect(contrast(dot, cardBack), 'and stands out from the card').toBeGreaterThanOrEqual(3)
  // Call Now, the first thing to do, is a filled red button
  const call = card.getByRole('button', { name: /Call Now/ })
  expect(family(await rgb(call)), 'Call Now is red').toBe('red')
  expect(contrast(await rgb(call, 'color'), await rgb(call))).toBeGreaterThanOrEqual(4.5)
  // every severity on the page keeps its own colour, on its dot and in its badge's letters
  for (const [severity, name] of Object.entries(SEVERITY_FAMILY)) {
    for (const dotOf of await page.locator(`[data-severity-dot="${severity}"]`).all()) expect(family(await rgb(dotOf)), `${severity} dot`).toBe(name)
    for (const badgeOf of await page.locator(`[data-severity="${severity}"]`).all()) expect(family(await rgb(badgeOf, 'color')), `${severity} badge`).toBe(name)
  }
}

/** The start of the hour `hoursAgo` hours before this one, plus `minutes` */
const inHour = (hoursAgo: number, minutes: number) => {
  const hour = new Date()
  hour.setMinutes(0, 0, 0)
  return new Date(hour.getTime() - hoursAgo * 3_600_000 + minutes * 60_000).toISOString()
}

test('a carer on a phone at night: dark pages, AA text, an emergency that reads as urgent, a grid whose steps stay apart', async ({ page }) => {
  test.setTimeout(240_000)
  await page.setViewportSize(PHONE)
  const [elsie, nora] = [seededForAttempt(SEEDED.elsie), seededForAttempt(SEEDED.nora)]
  const admin = await apiAsRole('admin')
  const clientId = await findSeededCircle(admin, elsie)
  await roomForSensors(admin, clientId)
  const hall = await addSensor(admin, clientId, { name: 'Hall sensor', location: 'Hall' })
  const kitchen = await addSensor(admin, clientId, { name: 'Kitchen sensor', location: 'Kitchen', batteryLevel: 64 })
  const door = await addSensor(admin, clientId, { name: 'Front door', location: 'Hall', kind: 'door' })
  // the hall: 9 movements an hour ago, 5 the hour before, 2, none, then 1: the grid's every step
  const events: HubEvent[] = []
  for (const [hoursAgo, count] of [[1, 9], [2, 5], [3, 2], [5, 1]] as const) {
    for (let i = 0; i < count; i++) events.push({ deviceId: hall.deviceId, timestamp: inHour(hoursAgo, 1 + 2 * i), motionDetected: true })
  }
  events.push({ deviceId: kitchen.deviceId, timestamp: inHour(1, 30), motionDetected: false, batteryLevel: 12 })
  events.push({ deviceId: door.deviceId, timestamp: inHour(2, 40), door: 'open' }, { deviceId: door.deviceId, timestamp: inHour(2, 41), door: 'closed' })
  await sendHubEvents(admin, clientId, events)
  await addNote(admin, clientId, { content: 'Elsie had soup and watched the news.' })
  await admin.dispose()
  const carer = await apiAs(nora.email)
  await raiseEmergency(carer, clientId)
  await carer.dispose()

  await page.goto('/login')
  await expectDarkPage(page, '/login')
  await page.getByLabel('Email').fill(nora.email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  // signed in: on a phone the menu is behind this button
  await expect(page.getByRole('button', { name: /^Open menu/ })).toBeVisible()
  const problems: string[] = []

  await checkPage(page, '/', /^Monitoring /, problems)
  // the dashboard's urgent card: a red heading and edge
  const urgent = page.getByRole('region', { name: 'Urgent Attention Needed' })
  expect(family(await rgb(urgent.getByRole('heading'), 'color'))).toBe('red')
  expect(family(await rgb(urgent, 'borderTopColor'))).toBe('red')

  // the activity grid: each busier hour brighter than the last, by a step an eye with poor contrast sensitivity tells
  const squares = page.locator('[data-sensor-row="Hall sensor"] [role="img"] > span')
  const byCount = new Map<number, number[]>()
  for (const square of await squares.all()) byCount.set(Number((await square.getAttribute('title'))!.split(': ').pop()), await rgb(square))
  expect([...byCount.keys()].sort((a, b) => a - b)).toEqual([0, 1, 2, 5, 9])
  const steps = [byCount.get(0)!, byCount.get(2)!, byCount.get(5)!, byCount.get(9)!]
  for (let i = 1; i < steps.length; i++) {
    expect(luminance(steps[i]!), `step ${i} is brighter than step ${i - 1}`).toBeGreaterThan(luminance(steps[i - 1]!))
    // 3.4, 2.0 and 2.2:1 (in the light 2.6, 2.0 and 2.0)
    expect(contrast(steps[i]!, steps[i - 1]!), `step ${i} against step ${i - 1}`).toBeGreaterThanOrEqual(1.95)
  }
  expect(byCount.get(1)).toEqual(byCount.get(2))
  await expect(page.getByTestId('activity-hours-note')).toHaveText('Each square is one hour, oldest on the left; brighter means more movement.')

  await checkPage(page, '/alerts', 'Alert Management', problems)
  await expectCriticalReadsUrgent(page)
  await checkPage(page, '/care-notes', 'Care Notes', problems)
  await checkPage(page, '/sensors', 'Sensor Management', problems)
  await checkPage(page, '/family-members', 'Family Members', problems)

  // the phone menu, a dialog and a toast
  await page.getByRole('button', { name: /^Open menu/ }).click()
  const menu = page.getByRole('dialog')
  await expect(menu.getByRole('link', { name: 'Care Notes' })).toBeVisible()
  expect(luminance(await rgb(menu)), 'the menu is dark').toBeLessThan(0.03)
  problems.push(...(await contrastProblems(page, 'the phone menu')))
  await menu.getByRole('link', { name: 'Care Notes' }).click()
  await expect(menu).toBeHidden()
  await page.getByRole('button', { name: 'Add Note' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add Care Note' })
  await dialog.getByLabel('Note').fill('Called at 2 a.m.: Elsie is fine, she had pressed it by mistake.')
  expect(luminance(await rgb(dialog)), 'the dialog is dark').toBeLessThan(0.03)
  problems.push(...(await contrastProblems(page, 'the Add Care Note dialog')))
  await dialog.getByRole('button', { name: 'Add Note' }).click()
  const toast = toastOf(page, 'Note Added')
  await expect(toast).toBeVisible()
  expect(luminance(await rgb(toast)), 'the toast is dark').toBeLessThan(0.03)
  problems.push(...(await contrastProblems(page, 'the Note Added toast')))
  expect(problems).toEqual([])
})

test('an admin at a desk: every staff page dark, with AA text, and the alerts of each severity apart', async ({ page }) => {
  test.setTimeout(240_000)
  await page.setViewportSize(DESKTOP)
  const admin = await apiAsRole('admin')
  const circle = await newCircle('Agatha')
  // an inactivity alert (high), a low battery (low) and an emergency (critical)
  await quietHomeWithLowBattery(admin, circle.clientId)
  await raiseEmergency(admin, circle.clientId)
  await addNote(admin, circle.clientId, { content: 'Agatha had lunch with her neighbour.', isPrivate: true })
  await admin.dispose()
  await watchCircle(page, circle.clientId)
  await login(page, 'admin')
  const problems: string[] = []
  await checkPage(page, '/', /^Monitoring /, problems)
  await checkPage(page, '/alerts', 'Alert Management', problems)
  await expect(page.locator('[data-severity="high"]')).toHaveCount(1)
  await expectCriticalReadsUrgent(page)
  for (const [path, heading] of [
    ['/care-notes', 'Care Notes'],
    ['/sensors', 'Sensor Management'],
    ['/family-members', 'Family Members'],
    ['/users', 'User Management'],
    ['/billing', 'Billing & Subscription'],
    ['/business', 'Business Management'],
  ] as const) {
    await checkPage(page, path, heading, problems)
  }
  expect(problems).toEqual([])
})

test('signed out, on a phone and at a desk: the landing, sign-in, registration and legal pages are dark, with AA text', async ({ page }) => {
  test.setTimeout(120_000)
  const problems: string[] = []
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport)
    for (const [path, heading] of [
      ['/', 'Quiet reassurance for the people you love'],
      ['/login', 'Welcome back'],
      ['/register', /./],
      ['/forgot-password', /./],
      ['/terms', 'Terms and Conditions'],
      ['/privacy', /Privacy/],
      ['/no-such-page', 'Page Not Found'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expectDarkPage(page, path)
      problems.push(...(await contrastProblems(page, `${path} at ${viewport.width} px`)))
    }
  }
  expect(problems).toEqual([])
})
