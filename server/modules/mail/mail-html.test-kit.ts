// Test support: what every e-mail's HTML part must be (decision 0129), checked the same way for each mail
import { expect } from 'vitest'
import { escapeHtml } from '../../lib/secret-token'

/** The big buttons in an HTML part: their labels and where they go (as written, & escaped) */
export const buttonsIn = (html: string) =>
  [...html.matchAll(/<a href="([^"]*)" style="display: block;[^"]*">([^<]*)<\/a>/g)].map(([, href, label]) => ({ href, label }))

/** The words before the raw link under a button, for a mail app that strips or blocks the button */
export const FALLBACK_WORDS = 'If the button does not work, copy this link:'

/** The raw links under the buttons: where each goes and the address it shows (both as written, & escaped) */
export const fallbackLinksIn = (html: string) =>
  [...html.matchAll(/<p[^>]*>If the button does not work, copy this link:<br><a href="([^"]*)"[^>]*>([^<]*)<\/a><\/p>/g)].map(([, href, shown]) => ({ href, shown }))

/**
 * The shared layout (dark mode, a phone's width, inline styles, nothing from elsewhere, no address but the app's own),
 * and one big button with this label to this link, or none, the same link written out under it
 */
export function expectPhoneMail(html: string, { button, origin = 'https://care.example.org/' }: { button: { label: string; href: string } | null; origin?: string }) {
  expect(html).toContain('<meta name="color-scheme" content="light dark">')
  expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
  expect(html).not.toMatch(/<body[^>]*background|<img|<link|<style|<script|url\(|@import/i)
  const addresses = [...html.matchAll(/(?:href|src)="([^"]*)"/g)].map((m) => m[1]!)
  expect(addresses.filter((a) => !a.startsWith(origin))).toEqual([])
  expect(buttonsIn(html)).toEqual(button ? [{ label: escapeHtml(button.label), href: escapeHtml(button.href) }] : [])
  expect(fallbackLinksIn(html)).toEqual(button ? [{ href: escapeHtml(button.href), shown: escapeHtml(button.href) }] : [])
  // straight under the button
  if (button) expect(html).toMatch(/>[^<]*<\/a>\n<p[^>]*>If the button does not work/)
}
