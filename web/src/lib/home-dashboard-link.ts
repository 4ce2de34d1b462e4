// A link that opens a home's dashboard, in this tab or (a link, so also) a new one: the layout reads
// `?home=` (app/layout/home-link.ts) against the homes on offer, shows that one and takes the parameter
// off the address. Staff's admin pages use it to go from a client's row to their home.

/** `/dashboard?home=<clientId>` */
export const homeDashboardHref = (clientId: string) => `/dashboard?${new URLSearchParams({ home: clientId })}`
