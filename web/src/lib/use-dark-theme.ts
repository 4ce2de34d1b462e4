import { useSyncExternalStore } from 'react'

// the system setting index.css's dark theme follows (decision 0062)
const DARK = '(prefers-color-scheme: dark)'

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(DARK)
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}

/**
 * Whether the page is drawn dark, for the few words that name a colour: in the dark theme more activity
 * is brighter, not darker. Follows the setting when it changes (a phone turning dark at sunset).
 */
export function useDarkTheme() {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(DARK).matches ?? false,
    () => false,
  )
}
