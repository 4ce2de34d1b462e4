import { createHash, randomBytes } from 'node:crypto'

// Session cookies, hub keys and e-mailed single-use links carry a random token; tables keep only its
// SHA-256, so a copy of the table opens nothing. 256 random bits need no slow password hash, and a
// plain hash keeps the lookup one indexed equality.

/** 256 random bits, URL-safe: 43 characters */
export const newSecretToken = () => randomBytes(32).toString('base64url')

/** Where a message holds a token (in a reset or invitation link); a longer run of such characters is not one */
const SECRET_TOKEN_IN_TEXT = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g

/** The text with every token in it replaced, for a copy that must open nothing */
export const withoutSecretTokens = (text: string) => text.replace(SECRET_TOKEN_IN_TEXT, '[link code removed]')

/** What the table stores for a token: 64 hex characters */
export const hashSecretToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** An address in the web app, under PUBLIC_URL */
export const appLink = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
