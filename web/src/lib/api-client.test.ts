import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiRequest, getQueryFn, REMEMBERED_ANSWERS, urlOf } from './api-client'
import { isUnauthorizedError } from './auth-errors'
import { queryClient } from './query-client'

const respond = (status: number, body: string, statusText = '') =>
  vi.fn(async () => new Response(body || null, { status, statusText }))

afterEach(() => vi.unstubAllGlobals())

describe('apiRequest', () => {
  it('sends JSON with credentials', async () => {
    const fetch = respond(201, '{}')
    vi.stubGlobal('fetch', fetch)
    await apiRequest('POST', '/api/care-notes', { content: 'Tea at four' })
    expect(fetch).toHaveBeenCalledWith('/api/care-notes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"content":"Tea at four"}',
      credentials: 'include',
    })
  })

  it('turns a failure into "<status>: <body>", or the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', respond(403, '{"message":"Forbidden","code":"FORBIDDEN"}'))
    await expect(apiRequest('GET', '/api/users')).rejects.toThrow('403: {"message":"Forbidden","code":"FORBIDDEN"}')
    vi.stubGlobal('fetch', respond(502, '', 'Bad Gateway'))
    await expect(apiRequest('GET', '/api/users')).rejects.toThrow('502: Bad Gateway')
  })
})

