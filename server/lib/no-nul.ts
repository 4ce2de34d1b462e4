// PostgreSQL text cannot hold the NUL character (\u0000): an insert with one fails inside the
// database. Such a request is bad input, so it is refused up front with a 400 naming the field,
// before any handler runs, and stored data is never touched.
import { NUL_MESSAGE } from '../../contracts/errors'
import type { HttpApp } from './http'
import { validationError } from './validation-message'

/** The dotted path of the first string (or object key) holding a NUL character, or null */
export function findNul(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : null
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, [...path, String(index)])
      if (found !== null) return found
    }
    return null
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '\\u0000')].join('.')
      const found = findNul(item, [...path, key])
      if (found !== null) return found
    }
  }
  return null
}

/**
 * Refuses a request whose body, query or path parameters hold a NUL character. Hub routes (ingest
 * keys) check each event on its own instead, so one bad event rejects only itself.
 */
export function refuseNulCharacters(app: HttpApp) {
  app.addHook('preValidation', async (req) => {
    const access = req.routeOptions.config?.access
    if (access && 'hubKey' in access) return
    for (const part of [req.params, req.query, req.body]) {
      const field = findNul(part)
      if (field !== null) throw validationError({ [field]: [NUL_MESSAGE] })
    }
  })
}
