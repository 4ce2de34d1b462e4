import { describe, expect, it, vi } from 'vitest'
import { forgetThisBrowsersPush, signOut, SIGN_OUT_URL, type BrowserPush } from './sign-out'

const ENDPOINT = 'https://push.example/abc'

/** A browser whose push subscription (or none) and server answer the test chooses; it records the order of calls */
function fakePush({ subscribed = true, subscription, forget }: { subscribed?: boolean; subscription?: () => Promise<never>; forget?: () => Promise<unknown> } = {}) {
  const calls: string[] = []
  const push: BrowserPush = {
    subscription:
      subscription ??
      (async () =>
        subscribed
          ? {
              endpoint: ENDPOINT,
              unsubscribe: async () => {
                calls.push('unsubscribe')
                return true
              },
            }
          : null),
    forgetEndpoint: async (endpoint) => {
      calls.push(`forget ${endpoint}`)
      return forget?.()
    },
  }
  return { push, calls }
}

const never = () => new Promise<never>(() => {})

describe('signing out', () => {
  it("tells the server to stop pushing to this browser, unsubscribes it, then goes to the sign-out endpoint", async () => {
    const { push, calls } = fakePush()
    const go = vi.fn((url: string) => calls.push(`go ${url}`))
    await signOut(go, push)
    expect(calls).toEqual([`forget ${ENDPOINT}`, 'unsubscribe', `go ${SIGN_OUT_URL}`])
  })

  it('just signs out when this browser takes no push', async () => {
    const { push, calls } = fakePush({ subscribed: false })
    const go = vi.fn()
    await signOut(go, push)
    expect(calls).toEqual([])
    expect(go).toHaveBeenCalledWith(SIGN_OUT_URL)
  })

  it('still unsubscribes the browser and signs out when the server refuses', async () => {
    const { push, calls } = fakePush({ forget: () => Promise.reject(new Error('500: Internal Server Error')) })
    const go = vi.fn()
    await signOut(go, push)
    expect(calls).toEqual([`forget ${ENDPOINT}`, 'unsubscribe'])
    expect(go).toHaveBeenCalledWith(SIGN_OUT_URL)
  })

  it('signs out when the browser cannot say whether it is subscribed (push unsupported or broken)', async () => {
    const { push } = fakePush({ subscription: () => Promise.reject(new TypeError('pushManager is undefined')) })
    const go = vi.fn()
    await signOut(go, push)
    expect(go).toHaveBeenCalledWith(SIGN_OUT_URL)
  })

  it('signs out after the time limit when the server or the push service never answers', async () => {
    vi.useFakeTimers()
    try {
      const { push } = fakePush({ forget: never })
      const go = vi.fn()
      const done = signOut(go, push, 3_000)
      await vi.advanceTimersByTimeAsync(2_999)
      expect(go).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      await done
      expect(go).toHaveBeenCalledWith(SIGN_OUT_URL)
    } finally {
      vi.useRealTimers()
    }
  })

  it('forgetting the push never throws', async () => {
    const { push } = fakePush({ subscription: () => Promise.reject(new Error('boom')) })
    await expect(forgetThisBrowsersPush(push)).resolves.toBeUndefined()
  })
})
