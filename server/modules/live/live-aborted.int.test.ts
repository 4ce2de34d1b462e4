// A browser that gives up on /api/live while its session and circle are still being checked (a phone
// losing its signal as the page reconnects) leaves nothing behind: no subscription to the circle's
// events and no heartbeat checking a session every 25 s, for ever, for a stream nobody reads.
import net from 'node:net'
import { beforeAll, describe, expect, it } from 'vitest'
import { createLiveBus, type LiveBus } from '../../lib/live-bus'
import { useSignedInApp } from '../../test/signed-in-app'

const inner = await createLiveBus()
let subscribed = 0
const bus: LiveBus = {
  ...inner,
  publish: (event) => inner.publish(event),
  subscribeAll: (fn) => inner.subscribeAll(fn),
  close: () => inner.close(),
  subscribe(circleId, fn) {
    subscribed++
    const off = inner.subscribe(circleId, fn)
    return () => {
      subscribed--
      off()
    }
  },
}
const t = useSignedInApp({ home: 'client' }, { live: bus, deps: { liveHeartbeatMs: 100 } })
let port = 0
beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  port = (t.app.server.address() as net.AddressInfo).port
})

/** Sends the request and hangs up at once, or after `ms` */
const askAndHangUp = (ms: number) =>
  new Promise<void>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET /api/live?clientId=${t.ids.home} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${t.cookie.home}\r\nAccept: text/event-stream\r\n\r\n`)
      setTimeout(() => {
        socket.destroy()
        resolve()
      }, ms)
    })
    socket.on('error', () => resolve())
  })

describe('GET /api/live, given up on by the browser', () => {
  it('while its session is still being checked, or once open, leaves no subscription and no heartbeat behind', async () => {
    await Promise.all(Array.from({ length: 30 }, (_, i) => askAndHangUp(i % 3 === 0 ? 0 : i % 3 === 1 ? 1 : 50)))
    // every handler has run by now, and each heartbeat would have come round several times
    for (let i = 0; i < 40 && subscribed > 0; i++) await new Promise((r) => setTimeout(r, 50))
    expect(subscribed).toBe(0)
  })
})
