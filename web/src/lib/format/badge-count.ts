// A count on a navigation badge: hidden at zero, capped so a busy circle cannot stretch the sidebar.

/** Past this a badge shows '99+' */
export const BADGE_MAX = 99

/** What the badge shows: nothing when there is nothing to count, else the count up to the cap */
export function badgeCount(count: number, max = BADGE_MAX): string | null {
  if (!Number.isFinite(count) || count <= 0) return null
  return count > max ? `${max}+` : String(Math.floor(count))
}

/** What a screen reader hears instead: the real number, never the cap */
export const activeAlertsLabel = (count: number) => `${count} active ${count === 1 ? 'alert' : 'alerts'}`

export const APP_TITLE = 'Hearthwatch'

/**
 * The tab's title: the count first, so a phone's tab list or a pinned tab shows it, then the page, so
 * a screen reader and a list of tabs say where this one is ('(2) Alerts · Hearthwatch'), and whose home
 * it is when there are several ('(2) Alerts · Margaret Patel · Hearthwatch')
 */
export function titleWithAlerts(count: number, page?: string, place?: string) {
  const shown = badgeCount(count)
  const title = [page, page && place, APP_TITLE].filter(Boolean).join(' · ')
  return shown ? `(${shown}) ${title}` : title
}

/** The phone's menu button, which carries the badge the drawer hides */
export const menuButtonLabel = (count: number) => (badgeCount(count) ? `Open menu, ${activeAlertsLabel(count)}` : 'Open menu')
