// The one request layer (SPEC.md §7–§8): credentials on every call, JSON bodies, and a non-ok answer
// becomes an Error whose message is "<status>: <body text or status text>".
import type { QueryFunction } from '@tanstack/react-query'

export async function throwIfResNotOk(res: Response) {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText
    throw new Error(`${res.status}: ${text}`)
  }
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  })
  await throwIfResNotOk(res)
  return res
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

/** The default reader: the query key names the URL. `returnNull` turns a 401 into `null`. */
export const getQueryFn =
  <T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> =>
  async ({ queryKey }) => {
    const res = await fetch(urlOf(queryKey), { credentials: 'include' })
    if (on401 === 'returnNull' && res.status === 401) return null
    await throwIfResNotOk(res)
    return (await res.json()) as T
  }
