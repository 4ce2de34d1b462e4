// What each event of the live stream makes stale (lib/live.ts), and which reads are a circle's
import type { QueryKey } from '@tanstack/react-query'
import { LIVE_EVENT_TYPES, type LiveEventType } from '@contracts/live'

export { LIVE_EVENT_TYPES, type LiveEventType }

// an alert changes what the insights say too (an open inactivity alert is a behavioural pattern), and
// the home's open-alert count in the picker
const ALERTS = ['/api/alerts', '/api/dashboard/stats', '/api/ml/health-score', '/api/ml/behavioral-patterns', '/api/circles']
const MOTION = ['/api/devices', '/api/dashboard/stats', '/api/door-events', '/api/activity', '/api/ml/health-score', '/api/ml/behavioral-patterns', '/api/ml/fall-risk-assessment']

/** The query keys (by their first element) each event makes stale */
export const STALE_AFTER: Record<LiveEventType, readonly string[]> = {
  'alert.created': ALERTS,
  'alert.updated': ALERTS,
  'alert.resolved': ALERTS,
  motion: MOTION,
  'notes.changed': ['/api/care-notes'],
  'devices.changed': ['/api/devices', '/api/dashboard/stats'],
  // someone left the circle: its people, and (for the one who left) the circles on offer
  'members.changed': ['/api/family/members', '/api/family/invitations', '/api/circle/members', '/api/circles'],
  // the home's time zone changed: the picker's list carries it, and the hours the server counts by are the new clock's;
  // or its MQTT base topic, which the Sensors page's hub panel shows
  'circle.changed': ['/api/circles', '/api/circle/time-zone', '/api/circle/pets', '/api/circle/mqtt', '/api/activity', '/api/dashboard/stats'],
  // her own notification settings, changed on another device or tab: whatever shows them (the dashboard's 'How alerts reach you')
  'settings.changed': ['/api/notifications/settings'],
}

/** Events about the viewer herself, not about a home: whichever home the stream is on, they are hers */
export const PERSONAL_EVENTS: ReadonlySet<LiveEventType> = new Set(['settings.changed'])

/**
 * Staff's All homes list (the alerts feature's `openAlertsKey` begins so): on the tab's one stream while
 * it is shown (decision 0076), another home's alert change reads this list again, and nothing of the
 * home picked in the top bar
 */
export const EVERY_HOME_LIST = ['/api/alerts', 'open'] as const

/**
 * Reads that are not about one circle: who is signed in, which circles they may pick, and the server's sign-in options
 * (set when it starts: read once a page load, not again on each page change or the stream's 'ready')
 */
const NOT_CIRCLE_SCOPED = new Set(['/api/auth/user', '/api/circles', '/api/auth/options'])

/** Whether a query belongs to the circle: an /api read other than the person's own */
export function isCircleQuery(queryKey: QueryKey, clientId: string) {
  const [root] = queryKey
  if (typeof root !== 'string' || !root.startsWith('/api/') || NOT_CIRCLE_SCOPED.has(root)) return false
  const params = queryKey.at(-1)
  // a read naming another circle is left alone; one naming none is the person's own or only circle
  if (typeof params === 'object' && params !== null && 'clientId' in params) return (params as { clientId?: unknown }).clientId === clientId
  return true
}
