// Without zod, so that the web pages importing it do not bring it into their first load (tools/build/budget.ts)

/** How much history `GET /api/alerts` carries: every unresolved alert, and this many of the newest resolved */
export const RESOLVED_ALERTS_LISTED = 500
