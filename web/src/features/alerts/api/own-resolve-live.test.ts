// A Resolve made in this tab reads the alerts again itself: the live stream's word of it reads only what the
// Resolve does not (decision 0121: on All homes every Resolve read every home's open alerts twice)
import { describe, expect, it, vi } from 'vitest'
import { RESOLVE_READS } from './resolve-alert'
import { openAlertsKey } from './get-open-alerts'
import { connectLive, LIVE_BATCH_MS } from '@/lib/live'
import { clientWith, deps, FakeSource, HOME, OTHER, resetAfterEach, staleKeys } from '@/lib/live-test-kit'
import { expectOwnChange, forgetOwnChange, OWN_CHANGE_MS, readsOfOwnChange } from '@/lib/own-changes'

resetAfterEach()

const keys = () => [[...openAlertsKey], ['/api/alerts', { clientId: HOME }], ['/api/circles'], ['/api/ml/health-score', { clientId: HOME }]]

function allHomes() {
  vi.useFakeTimers()
  const qc = clientWith(keys())
  const stop = connectLive(HOME, qc, deps(), { everyHome: true })
  const source = FakeSource.opened[0]!
  const hear = (circleId: string, id: string) => {
    source.emit('alert.resolved', { type: 'alert.resolved', circleId, id })
    vi.advanceTimersByTime(LIVE_BATCH_MS)
  }
  return { qc, stop, hear }
}

describe("the live stream's word of the tab's own Resolve", () => {
  it("reads nothing again for another home's alert the tab resolved; someone else's resolve still reads the list", () => {
    const { qc, stop, hear } = allHomes()
    expectOwnChange('mine', RESOLVE_READS)
    hear(OTHER, 'mine')
    expect(staleKeys(qc)).toEqual([])
    hear(OTHER, 'theirs')
    expect(staleKeys(qc)).toEqual(['/api/alerts'])
    stop()
  })

  it("reads only what the Resolve does not for the picked home's alert (the insights), once: a second word is read as any", () => {
    const { qc, stop, hear } = allHomes()
    expectOwnChange('mine', RESOLVE_READS)
    hear(HOME, 'mine')
    expect(staleKeys(qc)).toEqual(['/api/ml/health-score'])
    for (const key of keys()) qc.setQueryData(key, [])
    hear(HOME, 'mine')
    expect(new Set(staleKeys(qc))).toEqual(new Set(['/api/alerts', '/api/circles', '/api/ml/health-score']))
    stop()
  })

  it('is forgotten when the Resolve fails, and after OWN_CHANGE_MS', () => {
    expectOwnChange('failed', RESOLVE_READS)
    forgetOwnChange('failed')
    expect(readsOfOwnChange('failed').size).toBe(0)
    expectOwnChange('late', RESOLVE_READS, 1_000)
    expect(readsOfOwnChange('late', 1_000 + OWN_CHANGE_MS + 1).size).toBe(0)
    expect(readsOfOwnChange(undefined).size).toBe(0)
  })
})
