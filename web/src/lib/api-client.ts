// The one request layer (SPEC.md §7–§8): credentials on every call, JSON bodies, and a non-ok answer
// becomes an Error whose message is "<status>: <body text or status text>".
import type { QueryFunction } from '@tanstack/react-query'

export async function throwIfResNotOk(res: Response) {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText
    throw new Error(`${res.status}: ${text}`)
  }
}

/** Answers that carry no body by definition: a Response made for them must be given none */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304])

/**
 * The answer read to its end, as a Response that can still be read. Chromium counts a fetch whose body
 * the page never reads as still loading for as long as the page is open, always when the answer says
 * Cache-Control: no-store (every API answer does, server/lib/no-store.ts) and now and then without it:
 * a caller that wants only to know it worked (a PUT, a DELETE) left its request open (decision 0117).
 */
async function readToEnd(res: Response): Promise<Response> {
  const body = await res.arrayBuffer()
  return new Response(NULL_BODY_STATUSES.has(res.status) ? null : body, { status: res.status, statusText: res.statusText, headers: res.headers })
}

/** Gives up an answer's body that nobody wants (a sign-in's landing page): left unread, its request stays open (readToEnd) */
export async function leaveUnread(res: Response) {
  await res.body?.cancel().catch(() => undefined)
}

/**
 * Sends a request and answers once its answer has been read to the end (see readToEnd): a caller may
 * read the answer's JSON or leave it, and the request is finished either way.
 */
export async function apiRequest(method: string, url: string, data?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  })
  const answer = await readToEnd(res)
  await throwIfResNotOk(answer)
  return answer
}

export type UnauthorizedBehavior = 'returnNull' | 'throw'

/**
 * The URL a query key names: its strings joined by '/', and a trailing object as the query string
 * (`['/api/devices', { clientId }]` → `/api/devices?clientId=…`; undefined values are left out).
 */
export function urlOf(queryKey: readonly unknown[]) {
  const last = queryKey.at(-1)
  const hasParams = typeof last === 'object' && last !== null
  const path = (hasParams ? queryKey.slice(0, -1) : queryKey).join('/')
  if (!hasParams) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(last)) if (value !== undefined && value !== null) params.set(key, String(value))
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/**
 * The last answer of each URL that came with an ETag (the lists read again every half minute or minute:
 * the homes on offer, the alerts): read again, the URL is asked for only if it changed (If-None-Match),
 * and a 304 gives back this answer (server/lib/etag.ts). One per URL, the latest, for the most recently
 * read URLs only: a support agent going through forty homes' alerts in a tab left open all day keeps
 * forty lists, not every one of the day. Gone with the page at sign-out (a new page load).
 */
const lastAnswers = new Map<string, { etag: string; body: unknown }>()
export const REMEMBERED_ANSWERS = 50

function remember(url: string, answer: { etag: string; body: unknown }) {
  lastAnswers.delete(url) // a Map keeps insertion order: set anew, the URL is the newest
  lastAnswers.set(url, answer)
  if (lastAnswers.size > REMEMBERED_ANSWERS) lastAnswers.delete(lastAnswers.keys().next().value!)
}

/**
 * Reads a URL's JSON, conditionally when its last answer had an ETag: a 304 gives that answer back.
 * `returnNull` turns a 401 into `null`; any other failure throws "<status>: <body>".
 */
export async function readIfChanged(url: string, on401: UnauthorizedBehavior = 'throw'): Promise<unknown> {
  const last = lastAnswers.get(url)
  const res = await fetch(url, last ? { credentials: 'include', headers: { 'If-None-Match': last.etag } } : { credentials: 'include' })
  if (last && res.status === 304) {
    remember(url, last)
    return last.body
  }
  if (on401 === 'returnNull' && res.status === 401) {
    // the refusal's body is not wanted, but read: left unread, the request stays open (readToEnd)
    await res.arrayBuffer()
    return null
  }
  await throwIfResNotOk(res)
  const body: unknown = await res.json()
  const etag = res.headers.get('ETag')
  if (etag) remember(url, { etag, body })
  else lastAnswers.delete(url)
  return body
}

/** The default reader: the query key names the URL. `returnNull` turns a 401 into `null`. */
export const getQueryFn =
  <T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> =>
  async ({ queryKey }) =>
    (await readIfChanged(urlOf(queryKey), on401)) as T | null
