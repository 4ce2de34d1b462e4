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
