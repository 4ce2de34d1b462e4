/**
 * The history entries of the open dialogs and drawers (see close-on-back.tsx): each open dialog has an
 * entry at the same address; Back pops it and the dialog closes; a dialog closed any other way takes
 * its entry off again with a Back of our own.
 *
 * A Back is not done when `history.back()` returns: the browser goes back a moment later. A dialog
 * opened in that moment waits for it before adding its entry. Otherwise the Back lands on the new
 * dialog's entry, or the new entry is left ahead of the page, and the person's next Back leaves the page
 * with the dialog open. That happened on a phone: the menu drawer closed as the Notifications dialog
 * opened from it, the dialog's code came while the drawer's entry was being taken off, and Back from
 * the dialog went to the page before.
 */

export interface DialogEntry {
  id: string
  close: () => void
  pushed: boolean
}

/** What of the window the entries need: a fake one in the tests */
export interface HistoryWindow {
  history: Pick<History, 'state' | 'pushState' | 'back'>
  addEventListener(type: 'popstate', listener: () => void): void
}

const MARK = 'hearthwatchDialog'

const markOf = (state: unknown): string | undefined =>
  state && typeof state === 'object' && MARK in state ? String((state as Record<string, unknown>)[MARK]) : undefined

export function dialogHistory(win: HistoryWindow) {
  const open: DialogEntry[] = []
  /** a Back we made ourselves, to take a closed dialog's entry off, not yet landed: not the person's */
  let ownBack = false
  let listening = false

  function back() {
    ownBack = true
    win.history.back()
  }

  function push(entry: DialogEntry) {
    entry.pushed = true
    const state = win.history.state && typeof win.history.state === 'object' ? win.history.state : {}
    win.history.pushState({ ...state, [MARK]: entry.id }, '')
  }

  /** the open dialogs that have no entry yet, in the order they opened: once no Back of ours is on its way */
  function pushWaiting() {
    if (ownBack) return
    for (const entry of open) if (!entry.pushed) push(entry)
  }

  /** the entry now current belongs to a dialog no longer open: step over it (same address, nothing to see) */
  function stepOverStale() {
    const mark = markOf(win.history.state)
    if (mark !== undefined && !open.some((e) => e.id === mark)) back()
  }

  function onPopState() {
    if (ownBack) ownBack = false
    else {
      // the person went back: close every dialog above the entry they are on now
      const mark = markOf(win.history.state)
      while (open.length > 0 && open[open.length - 1]!.id !== mark) open.pop()!.close()
    }
    stepOverStale()
    pushWaiting()
  }

  function register(entry: DialogEntry) {
    if (!listening) {
      listening = true
      win.addEventListener('popstate', onPopState)
    }
    if (!open.includes(entry)) open.push(entry)
    // after every effect of the commit: a page that tidies its address as it opens a dialog
    // (?notifications=1) must tidy the entry below the dialog's, not the dialog's own
    queueMicrotask(() => {
      if (open.includes(entry) && !entry.pushed) pushWaiting()
    })
  }

  function unregister(entry: DialogEntry) {
    const at = open.indexOf(entry)
    if (at >= 0) open.splice(at, 1)
    // after the commit: StrictMode (and a re-render that keeps it open) registers the same entry again
    setTimeout(() => {
      if (open.includes(entry)) return
      entry.pushed = false
      if (!ownBack && markOf(win.history.state) === entry.id) back()
    }, 0)
  }

  /** Closes the dialog or drawer on top, if one is open (true), as Back would */
  function closeTop(): boolean {
    const top = open[open.length - 1]
    if (!top) return false
    top.close()
    return true
  }

  return { register, unregister, closeTop }
}
