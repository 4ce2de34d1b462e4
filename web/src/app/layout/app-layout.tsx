import type { CurrentUser } from '@contracts/auth'
import { Menu } from 'lucide-react'
import { useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import { NewAlertAnnouncer } from '@/components/new-alert-announcer'
import { useAllHomesShown } from '@/features/alerts/hooks/use-all-homes-shown'
import { useTellBrowserTimeZone } from '@/features/auth/api/browser-time-zone'
import { Button } from '@/components/ui/button'
import { NotificationsDialog, useNotificationsDialog } from '@/features/notifications/components/notifications-entry'
import { menuButtonLabel } from '@/lib/format/badge-count'
import { useCircles } from '@/lib/circle'
import { useLiveUpdates } from '@/lib/live'
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet'
import { MenuAlertsDot, useAlertsInTitle, useTopBarAlerts } from './alerts-badge'
import { CirclePicker } from './circle-picker'
import { useFreshReadsOnPageChange } from './fresh-reads'
import { ConnectionBanner } from './connection-banner'
import { RoleBadge } from '@/components/role-badge'
import { pageAt } from './nav-items'
import { PageChange } from './page-change'
import { SidebarNav } from './sidebar'
import { useNarrowTopBar } from './narrow-top-bar'
import { useTabTitle } from './tab-title'
import { useWatchedCircle } from './watched-circle'

/**
 * The first stop of Tab on every signed-in page, shown only when focused: past the sidebar's eight links
 * and the top bar, which a keyboard user otherwise tabs through again on each page.
 */
function SkipToMain() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    document.getElementById('main')?.focus()
  }
  return (
    <a
      href="#main"
      onClick={skip}
      className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-3 focus:text-sm focus:font-medium focus:text-blue-800 focus:shadow-lg focus:ring-2 focus:ring-ring"
    >
      Skip to main content
    </a>
  )
}

/**
 * Sidebar, top bar and the main area of every signed-in page; mounted once for all of them, so the
 * sidebar keeps focus while a page changes and the live stream stays open (router.tsx).
 */
