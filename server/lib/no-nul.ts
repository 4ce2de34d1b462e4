// PostgreSQL text cannot hold the NUL character (\u0000): an insert with one fails inside the
// database. Such a request is bad input, so it is refused up front with a 400 naming the field,
// before any handler runs, and stored data is never touched.
import { NUL_MESSAGE } from '../../contracts/errors'
import type { HttpApp } from './http'
import { validationError } from './validation-message'

/**
 * The dotted path of the first string (or object key) holding a NUL character, or null. Walked with a
 * stack of its own, not by recursion: a body nested 10,000 deep (20 KB of brackets, sent by anyone
 * before signing in) overflowed the call stack and answered 500.
 */
export function findNul(value: unknown): string | null {
  const pending: Step[] = [{ value, key: null, parent: null }]
  while (pending.length > 0) {
    const step = pending.pop()!
    const item = step.value
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return pathOf(step) || 'body'
      continue
    }
    if (item === null || typeof item !== 'object') continue
    const entries = Array.isArray(item) ? item.map((child, index) => [String(index), child] as const) : Object.entries(item)
    for (const [key] of entries) if (key.includes('\u0000')) return pathOf({ value: null, key: key.replaceAll('\u0000', '\\u0000'), parent: step })
    // the first child on top: the first NUL in reading order is the one named
    for (let i = entries.length - 1; i >= 0; i--) pending.push({ value: entries[i]![1], key: entries[i]![0], parent: step })
  }
  return null
}

/** Where a value sits, linked to its parent: the path is spelled out only for the one that is named */
interface Step {
  value: unknown
  key: string | null
  parent: Step | null
}

function pathOf(step: Step): string {
  const keys: string[] = []
  for (let at: Step | null = step; at?.key != null; at = at.parent) keys.push(at.key)
  return keys.reverse().join('.')
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
