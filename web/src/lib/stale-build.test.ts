import { describe, expect, it, vi } from 'vitest'
import { reloadOnceForNewBuild } from './stale-build'

function memoryStorage() {
  const values = new Map<string, string>()
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) }
}

describe('reloading for a new build', () => {
  it('reloads once, not again within 30 s, and again after that', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    expect(reloadOnceForNewBuild(storage, reload, 1_000_000)).toBe(true)
    expect(reloadOnceForNewBuild(storage, reload, 1_020_000)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(reloadOnceForNewBuild(storage, reload, 1_031_000)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })
})
