// A refused sign-in or registration comes back as a new page (/login?error=…, /register?error=…, SPEC.md
// §5), which empties the form: on a phone at night, typing the address again is the hard part. What was
// typed, but never a password, is kept in this tab for that one return.

export interface KeptFields<Name extends string> {
  /** Before the form is sent: the named fields (a password is never among them) */
  keep(fields: Record<Name, string>, storage?: Pick<Storage, 'setItem'>): void
  /** On the page the server sent back: what was kept, for this page load only, and only when it came back with an error */
  take(search: string, storage?: Pick<Storage, 'getItem' | 'removeItem'>): Record<Name, string> | null
  /** After a send: the next page load reads afresh */
  forget(): void
}

export function keptFields<Name extends string>(key: string, names: readonly Name[]): KeptFields<Name> {
  /** What this page load took: the form may be drawn more than once while the page settles */
  let taken: { search: string; kept: Record<Name, string> | null } | null = null
  const only = (from: Partial<Record<Name, unknown>>) => Object.fromEntries(names.map((name) => [name, typeof from[name] === 'string' ? from[name] : ''])) as Record<Name, string>

  function read(search: string, storage: Pick<Storage, 'getItem' | 'removeItem'>) {
    try {
      const raw = storage.getItem(key)
      storage.removeItem(key)
      if (!raw || !new URLSearchParams(search).has('error')) return null
      return only(JSON.parse(raw) as Partial<Record<Name, unknown>>)
    } catch {
      return null
    }
  }

  return {
    keep(fields, storage = sessionStorage) {
      taken = null
      try {
        storage.setItem(key, JSON.stringify(only(fields)))
      } catch {
        // private mode or full: the form is sent all the same
      }
    },
    take(search, storage = sessionStorage) {
      if (taken?.search !== search) taken = { search, kept: read(search, storage) }
      return taken.kept
    },
    forget() {
      taken = null
    },
  }
}

export const keptRegistration = keptFields('hearthwatch.register', ['firstName', 'lastName', 'email'])
export const keptSignIn = keptFields('hearthwatch.sign-in', ['email'])
