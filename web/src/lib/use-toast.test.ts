import { afterEach, describe, expect, it, vi } from 'vitest'
import { dismiss, getToasts, toast, TOAST_REMOVE_DELAY_MS } from './use-toast'

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
})
