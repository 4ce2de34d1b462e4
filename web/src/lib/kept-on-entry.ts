// A page's own choices (the tab open, the search typed, the filter picked) kept on its history entry, as a
// browser keeps a page's scroll: Back to the page finds it as it was left. Client Management and User
// Management each link to a home's dashboard; Back from it opened Business Management on Overview, or the
// users unfiltered, and the admin looking through forty homes searched again after every one (the All homes
// list keeps its own, richer place: features/alerts/lib/every-home-place.ts).
import { useState } from 'react'

const KEY = 'hearthwatch.kept'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** What `name` has kept in a history entry's state, as `read` accepts it (undefined: nothing, or not a whole one) */
export function keptIn<T>(state: unknown, name: string, read: (value: unknown) => T | undefined): T | undefined {
  const kept = isRecord(state) ? state[KEY] : undefined
  return isRecord(kept) && name in kept ? read(kept[name]) : undefined
}

/** A history entry's state with `value` kept under `name`, everything else in it as it was */
export function withKept(state: unknown, name: string, value: unknown): Record<string, unknown> {
  const rest = isRecord(state) ? state : {}
  const kept = isRecord(rest[KEY]) ? rest[KEY] : {}
  return { ...rest, [KEY]: { ...kept, [name]: value } }
}

/**
 * useState whose value is kept on the page's history entry under `name`: it starts from what the entry
 * kept (Back, a reload), else `initial`; `read` checks what was kept is still a value the page takes
 */
export function useKeptOnEntry<T>(name: string, initial: T, read: (value: unknown) => T | undefined): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => keptIn(window.history.state, name, read) ?? initial)
  const set = (next: T) => {
    setValue(next)
    window.history.replaceState(withKept(window.history.state, name, next), '')
  }
  return [value, set]
}

/** `read` for one of a few strings (a tab's value) */
export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): T | undefined =>
    values.find((v) => v === value)
