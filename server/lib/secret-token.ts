import { createHash, randomBytes } from 'node:crypto'

// Session cookies, hub keys and e-mailed single-use links carry a random token; tables keep only its
// SHA-256, so a copy of the table opens nothing. 256 random bits need no slow password hash, and a
// plain hash keeps the lookup one indexed equality.

/** 256 random bits, URL-safe */
export const newSecretToken = () => randomBytes(32).toString('base64url')

/** What the table stores for a token: 64 hex characters */
export const hashSecretToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** An address in the web app, under PUBLIC_URL */
export const appLink = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
