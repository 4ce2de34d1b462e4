// The journeys' accessibility scans (fixtures/axe.ts) find what @axe-core/playwright finds, on a page
// made with known problems: a nameless button, faint text, a skipped heading level, a page without a title
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import type { AxeResults } from 'axe-core'
import { runAxe } from './fixtures/axe'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']
const PAGE = `<html lang="en"><body><main><h1>Kitchen</h1><h3>Sensors</h3>
  <p style="color:#aaa;background:#fff">Battery low</p><button></button>
  <div id="card"><button aria-label="Snooze"></button><button></button></div></main></body></html>`
const found = (r: AxeResults) => r.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)

async function open(page: Page) {
  await page.setContent(PAGE)
}

test('a scan finds the same problems as AxeBuilder, by tags, by rule and within one element', async ({ page }) => {
  await open(page)
  const ours = found(await runAxe(page, { tags: TAGS }))
  expect(ours).toEqual(found(await new AxeBuilder({ page }).withTags(TAGS).analyze()))
  expect(ours).toEqual([
    'critical button-name: main > button, button:nth-child(2)',
    'serious color-contrast: p',
    'serious document-title: html',
    'moderate heading-order: h3',
  ])
  expect(found(await runAxe(page, { rules: ['color-contrast'] }))).toEqual(['serious color-contrast: p'])
  expect(found(await runAxe(page, { include: '#card', tags: ['wcag2a'] }))).toEqual(['critical button-name: button:nth-child(2)'])
  expect(found(await runAxe(page))).toEqual(found(await new AxeBuilder({ page }).analyze()))
})

test('a second scan of the same page load sees what changed since the first', async ({ page }) => {
  await open(page)
  expect(found(await runAxe(page, { rules: ['image-alt'] }))).toEqual([])
  await page.evaluate(() => document.querySelector('main')!.append(Object.assign(document.createElement('img'), { src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' })))
  expect(found(await runAxe(page, { rules: ['image-alt'] }))).toEqual(['critical image-alt: img'])
})
