// Which home a tab is looking at. Each tab keeps its own choice (sessionStorage, which also survives a
// reload of that tab); the last choice made in any tab (localStorage) is only where a new tab starts.
// A tab reads the shared default once and pins it, so another tab's choice never moves it.

const KEY = 'hearthwatch.circle'

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

const read = (storage: () => StorageLike | undefined) => {
  try {
    return storage()?.getItem(KEY) ?? null
  } catch {
    return null
  }
}

const write = (storage: () => StorageLike | undefined, clientId: string) => {
  try {
    storage()?.setItem(KEY, clientId)
  } catch {
    // private mode or storage full: the choice lasts as long as the page
  }
}

export function createChoiceStore(tab: () => StorageLike | undefined, shared: () => StorageLike | undefined) {
  // undefined: not read yet; null: nothing chosen anywhere
  let choice: string | null | undefined
  const listeners = new Set<() => void>()
  return {
    /** This tab's choice: its own, else the shared default when the tab first asks (then pinned) */
    get() {
      if (choice === undefined) {
        choice = read(tab) ?? read(shared)
        if (choice !== null) write(tab, choice)
      }
      return choice
    },
    /** A person picked a home in this tab: it is this tab's, and where the next new tab starts */
    choose(clientId: string) {
      choice = clientId
      write(tab, clientId)
      write(shared, clientId)
      listeners.forEach((l) => l())
    },
    /** The tab shows this home without anyone picking it (the one it opened on): keep it on reload, tell no other tab */
    pin(clientId: string) {
      if (choice === clientId) return
      choice = clientId
      write(tab, clientId)
      listeners.forEach((l) => l())
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

const browserStorage = (name: 'sessionStorage' | 'localStorage') => () => (typeof window === 'undefined' ? undefined : window[name])

/** This tab's store */
export const circleChoice = createChoiceStore(browserStorage('sessionStorage'), browserStorage('localStorage'))
