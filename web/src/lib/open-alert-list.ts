// The home's open alerts as the Alerts page's list gives each (GET /api/alerts?status=open, decision 0091):
// the dashboard's Alerts card shows at most four open alerts, and read the whole list (every open alert
// and up to 500 resolved, 14 kB on a home with a long history) for them. Keyed under '/api/alerts', so
// whatever reads the alerts again (a Resolve, Check On Them, the live stream's alert events and its
// 'ready', the minute's read in live.ts) reads this again too.
export const openAlertListKey = (clientId: string) => ['/api/alerts', { clientId, status: 'open' }] as const
