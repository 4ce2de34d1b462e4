// After a new version is deployed, a tab still running the old one asks for page chunks that are gone
// (their names carry the old build's hash). Reloading fetches the new build; doing it at most once in
// a while keeps a chunk that is really missing from reloading the page forever.

const KEY = 'hearthwatch.reloadedForNewBuild'
const AGAIN_AFTER_MS = 30_000

/** Reloads unless it already did in the last 30 s; says whether it did */
export function reloadOnceForNewBuild(storage: Pick<Storage, 'getItem' | 'setItem'>, reload: () => void, now = Date.now()): boolean {
  const last = Number(storage.getItem(KEY) ?? 0)
  if (now - last < AGAIN_AFTER_MS) return false
  storage.setItem(KEY, String(now))
  reload()
  return true
}

const reloadPage = () => reloadOnceForNewBuild(window.sessionStorage, () => window.location.reload())

/** A page's code: when it cannot be fetched, reload once for the new build, else let the error show */
export async function loadPageCode<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (reloadPage()) return new Promise<T>(() => {})
    throw error
  }
}

/** Vite's event for a module or stylesheet it could not preload */
export function reloadOnStalePreloads() {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadPage()) event.preventDefault()
  })
}
