import { describe, expect, it } from 'vitest'
import { type DialogEntry, dialogHistory, type HistoryWindow } from './dialog-history'

/**
 * A tab's history as a browser keeps it: Care Notes, then the dashboard; pushState is at once, and a Back
 * lands `backTakesMs` later, relative to the entry current when it lands, with a popstate
 */
function tab(backTakesMs = 5) {
  const entries: { path: string; state: unknown }[] = [
    { path: '/care-notes', state: null },
    { path: '/', state: null },
  ]
  let at = 1
  const listeners: (() => void)[] = []
  const win: HistoryWindow = {
    history: {
      get state() {
        return entries[at]!.state
      },
      pushState(state: unknown) {
        entries.splice(at + 1)
        entries.push({ path: entries[at]!.path, state })
        at += 1
      },
      back() {
        setTimeout(() => {
          if (at === 0) return
          at -= 1
          for (const listener of listeners) listener()
        }, backTakesMs)
      },
    },
    addEventListener: (_type, listener) => void listeners.push(listener),
  }
  return {
    win,
    /** the person presses Back */
    pressBack: () => win.history.back(),
    /** the page on screen, and how many dialog entries are at or below it */
    where: () => ({ path: entries[at]!.path, dialogEntriesBelow: entries.slice(0, at + 1).filter((e) => e.state !== null).length }),
    /** the entries ahead of the current one (Forward) */
    ahead: () => entries.length - 1 - at,
  }
}

const settle = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms))

function dialog(id: string) {
  const entry: DialogEntry & { closed: number } = { id, pushed: false, closed: 0, close: () => void (entry.closed += 1) }
  return entry
}

describe('the history entries of open dialogs', () => {
  it('a dialog opened while the entry of one just closed is being taken off waits for it: Back from it closes it and stays on the page', async () => {
    const { win, pressBack, where, ahead } = tab()
    const entries = dialogHistory(win)
    // the phone's menu drawer opens, then closes as Notifications is pressed in it
    const drawer = dialog('drawer')
    entries.register(drawer)
    await settle()
    expect(where()).toEqual({ path: '/', dialogEntriesBelow: 1 })
    entries.unregister(drawer)
    await settle(1) // the drawer's entry is being taken off: that Back has not landed yet
    // the Notifications dialog's code comes now, and the dialog opens
    const notifications = dialog('notifications')
    entries.register(notifications)
    await settle()
    expect(where(), 'the dialog has an entry of its own, on the page').toEqual({ path: '/', dialogEntriesBelow: 1 })
    expect(ahead(), 'nothing is left ahead').toBe(0)

    pressBack()
    await settle()
    expect(notifications.closed).toBe(1)
    expect(where(), 'Back closed the dialog and stayed on the page').toEqual({ path: '/', dialogEntriesBelow: 0 })
    pressBack()
    await settle()
    expect(where().path, 'the next Back goes to the page before').toBe('/care-notes')
  })

  it('a drawer closing as a dialog opens in the same moment: the drawer’s entry is stepped over on Back', async () => {
    const { win, pressBack, where } = tab()
    const entries = dialogHistory(win)
    const drawer = dialog('drawer')
    entries.register(drawer)
    await settle()
    const notifications = dialog('notifications')
    entries.unregister(drawer)
    entries.register(notifications)
    await settle()
    expect(where()).toEqual({ path: '/', dialogEntriesBelow: 2 })
    pressBack()
    await settle()
    expect(notifications.closed).toBe(1)
    expect(drawer.closed, 'the drawer was closed already').toBe(0)
    expect(where()).toEqual({ path: '/', dialogEntriesBelow: 0 })
  })

  it('a dialog closed another way takes its entry off, so the next Back leaves the page', async () => {
    const { win, pressBack, where } = tab()
    const entries = dialogHistory(win)
    const quickContact = dialog('quick-contact')
    entries.register(quickContact)
    await settle()
    entries.unregister(quickContact) // Escape
    await settle()
    expect(where()).toEqual({ path: '/', dialogEntriesBelow: 0 })
    pressBack()
    await settle()
    expect(where().path).toBe('/care-notes')
    expect(quickContact.closed).toBe(0)
  })

  it('closeTop closes the dialog on top, and says when there is none', async () => {
    const { win } = tab()
    const entries = dialogHistory(win)
    expect(entries.closeTop()).toBe(false)
    const below = dialog('below')
    const above = dialog('above')
    entries.register(below)
    entries.register(above)
    expect(entries.closeTop()).toBe(true)
    expect([below.closed, above.closed]).toEqual([0, 1])
  })
})
