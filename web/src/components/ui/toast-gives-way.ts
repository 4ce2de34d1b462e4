import { useEffect, type MouseEvent } from 'react'

/*
 * A toast in the top bar lies over the bar's controls after the menu button: on a phone the home picker
 * and its '+N other homes' (decision 0083), for the toast's five seconds. It gives way to them: a tap on
 * the toast where one of them lies puts the toast away and reaches that control, so switching home is
 * still one tap; a tap anywhere else on it puts it away; and focus moving to a control it covers (Tab)
 * puts it away too. Only the top bar's controls are reached through it: they open a list or a menu and
 * change nothing, where a tap meant for the toast must not resolve an alert lying under a long message.
 */

const TOP_BAR_CONTROL = '[data-top-bar] :is(button, a[href], [role=combobox])'

/** The toast's click: away, and on to the top bar's control under the tap, if any */
export function passTapThrough(event: MouseEvent<HTMLElement>, close: () => void) {
  // Radix cancels the click that ends a swipe (the swipe closes the toast itself); the toast's own buttons act as they are
  if (event.nativeEvent.defaultPrevented || (event.target as Element).closest('button, a[href]')) return
  const toastElement = event.currentTarget
  const under = document.elementsFromPoint(event.clientX, event.clientY).find((el) => !toastElement.contains(el))
  close()
  const control = under?.closest<HTMLElement>(TOP_BAR_CONTROL)
  control?.focus()
  control?.click()
}

type Box = Pick<DOMRect, 'left' | 'right' | 'top' | 'bottom'>
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

const PAGE_CONTROL = '#main :is(button, a[href], input, select, textarea, [role=switch], [role=checkbox])'

/**
 * A toast taller than the top bar (large text on a phone: at 200 % it stood 245 px wide and 560 tall beside the menu
 * button, over the alert's Call Now, Send Message and Open in Alerts) goes to the top or the bottom edge, the screen's
 * width (toast.tsx), whichever lies over fewer of the page's controls: away from the buttons just tapped and their
 * neighbours. Run as the toasts change, before the browser paints.
 */
export function placeTallToast(viewport: HTMLElement | null) {
  if (!viewport) return
  delete viewport.dataset.edge
  const toast = viewport.querySelector('[data-toast][data-state=open]')
  // over a dialog it is at the dialog's top edge (toast.tsx), and its place there is kept as the dialog closes
  const barFoot = !document.querySelector('[role=dialog],[role=alertdialog]') && document.querySelector('[data-top-bar]')?.getBoundingClientRect().bottom
  if (!toast || !barFoot || toast.getBoundingClientRect().bottom <= barFoot) return
  const covered = (edge: string) => {
    viewport.dataset.edge = edge
    // its part below the bar: what the page scrolled under the bar is hidden anyway
    const { left, right, top, bottom } = toast.getBoundingClientRect()
    const box = { left, right, top: Math.max(top, barFoot), bottom }
    return [...document.querySelectorAll(PAGE_CONTROL)].filter((c) => overlaps(c.getBoundingClientRect(), box)).length
  }
  if (covered('top') < covered('bottom')) viewport.dataset.edge = 'top'
}

/** Focus moving to a top bar control that an open toast lies over puts that toast away */
export function useToastGivesWayToFocus(close: () => void) {
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const target = event.target
      if (!(target instanceof HTMLElement) || !target.matches(TOP_BAR_CONTROL)) return
      const place = target.getBoundingClientRect()
      const toasts = document.querySelectorAll('[data-toast][data-state=open]')
      if ([...toasts].some((t) => overlaps(t.getBoundingClientRect(), place))) close()
    }
    document.addEventListener('focusin', onFocus)
    return () => document.removeEventListener('focusin', onFocus)
  }, [close])
}
