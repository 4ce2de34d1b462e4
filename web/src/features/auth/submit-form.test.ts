import { describe, expect, it, vi } from 'vitest'
import { submitAuthForm } from './submit-form'

// an answer the page does not show is still read to its end or given up: left unread, Chromium counts its
// request as loading for as long as the page is open (decision 0117)
describe('submitAuthForm', () => {
  it('an answer without a redirect is false, and its body is given up', async () => {
    const res = new Response('{"message":"Bad Request"}', { status: 400 })
    vi.stubGlobal('fetch', vi.fn(async () => res))
    await expect(submitAuthForm('/auth/login', { email: 'a@example.com', password: 'x' })).resolves.toBe(false)
    expect(res.bodyUsed).toBe(true)
  })

  it('too many attempts: the server’s message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"Too many sign-in attempts."}', { status: 429 })))
    await expect(submitAuthForm('/auth/login', { email: 'a@example.com', password: 'x' })).resolves.toBe('Too many sign-in attempts.')
  })
})
