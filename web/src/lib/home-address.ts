// The home a tab shows is in its address, `?home=<clientId>` (decision 0122), for a person who can see more
// than one: the picker's choice is a history entry of its own (Back returns to the home before, Forward
// to the one after), a reload stays on it, and a copied address opens the same home for a colleague. The
// layout keeps the address and the home on screen in step (app/layout/home-link.ts).
import { HOME_PARAM } from './home-dashboard-link'

/** The home the address names (`?home=`), or null when it names none */
export const homeInAddress = (search: string) => new URLSearchParams(search).get(HOME_PARAM)

/** `search` with `?home=` set to `clientId` (where it was, else last) or, for null, taken out; the other parameters stay */
export function searchWithHome(search: string, clientId: string | null) {
  const params = new URLSearchParams(search)
  if (clientId === null) params.delete(HOME_PARAM)
  else params.set(HOME_PARAM, clientId)
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}

/**
 * What the address should say instead, given the homes on offer and the one on screen; undefined when it is
 * right. With several homes it names the one on screen; with one or none it names nothing (as before).
 * `refused`: the home it named, when that is not on offer (someone else's, a typo, one since taken away).
 */
export function homeAddressFix(search: string, circles: readonly { clientId: string }[], shown: string | undefined) {
  const asked = homeInAddress(search)
  const wanted = circles.length > 1 && shown ? shown : null
  if (asked === wanted) return undefined
  const refused = asked !== null && !circles.some((c) => c.clientId === asked) ? asked : null
  return { search: searchWithHome(search, wanted), refused }
}

/** A link to `path` on the home on screen, for a person with several homes (a new tab opens on the same home); `path` as it is otherwise */
export const pathOnHome = (path: string, clientId: string | undefined, homes: number) => (clientId && homes > 1 ? `${path}${searchWithHome('', clientId)}` : path)

/** The home a link last named that was not on offer (app/layout/home-link.ts takes it out of the address) */
let refusedHome: string | null = null

export const rememberRefusedHome = (clientId: string) => {
  refusedHome = clientId
}

/** That home, once: an alert's link that was refused says so, and signing in as someone else goes back to the link whole */
export function takeRefusedHome() {
  const home = refusedHome
  refusedHome = null
  return home
}
