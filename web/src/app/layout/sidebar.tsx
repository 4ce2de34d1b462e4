import type { CurrentUser } from '@contracts/auth'
import { HeartPulse, LogOut } from 'lucide-react'
import type { MouseEvent } from 'react'
import { Link, useLocation } from 'wouter'
import { NotificationsEntry } from '@/features/notifications/components/notifications-entry'
import { useCircle } from '@/lib/circle'
import { pathOnHome } from '@/lib/home-address'
import { signOut, SIGN_OUT_URL } from '@/lib/sign-out'
import { cn } from '@/lib/utils'
import { ActiveAlertsBadge } from './alerts-badge'
import { navItemAt, navItemsFor } from './nav-items'
import { RoleBadge } from '@/components/role-badge'

// 44 px tall on a touch screen: a finger's width (the drawer on a phone, the sidebar on a tablet)
const ITEM = 'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 pointer-coarse:min-h-11'
const FOOTER_ITEM = cn(ITEM, 'w-full')

/** A plain click signs out through signOut() (this browser's push goes first); a new tab or window is left to the browser */
function signOutHere(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  void signOut()
}

/** The navigation column: fixed on wide screens, the content of the drawer on small ones */
export function SidebarNav({ user, onNavigate, onOpenNotifications }: { user: CurrentUser; onNavigate?: () => void; onOpenNotifications: () => void }) {
  const [location] = useLocation()
  // each page on the home on screen: a link opened in a new tab shows the same home (decision 0122)
  const { clientId, circles } = useCircle()
  const onHome = (href: string) => pathOnHome(href, clientId, circles.length)
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email
  return (
    // on a short screen (a phone on its side, large text) the whole column scrolls: the links alone did,
    // in a strip that shrank to a few pixels between the brand and the footer
    // a container: in a drawer under 14rem wide in the text's own size (a phone's at 200 % text) the word 'Hearthwatch'
    // and the drawer's Close do not fit side by side, and the X lay over the word: the heart alone shows there
    <div className="@container flex h-full flex-col overflow-y-auto">
      <Link href={onHome('/')} onClick={onNavigate} className="flex items-center gap-2 px-5 py-5 text-lg font-bold text-slate-900">
        <HeartPulse className="size-6 shrink-0 text-primary" aria-hidden="true" />
        <span className="@max-[14rem]:sr-only">Hearthwatch</span>
      </Link>
      <nav aria-label="Main" className="flex-1 shrink-0 space-y-1 px-3">
        {navItemsFor(user.role).map(({ href, label, icon: Icon }) => {
          const current = navItemAt(location)?.href === href
          return (
            <Link
              key={href}
              href={onHome(href)}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              className={cn(ITEM, current && 'bg-blue-50 text-blue-800')}
            >
              <Icon className="size-4" aria-hidden="true" />
              <span className="flex-1">{label}</span>
              {href === '/alerts' && <ActiveAlertsBadge role={user.role} />}
            </Link>
          )
        })}
      </nav>
      <div className="border-t p-4">
        <div className="mb-3 flex items-center justify-between gap-2">
          {/* one line, cut short with an ellipsis beside her role where the sidebar has room for one (a long name took
              two at 768 px); in a drawer narrower than 14rem of her text (a phone's at 200 %) it wraps whole, as a word
              cut there is half her name; whole in its title and read out whole */}
          <span title={name ?? undefined} className="min-w-0 text-sm font-medium text-slate-900 wrap-anywhere @min-[14rem]:truncate">
            {name}
          </span>
          <RoleBadge role={user.role} />
        </div>
        <NotificationsEntry className={FOOTER_ITEM} onOpen={onOpenNotifications} />
        <a href={SIGN_OUT_URL} onClick={signOutHere} className={FOOTER_ITEM}>
          <LogOut className="size-4" aria-hidden="true" />
          Sign Out
        </a>
      </div>
    </div>
  )
}
