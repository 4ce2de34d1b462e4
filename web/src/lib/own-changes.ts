// A change this tab makes itself (a Resolve, a care note, Contact, Emergency): the tab reads again what it changed once
// the server answers, and the live stream's word of the same change, which reaches the tab too, must not read that a
// second time (decision 0121: on All homes each Resolve read every home's open alerts twice; decision 0135: each care
// note, Contact and Emergency read their lists twice). The mark is made before the request leaves, as the stream's
// word may come before the answer. Each change sends a token of its own (OWN_CHANGE_HEADER), which the server puts in
// the word, so that no one else's word is ever taken for the tab's (a Resolve once marked its alert's id instead, and
// took a colleague's resolve of the same alert for its own: their word was not read).
import type { QueryClient } from '@tanstack/react-query'
import { OWN_CHANGE_HEADER } from '@contracts/live'

/** A word about the change later than this is not the tab's own change: someone else's, read as any */
export const OWN_CHANGE_MS = 30_000

const marks = new Map<string, { roots: ReadonlySet<string>; until: number }>()

/** The tab is changing what its token `key` names, and reads `roots` (query keys' first elements) again itself when it is done */
function expectOwnChange(key: string, roots: readonly string[], now = Date.now()) {
  marks.set(key, { roots: new Set(roots), until: now + OWN_CHANGE_MS })
}

/** The change failed, or was never sent: a word about it is someone else's. Says whether its word was still to come */
function forgetOwnChange(key: string) {
  return marks.delete(key)
}

/**
 * The reads the tab does itself for a live word carrying the token `key` (empty when it is none of the tab's own
 * changes, or carries none). Once only: a second word with the same token is read as any.
 */
export function readsOfOwnChange(key: string | undefined, now = Date.now()): ReadonlySet<string> {
  const mark = key === undefined ? undefined : marks.get(key)
  if (!mark) return new Set()
  marks.delete(key!)
  return mark.until >= now ? mark.roots : new Set()
}

/** A token no other change of this tab, nor likely of any other, has */
function newToken() {
  const random = globalThis.crypto?.getRandomValues?.(new Uint32Array(4))
  const parts = random ? Array.from(random, (n) => n.toString(36)) : [Math.random().toString(36).slice(2), Math.random().toString(36).slice(2)]
  return `${Date.now().toString(36)}-${parts.join('')}`
}

/**
 * Sends a change with a token of its own, the tab reading `roots` again itself once the server answers (its onSuccess).
 * A change that fails forgets the token; if the stream's word of it had already come (the server made the change,
 * but its answer was lost), what that word left to the tab is read now.
 */
export async function sendOwnChange<T>(queryClient: QueryClient, roots: readonly string[], send: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  const token = newToken()
  expectOwnChange(token, roots)
  try {
    return await send({ [OWN_CHANGE_HEADER]: token })
  } catch (error) {
    if (!forgetOwnChange(token)) await Promise.all(roots.map((root) => queryClient.invalidateQueries({ queryKey: [root] })))
    throw error
  }
}
