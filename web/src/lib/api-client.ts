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

/** The default reader: the query key joined is the URL. `returnNull` turns a 401 into `null`. */
export const getQueryFn =
  <T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> =>
  async ({ queryKey }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include' })
    if (on401 === 'returnNull' && res.status === 401) return null
    await throwIfResNotOk(res)
    return (await res.json()) as T
  }