// Chromium counts a fetch whose body nobody reads as still loading for as long as the page is open (always
// when the answer says no-store, as every API answer does): the page never went quiet (decision 0117)
describe('every answer is read to its end, wanted or not', () => {
  const sent = (status: number, body: string | null) => {
    const res = new Response(body, { status, headers: body ? { 'Content-Type': 'application/json' } : {} })
    vi.stubGlobal('fetch', vi.fn(async () => res))
    return res
  }

  it('apiRequest answers once the answer is read, and its JSON can still be read', async () => {
    const res = sent(200, '{"timeZone":"Europe/London"}')
    const answer = await apiRequest('PUT', '/api/me/browser-time-zone', { timeZone: 'Europe/London' })
    expect(res.bodyUsed).toBe(true)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Type')).toBe('application/json')
    await expect(answer.json()).resolves.toEqual({ timeZone: 'Europe/London' })
  })

  it('apiRequest takes an answer without a body (204) as done', async () => {
    sent(204, null)
    const answer = await apiRequest('DELETE', '/api/care-notes/1')
    expect(answer.status).toBe(204)
    await expect(answer.text()).resolves.toBe('')
  })

  it('a refusal turned into null (nobody signed in) is read too', async () => {
    const res = sent(401, '{"message":"Unauthorized","code":"UNAUTHORIZED"}')
    await expect(getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/auth/user'], signal: new AbortController().signal, meta: undefined } as never)).resolves.toBeNull()
    expect(res.bodyUsed).toBe(true)
  })
})

describe('getQueryFn', () => {
  const run = (on401: 'returnNull' | 'throw') =>
    getQueryFn({ on401 })({ queryKey: ['/api/auth/user'], signal: new AbortController().signal, meta: undefined } as never)

  it('answers null on 401 when asked to, and fails with an Unauthorized error otherwise', async () => {
    vi.stubGlobal('fetch', respond(401, '{"message":"Unauthorized","code":"UNAUTHORIZED"}'))
    await expect(run('returnNull')).resolves.toBeNull()
    const error = await Promise.resolve(run('throw')).catch((e: unknown) => e)
    expect(isUnauthorizedError(error)).toBe(true)
  })
})

describe('getQueryFn on an answer with an ETag', () => {
  // a URL of this test's own: the reader remembers answers by URL for as long as the module lives
  const read = () => getQueryFn({ on401: 'throw' })({ queryKey: ['/api/circles', { test: 'etag' }], signal: new AbortController().signal, meta: undefined } as never)
  const answer = (status: number, body: unknown, etag?: string) =>
    new Response(status === 304 ? null : JSON.stringify(body), { status, headers: etag ? { ETag: etag } : {} })

  it('asks again only if it changed, and keeps what it has on a 304', async () => {
    const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>()
    vi.stubGlobal('fetch', fetch)
    fetch.mockResolvedValueOnce(answer(200, [{ clientId: 'a' }], '"one"'))
    await expect(read()).resolves.toEqual([{ clientId: 'a' }])
    expect(fetch.mock.calls[0]![1]).toEqual({ credentials: 'include' })

    fetch.mockResolvedValueOnce(answer(304, null, '"one"'))
    await expect(read()).resolves.toEqual([{ clientId: 'a' }])
    expect(fetch.mock.calls[1]![1]).toEqual({ credentials: 'include', headers: { 'If-None-Match': '"one"' } })

    // changed: the new answer, and its ETag is the one named next
    fetch.mockResolvedValueOnce(answer(200, [{ clientId: 'a' }, { clientId: 'b' }], '"two"'))
    await expect(read()).resolves.toHaveLength(2)
    fetch.mockResolvedValueOnce(answer(304, null, '"two"'))
    await expect(read()).resolves.toHaveLength(2)
    expect(fetch.mock.calls[3]![1]).toMatchObject({ headers: { 'If-None-Match': '"two"' } })

    // an answer without one: nothing is named after it
    fetch.mockResolvedValueOnce(answer(200, []))
    await expect(read()).resolves.toEqual([])
    fetch.mockResolvedValueOnce(answer(200, []))
    await read()
    expect(fetch.mock.calls[5]![1]).toEqual({ credentials: 'include' })
  })

  it('remembers the most recently read URLs only', async () => {
    const fetch = vi.fn(async (url: string) => answer(200, [url], `"${url}"`))
    vi.stubGlobal('fetch', fetch)
    const readHome = (n: number) =>
      getQueryFn({ on401: 'throw' })({ queryKey: ['/api/alerts', { clientId: `lru-${n}` }], signal: new AbortController().signal, meta: undefined } as never)
    for (let n = 0; n <= REMEMBERED_ANSWERS; n++) await readHome(n)
    const sentWith = async (n: number) => {
      await readHome(n)
      return (fetch.mock.calls.at(-1) as unknown as [string, RequestInit])[1].headers
    }
    // one more than it keeps: the first read is forgotten, the second is still named
    expect(await sentWith(1)).toEqual({ 'If-None-Match': '"/api/alerts?clientId=lru-1"' })
    expect(await sentWith(0)).toBeUndefined()
  })

  it('fails as before on an error, naming nothing it did not have', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(500, 'Internal Server Error')))
    await expect(read()).rejects.toThrow(/^500: /)
  })
})

describe('isUnauthorizedError', () => {
  it.each([
    ['401: {"message":"Unauthorized"}', true],
    ['401: Unauthorized', true],
    ['403: Unauthorized', false],
    ['401: expired', false],
  ])('%s → %s', (message, expected) => {
    expect(isUnauthorizedError(new Error(message))).toBe(expected)
  })
})

describe('the query client', () => {
  it('never goes stale, never refetches on focus and never retries', () => {
    const { queries, mutations } = queryClient.getDefaultOptions()
    expect(queries).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, retry: false })
    expect(mutations).toMatchObject({ retry: false })
  })
})

describe('urlOf', () => {
  it.each([
    [['/api/auth/user'], '/api/auth/user'],
    [['/api/devices', 'abc'], '/api/devices/abc'],
    [['/api/devices', { clientId: 'c1' }], '/api/devices?clientId=c1'],
    [['/api/alerts', { clientId: 'c 1', q: undefined }], '/api/alerts?clientId=c+1'],
    [['/api/alerts', {}], '/api/alerts'],
  ])('%j → %s', (key, url) => {
    expect(urlOf(key)).toBe(url)
  })
})
