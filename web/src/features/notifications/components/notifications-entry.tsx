import { Bell } from 'lucide-react'
import { useEffect, useState } from 'react'

/** Opened from the e-mails' settings link (/dashboard?notifications=1) */
const isAskedFor = () => new URLSearchParams(window.location.search).get('notifications') === '1'

/** Takes the parameter off the address, so a reload or a shared link does not open the dialog again */
function forgetAsking() {
  const url = new URL(window.location.href)
  if (!url.searchParams.has('notifications')) return
  url.searchParams.delete('notifications')
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
}

/**
 * Whether the NotificationsDialog is open: open at first when the address asks for it. Held by the
 * layout, outside the phone's menu drawer, so the drawer can close as the dialog opens from it.
 */
export function useNotificationsDialog() {
  const [isOpen, setOpen] = useState(isAskedFor)
  useEffect(forgetAsking, [])
  return { isOpen, open: () => setOpen(true), close: () => setOpen(false) }
}

/** 'Notifications' in the sidebar's footer: opens the dialog */
export function NotificationsEntry({ className, onOpen }: { className?: string; onOpen: () => void }) {
  return (
    <button type="button" onClick={onOpen} className={className}>
      <Bell className="size-4" aria-hidden="true" />
      Notifications
    </button>
  )
}
