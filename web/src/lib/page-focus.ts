// A page change in this single-page app tells a screen reader nothing, and focus stays on the link that
// was followed, or falls to <body> with the page it was on. As a new document would, focus goes to the
// start of the new page: its h1, else <main>.

/** How long a page's h1 is waited for (its code or its home may still be loading) before <main> takes focus */
export const PAGE_HEADING_WAIT_MS = 5_000

const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]'

/**
 * Whether focus is still free to move after a page change: on <body>, or still on what had it when the
 * page changed (the sidebar's link, a toast's) outside the new page. Anything else was put there on
 * purpose (a field the page focused, a form's first error, a dialog, the person's own Tab) and stays.
 */
export function isFocusUnclaimed(active: Element | null, left: Element | null, page: Pick<Node, 'contains'>, body: Element | null) {
  if (!active || active === body) return true
  return active === left && !page.contains(active)
}

/**
 * Moves focus to the h1 in `main` once there is one, or to `main` itself if none comes, unless focus
 * was claimed meanwhile or a dialog is open. Call once the new page has rendered; answers a cancel.
 */
export function focusPageStart(main: HTMLElement, waitMs = PAGE_HEADING_WAIT_MS): () => void {
  const left = document.activeElement
  /** true when there is nothing more to wait for */
  const settle = (target: HTMLElement | null) => {
    if (!target) return false
    if (document.querySelector(OPEN_DIALOG) || !isFocusUnclaimed(document.activeElement, left, main, document.body)) return true
    // in reach of focus() but not of Tab; the layout hides the ring a programmatic focus would draw
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus()
    return true
  }
  if (settle(main.querySelector('h1'))) return () => undefined

  const observer = new MutationObserver(() => {
    if (settle(main.querySelector('h1'))) stop()
  })
  const timer = setTimeout(() => {
    settle(main.querySelector('h1') ?? main)
    stop()
  }, waitMs)
  const stop = () => {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(main, { childList: true, subtree: true })
  return stop
}
