import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ToastItem } from '@/lib/use-toast'
import { createToastAnnouncer, REFILL_AFTER_MS, type Announcement } from './toast-announcer'

const item = (id: string, over: Partial<ToastItem> = {}): ToastItem => ({ id, open: true, shownAt: 0, title: 'Care Note Saved', description: 'The note was added.', ...over })

/** every call to `say`, and what the regions hold now */
function listen() {
  const calls: (Announcement | null)[] = []
  const announcer = createToastAnnouncer((a) => calls.push(a))
  return { announcer, calls, now: () => calls.at(-1) ?? null }
}

describe('the toaster’s announcer', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('empties the regions, then puts the toast’s words in a moment later, and keeps them (nothing takes them away after Radix’s second)', () => {
    const { announcer, calls, now } = listen()
    announcer.hear([item('1')])
    expect(calls).toEqual([null])
    vi.advanceTimersByTime(REFILL_AFTER_MS)
    expect(now()).toEqual({ title: 'Care Note Saved', description: 'The note was added.', isUrgent: false })
    // the toast closes (5 s) and is put away: the words stay until the next toast
    announcer.hear([item('1', { open: false })])
    vi.advanceTimersByTime(60_000)
    expect(calls).toHaveLength(2)
    expect(now()?.title).toBe('Care Note Saved')
  })

  it('says the same words again for a new toast: emptied first, so the screen reader sees a change', () => {
    const { announcer, calls } = listen()
    announcer.hear([item('1')])
    vi.advanceTimersByTime(REFILL_AFTER_MS)
    announcer.hear([item('2')])
    expect(calls.at(-1)).toBeNull()
    vi.advanceTimersByTime(REFILL_AFTER_MS)
    expect(calls.map((c) => c?.title ?? null)).toEqual([null, 'Care Note Saved', null, 'Care Note Saved'])
  })

  it('says each toast once, however often the list is read again', () => {
    const { announcer, calls } = listen()
    const list = [item('1')]
    for (let i = 0; i < 3; i++) {
      announcer.hear(list)
      vi.advanceTimersByTime(REFILL_AFTER_MS)
    }
    expect(calls.filter(Boolean)).toHaveLength(1)
    announcer.hear([])
    expect(calls).toHaveLength(2)
  })

  it('puts an error in the assertive region, the rest in the polite one', () => {
    const { announcer, now } = listen()
    announcer.hear([item('1', { title: 'Email Required', description: 'Please enter an email address', variant: 'destructive' })])
    vi.advanceTimersByTime(REFILL_AFTER_MS)
    expect(now()?.isUrgent).toBe(true)
    announcer.hear([item('2', { title: 'Alert Resolved', variant: 'default' })])
    vi.advanceTimersByTime(REFILL_AFTER_MS)
    expect(now()?.isUrgent).toBe(false)
  })

  it('a toast that follows within the pause is the one said; the one it replaced is not said after it', () => {
    const { announcer, calls } = listen()
    announcer.hear([item('1', { title: 'First' })])
    vi.advanceTimersByTime(REFILL_AFTER_MS / 2)
    announcer.hear([item('2', { title: 'Second' })])
    vi.advanceTimersByTime(REFILL_AFTER_MS * 3)
    expect(calls.map((c) => c?.title ?? null)).toEqual([null, null, 'Second'])
  })

  it('stopped, says nothing more; started again (React’s strict mode mounts twice), says the newest toast', () => {
    const { announcer, calls } = listen()
    announcer.hear([item('1')])
    announcer.stop()
    vi.advanceTimersByTime(REFILL_AFTER_MS * 3)
    expect(calls).toEqual([null])
    announcer.hear([item('1')])
    vi.advanceTimersByTime(REFILL_AFTER_MS)
    expect(calls.at(-1)?.title).toBe('Care Note Saved')
  })
})
