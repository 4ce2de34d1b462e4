// A Resolve made in this tab reads the alerts again itself: the live stream's word of it reads only what the
// Resolve does not (decision 0121: on All homes every Resolve read every home's open alerts twice). It names itself
// with a token of its own, as every other own change does (decision 0135), not by its alert's id: someone else's
// resolve of the same alert is their word, read once, live.
import { OWN_CHANGE_HEADER, OWN_CHANGE_PATTERN } from '@contracts/live'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sendResolve } from './resolve-alert'
import { openAlertsKey } from './get-open-alerts'
import { connectLive, LIVE_BATCH_MS } from '@/lib/live'
import { clientWith, deps, FakeSource, HOME, OTHER, resetAfterEach, staleKeys } from '@/lib/live-test-kit'

resetAfterEach()
// a test that fails before its end still closes its stream: the next one opens its own
const streams: (() => void)[] = []
afterEach(() => streams.splice(0).forEach((stop) => stop()))

const keys = () => [[...openAlertsKey], ['/api/alerts', { clientId: HOME }], ['/api/circles'], ['/api/ml/health-score', { clientId: HOME }]]

function allHomes() {
  vi.useFakeTimers()
  const qc = clientWith(keys())
  const stop = connectLive(HOME, qc, deps(), { everyHome: true })
  streams.push(stop)
  const source = FakeSource.opened[0]!
  const hear = (circleId: string, id: string, change?: string) => {
    source.emit('alert.resolved', { type: 'alert.resolved', circleId, id, ...(change ? { change } : {}) })
    vi.advanceTimersByTime(LIVE_BATCH_MS)
  }
  return { qc, hear }
}

/** The server, holding its answer to the Resolve until `answer` or `fail`; what the request said */
function heldServer() {
  const sent: { url: string; headers: Record<string, string> }[] = []
  let answer!: () => void
  let fail!: () => void
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ url, headers: init.headers as Record<string, string> })
    return new Promise<Response>((resolve) => {
      answer = () => resolve(new Response(JSON.stringify({ id: 'a1', isResolved: true }), { status: 200, headers: { 'Content-Type': 'application/json' } }))
      fail = () => resolve(new Response(JSON.stringify({ message: 'Alert not found' }), { status: 404, headers: { 'Content-Type': 'application/json' } }))
    })
  })
  return { sent, answer: () => answer(), fail: () => fail() }
}

const tokenOf = (sent: { headers: Record<string, string> }[]) => sent[0]?.headers[OWN_CHANGE_HEADER] ?? ''

describe("the live stream's word of the tab's own Resolve", () => {
  it('sends a token of its own; its word reads nothing again for another home, and someone else’s resolve of the same alert is read once', async () => {
    const { qc, hear } = allHomes()
    const server = heldServer()
    const resolving = sendResolve(qc, OTHER, 'a1', 'Rang her, fine')
    const token = tokenOf(server.sent)
    expect(server.sent[0]?.url).toBe(`/api/alerts/a1/resolve?clientId=${OTHER}`)
    expect(token).toMatch(OWN_CHANGE_PATTERN)

    // a colleague resolved the same alert a moment before: their word, no token of this tab's, reads the list
    hear(OTHER, 'a1')
    expect(staleKeys(qc)).toEqual(['/api/alerts'])
    qc.setQueryData([...openAlertsKey], [])
    // this tab's own word, before its answer: nothing again
    hear(OTHER, 'a1', token)
    expect(staleKeys(qc)).toEqual([])
    server.answer()
    await resolving
  })

  it("reads only what the Resolve does not for the picked home's alert (the insights), once: a second word is read as any", async () => {
    const { qc, hear } = allHomes()
    const server = heldServer()
    const resolving = sendResolve(qc, HOME, 'a1')
    const token = tokenOf(server.sent)
    server.answer()
    await resolving
    hear(HOME, 'a1', token)
    expect(staleKeys(qc)).toEqual(['/api/ml/health-score'])
    for (const key of keys()) qc.setQueryData(key, [])
    hear(HOME, 'a1', token)
    expect(new Set(staleKeys(qc))).toEqual(new Set(['/api/alerts', '/api/circles', '/api/ml/health-score']))
  })

  it('is forgotten when the Resolve fails: a word with its token then is read as any', async () => {
    const { qc, hear } = allHomes()
    const server = heldServer()
    const resolving = sendResolve(qc, HOME, 'a1')
    const token = tokenOf(server.sent)
    server.fail()
    await expect(resolving).rejects.toThrow('404')
    expect(staleKeys(qc)).toEqual([])
    hear(HOME, 'a1', token)
    expect(new Set(staleKeys(qc))).toEqual(new Set(['/api/alerts', '/api/circles', '/api/ml/health-score']))
  })
})
