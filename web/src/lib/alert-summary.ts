// The home's alerts in brief (GET /api/alerts/summary, decision 0088): what every signed-in page shows
// of them (the top bar's count, the tab's title) and tells a screen reader, without the Alerts page's
// history (the top bar reads it: app/layout/alerts-badge.tsx). Keyed under '/api/alerts', so whatever
// reads the alerts again (a Resolve, the live stream's alert events and its 'ready', the minute's read in
// live.ts) reads this again too.
import type { CircleAlertSummary } from '@contracts/alerts'

export type { CircleAlertSummary }

export const alertSummaryKey = (clientId: string) => ['/api/alerts', 'summary', { clientId }] as const
