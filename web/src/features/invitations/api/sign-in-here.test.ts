import { describe, expect, it, vi } from 'vitest'
import { signInHere } from './sign-in-here'

/** What fetch gives after following the server's redirect: the page it landed on, unread */
function landedOn(url: string) {
  const res = new Response('<!doctype html><title>Hearthwatch</title>', { status: 200, headers: { 'Content-Type': 'text/html' } })
  Object.defineProperties(res, { redirected: { value: true }, url: { value: url } })
  vi.stubGlobal('fetch', vi.fn(async () => res))
  return res
}

// the page the sign-in lands on is not shown; left unread, Chromium counts its request as loading for as
// long as the invitation page is open (decision 0117)
describe('signInHere', () => {
  it('signed in: lands on the app, and gives up that page’s body', async () => {
    const res = landedOn('http://127.0.0.1/')
    await expect(signInHere('dana@example.com', 'secret-words')).resolves.toBe(true)
    expect(res.bodyUsed).toBe(true)
  })

  it('refused: names the sign-in page’s error, and gives up that page’s body', async () => {
    const res = landedOn('http://127.0.0.1/login?error=invalid_credentials')
    await expect(signInHere('dana@example.com', 'wrong')).resolves.toEqual({ code: 'invalid_credentials', message: null })
    expect(res.bodyUsed).toBe(true)
  })
})
