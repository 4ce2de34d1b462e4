import { describe, expect, it } from 'vitest'
import { createChoiceStore } from './circle-choice'

class MemoryStorage {
  items = new Map<string, string>()
  getItem = (key: string) => this.items.get(key) ?? null
  setItem = (key: string, value: string) => void this.items.set(key, value)
}

/** Tabs of one browser: each its own sessionStorage, all one localStorage */
function browser() {
  const shared = new MemoryStorage()
  const tab = () => {
    const own = new MemoryStorage()
    return { own, store: createChoiceStore(() => own, () => shared) }
  }
  return { shared, tab }
}

describe('the home a tab is looking at', () => {
  it("never follows another tab's choice, even when the tab had chosen nothing", () => {
    const { tab } = browser()
    const first = tab()
    const second = tab()
    const idle = tab()
    first.store.choose('harper')
    expect(idle.store.get()).toBe('harper')
    second.store.choose('jordan')
    expect(first.store.get()).toBe('harper')
    expect(idle.store.get()).toBe('harper')
    expect(second.store.get()).toBe('jordan')
  })

  it('starts a new tab on the last home chosen in any tab', () => {
    const { tab } = browser()
    tab().store.choose('harper')
    tab().store.choose('jordan')
    expect(tab().store.get()).toBe('jordan')
    expect(tab().store.get()).toBe('jordan')
  })

  it('keeps its choice over a reload of the tab (its sessionStorage), whatever other tabs chose since', () => {
    const { shared, tab } = browser()
    const first = tab()
    first.store.choose('harper')
    tab().store.choose('jordan')
    const reloaded = createChoiceStore(() => first.own, () => shared)
    expect(reloaded.get()).toBe('harper')
  })

  it('pins the home a tab shows without telling other tabs', () => {
    const { shared, tab } = browser()
    const first = tab()
    expect(first.store.get()).toBeNull()
    first.store.pin('otto')
    expect(first.store.get()).toBe('otto')
    expect(shared.getItem('hearthwatch.circle')).toBeNull()
    expect(tab().store.get()).toBeNull()
  })

  it('works without storage (private mode): the choice lasts as long as the page', () => {
    const broken = { getItem: () => { throw new Error('denied') }, setItem: () => { throw new Error('denied') } }
    const store = createChoiceStore(() => broken, () => undefined)
    expect(store.get()).toBeNull()
    store.choose('harper')
    expect(store.get()).toBe('harper')
  })
})