export function AppLayout({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const [location] = useLocation()
  const page = pageAt(location)
  // the page the drawer was opened on: a move to another (the back button too) closes it; the ref
  // outlives the closing, for the close handler
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null)
  const isDrawerOpen = drawerOpenOn === page
  const drawerOpenedOn = useRef(page)
  // one stream for the circle on screen keeps every open page current; on staff's All homes the same
  // stream carries every home's alerts too: one per tab (decision 0076)
  const clientId = useWatchedCircle()
  const [isNarrowBar, setTopBar] = useNarrowTopBar()
  // on All homes, once the homes on offer have answered: until then no home is picked, and a stream opened for none
  // was closed for the picked one's as they came, two streams and two 'ready's on each load of All homes
  const isHomesAnswered = !useCircles().isPending
  useLiveUpdates(clientId, { everyHome: useAllHomesShown(user.role) && isHomesAnswered })
  useFreshReadsOnPageChange(clientId, page)
  useTellBrowserTimeZone(user)
  const topBarAlerts = useTopBarAlerts(user.role)
  const alertCount = topBarAlerts?.openCount ?? 0
  const tabTitle = useTabTitle(user.role, alertCount)
  useAlertsInTitle(tabTitle.count, tabTitle.page, tabTitle.place)
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ')
  // one dialog for the sidebar's Notifications and the drawer's: the drawer closes as it opens, so the
  // dialog lives out here, not in the drawer; closed, focus goes to the menu button the drawer hung from
  const notifications = useNotificationsDialog()
  const menuButton = useRef<HTMLButtonElement>(null)
  const notificationsFromDrawer = useRef(false)
  const openNotificationsFromDrawer = () => {
    notificationsFromDrawer.current = true
    setDrawerOpenOn(null)
    notifications.open()
  }
  return (
    // the sidebar stands beside the page only where the window is 48rem wide in the text's own size (a container
    // query counts its rem in the page's text size; a media query's rem stays 16 px): at 200 % text an 820 px tablet
    // is 25.6rem, too narrow for a 16rem sidebar and a page beside it, so the drawer, as on a phone
    <div className="@container flex min-h-screen bg-slate-50">
      <SkipToMain />
      <aside className="sticky top-0 hidden h-screen w-64 shrink-0 border-r bg-white @3xl:block" aria-label="Sidebar">
        <SidebarNav user={user} onOpenNotifications={notifications.open} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        {/* data-top-bar: toasts show over it, not over the page (components/ui/toast.tsx) */}
        <header ref={setTopBar} data-top-bar="" className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b bg-white px-4">
          <Sheet open={isDrawerOpen} onOpenChange={(open) => setDrawerOpenOn(open ? page : null)}>
            <SheetTrigger asChild>
              {/* the drawer hides the sidebar's badge: the count rides on the button (44 px, a thumb's width) */}
              <Button ref={menuButton} variant="ghost" size="icon" className="relative size-11 @3xl:hidden" aria-label={menuButtonLabel(alertCount)}>
                <Menu className="size-5" />
                <MenuAlertsDot count={alertCount} />
              </Button>
            </SheetTrigger>
            {/* closed by a move to another page, focus goes to that page's start (PageChange), not back to the menu button */}
            <SheetContent
              onOpenAutoFocus={(event) => {
                drawerOpenedOn.current = pageAt(window.location.pathname)
                // the page she is on (else the first): Radix skips links, and started on Notifications, under them all
                const menu = event.currentTarget as HTMLElement | null
                const start = menu?.querySelector<HTMLElement>('nav [aria-current="page"]') ?? menu?.querySelector<HTMLElement>('nav a')
                if (!start) return
                event.preventDefault()
                start.focus()
              }}
              onCloseAutoFocus={(event) => {
                // the Notifications dialog opened from it holds focus now
                if (pageAt(window.location.pathname) !== drawerOpenedOn.current || notificationsFromDrawer.current) event.preventDefault()
              }}
            >
              <SheetTitle className="sr-only">Menu</SheetTitle>
              <SheetDescription className="sr-only">Pages of Hearthwatch</SheetDescription>
              <SidebarNav user={user} onNavigate={() => setDrawerOpenOn(null)} onOpenNotifications={openNotificationsFromDrawer} />
            </SheetContent>
          </Sheet>
          <div className="flex-1" />
          {/* in a bar too narrow to show a home's name in it (large text on a phone), the page's first row instead */}
          {/* the picker keeps its width; the name beside it gives way */}
          {!isNarrowBar && <CirclePicker className="shrink-0" />}
          {/* her own name from 40rem of window in the text's own size (640 px at the usual size): at 200 % an 820 px
              tablet is 25.6rem, a phone's width in her text, and the name left the home picker one letter (decision 0110).
              One line, cut short with an ellipsis where the bar is short of room (a 768 px tablet beside the sidebar
              and the picker wrapped 'Margaret Featherstonehaugh-Smith' onto three); the whole name in its title, and read out whole */}
          <span title={fullName} className="hidden min-w-0 truncate text-sm text-slate-700 @min-[40rem]:block">
            {fullName}
          </span>
          <RoleBadge role={user.role} />
        </header>
        <ConnectionBanner clientId={clientId} />
        {/* the page's h1 takes focus after a page change: a start to read from, not a control, so no ring. The
            top padding (2rem) is where the Reconnecting banner lies at the top of a page, over nothing */}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 pt-8 pb-4 outline-hidden md:px-6 md:pb-6 [&_h1]:outline-hidden">
          {isNarrowBar && <CirclePicker inPage className="mb-4" />}
          {children}
        </main>
      </div>
      <NotificationsDialog
        open={notifications.isOpen}
        onClose={notifications.close}
        onCloseAutoFocus={(event) => {
          if (!notificationsFromDrawer.current) return
          notificationsFromDrawer.current = false
          event.preventDefault()
          menuButton.current?.focus()
        }}
      />
      <PageChange />
      {/* every page, not only the dashboard and Alerts: someone reading the care notes hears of a new alert too */}
      <NewAlertAnnouncer key={clientId ?? ''} alerts={topBarAlerts?.alerts} myId={user.id} />
    </div>
  )
}
