import { Link } from 'wouter'
import { useCircles } from '@/lib/circle'
import { cn } from '@/lib/utils'
import { alertsViewHref, openAlertsInPicker } from '../lib/alerts-view'
import type { AlertsView } from '../lib/alerts-view-of'

// 44 px to tap on a phone, where the two halves share the width
const OPTION = 'flex min-h-11 flex-1 items-center justify-center rounded-md px-3 text-sm font-medium sm:min-h-9 sm:flex-none'
const CURRENT = 'bg-white text-slate-900 shadow-sm'
const OTHER = 'text-slate-700 hover:text-slate-900'

/**
 * Staff's two views of the Alerts page: the home picked in the top bar, or every home's open alerts.
 * Links, so the view is in the address and an agent may open the other in a new tab. `openEverywhere`
 * is the All homes list's own count once read; until then the picker's.
 */
export function AlertsViewSwitch({ view, openEverywhere }: { view: AlertsView; openEverywhere?: number }) {
  const { data: circles } = useCircles()
  const open = openEverywhere ?? (circles ? openAlertsInPicker(circles) : undefined)
  const option = (to: AlertsView, label: string) => (
    <Link href={alertsViewHref(to)} aria-current={view === to ? 'page' : undefined} className={cn(OPTION, view === to ? CURRENT : OTHER)}>
      {label}
    </Link>
  )
  return (
    <nav aria-label="Whose alerts" className="flex w-full rounded-lg bg-slate-100 p-1 sm:inline-flex sm:w-auto">
      {option('home', 'This home')}
      {option('all', open === undefined ? 'All homes' : `All homes (${open} open)`)}
    </nav>
  )
}
