// An alert this tab changes itself (a Resolve): the tab reads the alerts again once the server answers, and
// the live stream's word of the same change, which reaches the tab too, must not read them a second time
// (decision 0121: on All homes each Resolve read every home's open alerts twice, and the picker's homes).
// The mark is made before the request leaves, as the stream's word may come before the answer.

/** A word about the alert later than this is not the tab's own change: someone else's, read as any */
export const OWN_CHANGE_MS = 30_000

const marks = new Map<string, { roots: ReadonlySet<string>; until: number }>()

/** The tab is changing alert `id`, and reads `roots` (query keys' first elements) again itself when it is done */
export function expectOwnAlertChange(id: string, roots: readonly string[], now = Date.now()) {
  marks.set(id, { roots: new Set(roots), until: now + OWN_CHANGE_MS })
}

/** The change failed, or was never sent: a word about the alert is someone else's */
export function forgetOwnAlertChange(id: string) {
  marks.delete(id)
}

/**
 * The reads the tab does itself for a live word about alert `id` (empty when it is not the tab's own change).
 * Once only: a second word about the alert (someone responds to it) is read as any.
 */
export function readsOfOwnChange(id: string | undefined, now = Date.now()): ReadonlySet<string> {
  const mark = id === undefined ? undefined : marks.get(id)
  if (!mark) return new Set()
  marks.delete(id!)
  return mark.until >= now ? mark.roots : new Set()
}
