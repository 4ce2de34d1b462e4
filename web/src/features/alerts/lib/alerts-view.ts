// Staff's Alerts page shows the home picked in the top bar or, on `?view=all`, the open alerts of every
// home (decision 0030). The choice lives in the address, so a reload or a shared link keeps it.
import { homePageHref } from '@/lib/home-dashboard-link'
import type { CircleSummary } from '@contracts/circles'
import { personName } from '@/lib/alert-responders'
import { circleName } from '@/lib/circle'
import { homeMatcher } from '@/lib/circle-search'
import type { OpenAlertOfHome } from '../api/get-open-alerts'
import { filterAlerts, type AlertFilters } from './alert-rules'
import { VIEW_PARAM, type AlertsView } from './alerts-view-of'

export const alertsViewHref = (view: AlertsView) => (view === 'all' ? `/alerts?${VIEW_PARAM}=all` : '/alerts')

/** The home's own alerts: the layout reads `?home=` (app/layout/home-link.ts), shows that home in the picker and drops the parameter */
export const homeAlertsHref = (clientId: string) => homePageHref('/alerts', clientId)

export { openAlertsInPicker } from '@/lib/other-homes'

/**
 * The page's search and filters on the All homes list: the search also finds an alert by its home's
 * name or e-mail ('lovelace'), since an agent is often asked about one person, and by the name of
 * whoever is responding to it ('dora tester'), as its card says them: a carer rings about what she is on.
 * A search that is a phone number ('07700 900125') finds the alerts of the home whose client, or someone
 * of whose circle, gave that number, as the picker does (`circles`, the picker's list): the caller's
 * number is often all she has; before, it found nothing and said 'No matching alerts found'. So does the
 * name or e-mail of anyone in the circle, by the picker's rule (homeMatcher): a neighbour who rings about
 * Bea is found by her name, whether or not she is on the alert.
 */
export function filterOpenAlertsOfHomes(alerts: readonly OpenAlertOfHome[], filters: AlertFilters, circles: readonly CircleSummary[] = []): OpenAlertOfHome[] {
  const needle = filters.search.trim().toLowerCase()
  const byAlert = new Set(filterAlerts(alerts, filters))
  const named = (a: OpenAlertOfHome) => [circleName(a.home), a.home.email, ...a.responders.map(personName)]
  // the homes the picker finds for the same words: by a number, or by anyone in the circle
  const matchesHome = homeMatcher(filters.search)
  const found = new Set(needle === '' ? [] : circles.filter((c) => matchesHome(c) !== null).map((c) => c.clientId))
  const otherMatches = (a: OpenAlertOfHome) => needle !== '' && (found.has(a.clientId) || named(a).some((text) => text?.toLowerCase().includes(needle)))
  return filterAlerts(alerts, { ...filters, search: '' }).filter((a) => byAlert.has(a) || otherMatches(a))
}

/** '7 open alerts in 3 homes'; when the server's cap left some out, how many of them are shown */
export function everyHomeSummary(listed: readonly Pick<OpenAlertOfHome, 'clientId'>[], total: number) {
  const homes = new Set(listed.map((a) => a.clientId)).size
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
  const where = `in ${plural(homes, 'home')}`
  return listed.length < total ? `The ${listed.length} most urgent of ${total} open alerts, ${where}` : `${plural(total, 'open alert')} ${where}`
}

/**
 * How many of them the search and filters leave, said beside the summary (and to a screen reader as it
 * changes): typing a name under '99 open alerts in 40 homes' left one card and nothing said so; null unfiltered
 */
export function matchingSummary(matching: number, isFiltered: boolean) {
  if (!isFiltered) return null
  if (matching === 0) return 'None match the search and filters'
  return `${matching} ${matching === 1 ? 'matches' : 'match'} the search and filters`
}

/**
 * Cards the All homes list shows at first, and adds at each Show more: the most urgent fill a screen
 * several times over, and 500 cards at once (an admin over 200 homes) froze a phone for most of a
 * second at every half-minute read and every key typed in the search (decision 0036)
 */
export const EVERY_HOME_PAGE = 50

/** Under a list cut short: 'Showing 50 of 500 alerts' */
export const shownOfListed = (onScreen: number, listed: number) => `Showing ${onScreen} of ${listed} alerts`
