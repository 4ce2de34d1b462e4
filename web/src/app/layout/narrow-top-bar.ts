import { useCallback, useState, useSyncExternalStore } from 'react'

/**
 * Under this width the top bar leaves the home picker no room for a home's name. In rem, so it counts in the
 * text's size: the menu button, the picker's padding and chevron, '+N' and the role badge all grow with the
 * text, and at 200 % on a 390 px phone (12.2rem) the name had 0 px. 22rem: a 360 px phone at the usual size
 * keeps it in the bar (about 5rem for the name), a 320 px one, or a 390 px one at 112 % text or more, does not.
 */
export const NARROW_TOP_BAR_REM = 22

const rootRem = () => parseFloat(getComputedStyle(document.documentElement).fontSize) || 16
const isNarrow = (bar: HTMLElement | null) => bar !== null && bar.clientWidth < NARROW_TOP_BAR_REM * rootRem()

/**
 * Whether the top bar is too narrow for the home picker (one picker, placed in the bar or at the top of the
 * page: two, one hidden by a container query, were two of everything to a test and a screen reader's search).
 * Pass `setTopBar` to the bar as its ref. It is measured before the first paint (the ref's update is flushed in the commit),
 * and again when the bar's size changes: the window's width, or the text size (its height is in rem).
 */
export function useNarrowTopBar() {
  const [bar, setTopBar] = useState<HTMLElement | null>(null)
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!bar || typeof ResizeObserver === 'undefined') return () => {}
      const observer = new ResizeObserver(onChange)
      observer.observe(bar)
      return () => observer.disconnect()
    },
    [bar],
  )
  const isNarrowBar = useSyncExternalStore(subscribe, () => isNarrow(bar), () => false)
  return [isNarrowBar, setTopBar] as const
}
