import { useEffect } from 'react'
import { APP_TITLE } from '@/lib/format/badge-count'

/**
 * The window's title names the page as its h1 does ('Page Not Found · Hearthwatch'), for pages outside the
 * signed-in layout (whose title, with its alert count, is alerts-badge.tsx's): a screen reader says it first, and a
 * list of tabs shows it; without it they read 'Hearthwatch', the name of no page. Put back as the page leaves.
 */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${APP_TITLE}`
    return () => void (document.title = APP_TITLE)
  }, [title])
}
