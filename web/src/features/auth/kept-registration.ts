// A refused registration comes back as a new page (/register?error=…, SPEC.md §5), which empties the
// form: on a phone, typing it all again is the hard part. What was typed, but never the password, is
// kept in this tab for that one return.
const KEY = 'hearthwatch.register'

export interface KeptRegistration {
  firstName: string
  lastName: string
  email: string
}

/** Before the form is sent: its names and address (the password is never stored) */
export function keepRegistration(fields: KeptRegistration, storage: Pick<Storage, 'setItem'> = sessionStorage) {
  forgetTaken()
  try {
    storage.setItem(KEY, JSON.stringify({ firstName: fields.firstName, lastName: fields.lastName, email: fields.email }))
  } catch {
    // private mode or full: the form is sent all the same
  }
}

/** What this page load took: the form may be drawn more than once while the page settles */
let taken: { search: string; kept: KeptRegistration | null } | null = null

/** On the page the server sent back: what was kept, for this page load only, and only when it came back with an error */
export function takeKeptRegistration(search: string, storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage): KeptRegistration | null {
  if (taken?.search !== search) taken = { search, kept: readKept(search, storage) }
  return taken.kept
}

/** After a send: the next page load reads afresh */
export function forgetTaken() {
  taken = null
}

function readKept(search: string, storage: Pick<Storage, 'getItem' | 'removeItem'>): KeptRegistration | null {
  try {
    const raw = storage.getItem(KEY)
    storage.removeItem(KEY)
    if (!raw || !new URLSearchParams(search).has('error')) return null
    const kept = JSON.parse(raw) as Partial<KeptRegistration>
    const text = (v: unknown) => (typeof v === 'string' ? v : '')
    return { firstName: text(kept.firstName), lastName: text(kept.lastName), email: text(kept.email) }
  } catch {
    return null
  }
}
