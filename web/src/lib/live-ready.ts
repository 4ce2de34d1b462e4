// What the live stream's 'ready' makes the page read again (lib/live.ts). After a drop, everything of
// the circle: events may have been missed while it was down. On the stream's first 'ready', only what an
// event may have changed after it was read: the server says for how long it has heard no event of each
// kind about the home (server/modules/live/live.routes.ts), and a read sent after the last of them
// already saw it. Every page load used to read the page's lists twice (docs/performance/forty-homes.md).
import type { Query, QueryKey } from '@tanstack/react-query'
import type { ReadyNews } from '@contracts/live'
import { CIRCLES_KEY } from './circle'
import { EVERY_HOME_LIST, isCircleQuery, LIVE_EVENT_TYPES, STALE_AFTER } from './live-events'
import { readStartedAt } from './read-starts'


const isDuration = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0

/** The 'ready' event's news, or undefined when it says none (a server from before it did) */
export function readyNews(event: Event | undefined): ReadyNews | undefined {
  const data: unknown = (event as MessageEvent | undefined)?.data
  if (typeof data !== 'string') return undefined
  try {
    const parsed: unknown = JSON.parse(data)
    if (typeof parsed !== 'object' || parsed === null) return undefined
    const { quietMs, everyHomeQuietMs } = parsed as Record<string, unknown>
    if (quietMs === undefined && everyHomeQuietMs === undefined) return undefined
    const said = typeof quietMs === 'object' && quietMs !== null ? (quietMs as Record<string, unknown>) : {}
    return {
      quietMs: Object.fromEntries(LIVE_EVENT_TYPES.filter((type) => isDuration(said[type])).map((type) => [type, said[type]])),
      ...(isDuration(everyHomeQuietMs) ? { everyHomeQuietMs } : {}),
    }
  } catch {
    return undefined
  }
}

/**
 * A read sent this long before the stream opened is from an earlier look at the home, not this page's
 * opening: read again as before, its times may have moved on with the clock (today's counts, the last 24 h)
 */
export const JUST_READ_MS = 5_000

export interface ReadyMoment {
  clientId: string | undefined
  everyHome: boolean
  isReconnection: boolean
  news: ReadyNews | undefined
  /** when this stream was first opened, and when its 'ready' came (the page's clock) */
  openedAt: number
  readyAt: number
}

const isEveryHomeList = (key: QueryKey) => EVERY_HOME_LIST.every((part, i) => key[i] === part)

/** How long nothing has happened that would make this read stale; 0 when unknown */
function quietFor(key: QueryKey, news: ReadyNews) {
  if (isEveryHomeList(key)) return news.everyHomeQuietMs ?? 0
  const root = key[0]
  const kinds = LIVE_EVENT_TYPES.filter((type) => STALE_AFTER[type].includes(root as string))
  // no event ever makes it stale (the billing, the users): nothing to miss
  return Math.min(Infinity, ...kinds.map((type) => news.quietMs?.[type] ?? 0))
}

/** Which queries the 'ready' reads again */
export function toReadOnReady({ clientId, everyHome, isReconnection, news, openedAt, readyAt }: ReadyMoment) {
  const isOurs = (key: QueryKey) => (clientId !== undefined && isCircleQuery(key, clientId)) || (everyHome && isEveryHomeList(key))
  // after a drop, and the homes' open-alert counts too: nothing missed stays missing
  if (isReconnection) return (query: Query) => isOurs(query.queryKey) || query.queryKey[0] === CIRCLES_KEY
  if (!news) return (query: Query) => isOurs(query.queryKey)
  return (query: Query) => {
    if (!isOurs(query.queryKey)) return false
    const sentAt = readStartedAt(query)
    if (sentAt === undefined) return true
    // every home's list is no home's, and nothing in it moves with the clock (read every half minute besides): a
    // stream opened for another home picked on All homes read it again though no home's alert had changed
    if (sentAt < openedAt - JUST_READ_MS && !(everyHome && isEveryHomeList(query.queryKey))) return true
    // it left after the last event that could change it had happened (the server's clock counts the
    // quiet up to 'ready', which came at readyAt or before): it saw that event
    return sentAt < readyAt - quietFor(query.queryKey, news)
  }
}
