// Links that open a page on one home, in this tab or (a link, so also) a new one: the page shows the home
// `?home=` names when it is on offer (lib/circle.ts), which stays in the address (decision 0122; the layout
// refuses any other, app/layout/home-link.ts). E-mailed alerts, staff's admin pages and the All homes
// alerts list use them.

export const HOME_PARAM = 'home'

/** `<path>?home=<clientId>` */
export const homePageHref = (path: string, clientId: string) => `${path}?${new URLSearchParams({ [HOME_PARAM]: clientId })}`

/** `/dashboard?home=<clientId>` */
export const homeDashboardHref = (clientId: string) => homePageHref('/dashboard', clientId)

/** The Alerts page opened on one alert (features/alerts/lib/alert-link.ts reads it) */
export const ALERT_PARAM = 'alert'

/** `/alerts?alert=<alertId>`: the home on screen's Alerts page, opened on this alert */
export const alertPageHref = (alertId: string) => `/alerts?${new URLSearchParams({ [ALERT_PARAM]: alertId })}`

/** The Care Notes page opened with Add Care Note open, the cursor in the note (features/care-notes/lib/new-note-link.ts reads it) */
export const NEW_NOTE_PARAM = 'new-note'

/** `/care-notes?new-note=1`, on the home on screen or on `clientId`'s: one tap from the dashboard or a resolved alert to a note */
export const newNoteHref = (clientId?: string) =>
  `/care-notes?${new URLSearchParams({ ...(clientId ? { [HOME_PARAM]: clientId } : {}), [NEW_NOTE_PARAM]: '1' })}`
