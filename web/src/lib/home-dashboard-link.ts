// Links that open a page on one home, in this tab or (a link, so also) a new one: the layout reads
// `?home=` (app/layout/home-link.ts) against the homes on offer, shows that one and takes the parameter
// off the address. E-mailed alerts, staff's admin pages and the All homes alerts list use them.

export const HOME_PARAM = 'home'

/** `<path>?home=<clientId>` */
export const homePageHref = (path: string, clientId: string) => `${path}?${new URLSearchParams({ [HOME_PARAM]: clientId })}`

/** `/dashboard?home=<clientId>` */
export const homeDashboardHref = (clientId: string) => homePageHref('/dashboard', clientId)
