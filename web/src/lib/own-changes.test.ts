// A change the tab sends with its own token (a care note, Contact, Emergency): the live word that carries the token
// back reads only what the change does not read itself; a word with another token, or none, is someone else's
// (decision 0135: each care note was read twice, once on the answer and again on the word)
import { QueryClient } from '@tanstack/react-query'
import { OWN_CHANGE_HEADER, OWN_CHANGE_PATTERN } from '@contracts/live'
import { describe, expect, it, vi } from 'vitest'
import { connectLive, LIVE_BATCH_MS } from './live'
import { clientWith, deps, FakeSource, HOME, resetAfterEach, staleKeys } from './live-test-kit'
import { readsOfOwnChange, sendOwnChange } from './own-changes'

resetAfterEach()

const NOTES = ['/api/care-notes', { clientId: HOME }]
const ALERT_KEYS = [['/api/alerts', { clientId: HOME }], ['/api/dashboard/stats', { clientId: HOME }], ['/api/ml/health-score', { clientId: HOME }]]

function home(keys: unknown[][]) {
  vi.useFakeTimers()
  const qc = clientWith(keys)
  const stop = connectLive(HOME, qc, deps())
  const source = FakeSource.opened[0]!
  const hear = (type: string, data: object) => {
    source.emit(type, { circleId: HOME, ...data })
    vi.advanceTimersByTime(LIVE_BATCH_MS)
  }
  return { qc, stop, hear }
}

/** Sends a change that answers once `answer` is called, and the token it sent */
function held(qc: QueryClient, roots: readonly string[]) {
  let token = ''
  let answer!: () => void
  let fail!: () => void
  const sent = sendOwnChange(qc, roots, (headers) => {
    token = headers[OWN_CHANGE_HEADER]!
    return new Promise<void>((resolve, reject) => {
      answer = resolve
      fail = () => reject(new Error('500: {}'))
    })
  })
  return { sent, token: () => token, answer: () => answer(), fail: () => fail() }
}

describe("the live stream's word of a change the tab sends with its own token", () => {
  it('reads nothing again for the tab’s own note, before or after the answer; a note someone else writes is read', async () => {
    const { qc, stop, hear } = home([NOTES])
    const change = held(qc, ['/api/care-notes'])
    expect(change.token()).toMatch(OWN_CHANGE_PATTERN)
    hear('notes.changed', { type: 'notes.changed', id: 'n1', change: change.token() })
    expect(staleKeys(qc)).toEqual([])
    change.answer()
    await change.sent
    hear('notes.changed', { type: 'notes.changed', id: 'n2', change: 'someone-elses-token' })
    expect(staleKeys(qc)).toEqual(['/api/care-notes'])
    qc.setQueryData(NOTES, [])
    hear('notes.changed', { type: 'notes.changed', id: 'n3' })
    expect(staleKeys(qc)).toEqual(['/api/care-notes'])
    stop()
  })

  it('reads only what Contact does not read itself for its alert word (the insights), once', async () => {
    const { qc, stop, hear } = home(ALERT_KEYS)
    const change = held(qc, ['/api/alerts', '/api/dashboard/stats'])
    hear('alert.updated', { type: 'alert.updated', id: 'a1', change: change.token() })
    expect(staleKeys(qc)).toEqual(['/api/ml/health-score'])
    change.answer()
    await change.sent
    expect(readsOfOwnChange(change.token()).size).toBe(0)
    stop()
  })

  it('a change that fails after its word came reads what the word left to it; one whose word never came leaves nothing marked', async () => {
    const { qc, stop, hear } = home([NOTES])
    const early = held(qc, ['/api/care-notes'])
    hear('notes.changed', { type: 'notes.changed', id: 'n1', change: early.token() })
    expect(staleKeys(qc)).toEqual([])
    early.fail()
    await expect(early.sent).rejects.toThrow('500')
    expect(staleKeys(qc)).toEqual(['/api/care-notes'])

    qc.setQueryData(NOTES, [])
    const unheard = held(qc, ['/api/care-notes'])
    unheard.fail()
    await expect(unheard.sent).rejects.toThrow('500')
    expect(staleKeys(qc)).toEqual([])
    hear('notes.changed', { type: 'notes.changed', id: 'n2', change: unheard.token() })
    expect(staleKeys(qc)).toEqual(['/api/care-notes'])
    stop()
  })
})
