// The live stream's words, the same on both ends (server/lib/live-bus.ts sends them, web/src/lib/live.ts reads them)

/**
 * What changed in a home; circle.changed: the home's own settings (its time zone, whether a pet lives there);
 * settings.changed: the viewer's own notification settings (on another device, in another tab), which only
 * their own streams carry
 */
export const LIVE_EVENT_TYPES = [
  'alert.created',
  'alert.updated',
  'alert.resolved',
  'motion',
  'notes.changed',
  'devices.changed',
  'members.changed',
  'circle.changed',
  'settings.changed',
] as const
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number]

/** What the stream's 'ready' says (decision 0088): a page reads again on its first one only what changed after it read it */
export interface ReadyNews {
  /** per kind of event, ms since the server last heard one about the home, or since it began to hear every event (none on All homes with no home picked) */
  quietMs?: Partial<Record<LiveEventType, number>>
  /** All homes' stream: ms since any home's last alert event */
  everyHomeQuietMs?: number
}

/**
 * The header a tab sends with a change it makes (a care note, Contact, Emergency): a token of its own, which the
 * live stream's word of that change carries back (`change`), so the tab that made it does not read again what it
 * reads itself once the server answers (decision 0135). Letters, digits, '-' and '_', 8 to 64 of them; anything
 * else is ignored.
 */
export const OWN_CHANGE_HEADER = 'x-own-change'
export const OWN_CHANGE_PATTERN = /^[A-Za-z0-9_-]{8,64}$/
