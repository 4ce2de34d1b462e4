import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { APP_TITLE } from '@/lib/format/badge-count'
import { focusPageStart } from '@/lib/page-focus'
import { navItemAt, pageAt } from './nav-items'

// The page the layout last showed in this document. Module-wide, not a ref: the first page of a document
// is left alone (the browser has put focus at its start), but arriving in the layout from a page outside
// it (the legal pages, the 404) is a page change; and StrictMode's second run of an effect sees the same page.
let shownPage: string | undefined

/**
 * After a move to another page (a link, the browser's back and forward, a redirect; not a new query
 * string or home on the same page), focus goes to the new page's h1 (lib/page-focus.ts) and this polite
 * region says its name, once per change. Rendered once, in the layout, which lasts from page to page: a
 * live region that remounts is not heard.
 */
export function PageChange() {
  const [location] = useLocation()
  const page = pageAt(location)
  const region = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const before = shownPage
    shownPage = page
    const main = document.getElementById('main')
    if (before === undefined || before === page || !main) return
    if (region.current) region.current.textContent = navItemAt(page)?.label ?? APP_TITLE
    return focusPageStart(main)
  }, [page])
  return <div ref={region} aria-live="polite" aria-atomic="true" className="sr-only" data-testid="page-announcement" />
}
