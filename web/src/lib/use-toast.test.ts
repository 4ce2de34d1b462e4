import { afterEach, describe, expect, it, vi } from 'vitest'
import { dismiss, dismissShownBefore, getToasts, toast, TOAST_REMOVE_DELAY_MS } from './use-toast'

describe('toasts', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows one toast at a time: a new one replaces the old', () => {
    toast({ title: 'First' })
    toast({ title: 'Second', description: 'newest' })
    expect(getToasts()).toHaveLength(1)
    expect(getToasts()[0]).toMatchObject({ title: 'Second', description: 'newest', open: true })
  })

  it('closes a dismissed toast at once and unmounts it after the removal delay', () => {
    vi.useFakeTimers()
    const { id } = toast({ title: 'Going' })
    dismiss(id)
    expect(getToasts()[0]).toMatchObject({ id, open: false })
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1)
    expect(getToasts().map((t) => t.id)).toContain(id)
    vi.advanceTimersByTime(1)
    expect(getToasts().map((t) => t.id)).not.toContain(id)
  })

  it('puts away a toast raised before a moment, and keeps one raised after it', () => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-12-07T02:00:00Z'))
    const earlier = toast({ title: 'Contact Initiated' })
    dismissShownBefore(Date.now() - 300)
    expect(getToasts()[0]).toMatchObject({ id: earlier.id, open: true })
    vi.setSystemTime(new Date('2026-12-07T02:00:01Z'))
    dismissShownBefore(Date.now() - 300)
    expect(getToasts()[0]).toMatchObject({ id: earlier.id, open: false })
    const later = toast({ title: 'Troubleshooting' })
    dismissShownBefore(Date.now() - 300)
    expect(getToasts()[0]).toMatchObject({ id: later.id, open: true })
  })
})
