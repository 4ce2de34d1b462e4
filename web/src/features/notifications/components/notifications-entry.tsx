import { Bell } from 'lucide-react'
import { useEffect, useState } from 'react'
import { NotificationsDialog } from './notifications-dialog'

/** Opened from the e-mails' settings link (/dashboard?notifications=1) */
const isAskedFor = () => new URLSearchParams(window.location.search).get('notifications') === '1'

/** Takes the parameter off the address, so a reload or a shared link does not open the dialog again */
function forgetAsking() {
  const url = new URL(window.location.href)
  if (!url.searchParams.has('notifications')) return
  url.searchParams.delete('notifications')
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
}

/** 'Notifications' in the sidebar's footer, and the dialog it opens */
export function NotificationsEntry({ className }: { className?: string }) {
  const [isOpen, setOpen] = useState(isAskedFor)
  useEffect(forgetAsking, [])
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={className}>
        <Bell className="size-4" aria-hidden="true" />
        Notifications
      </button>
      <NotificationsDialog open={isOpen} onClose={() => setOpen(false)} />
    </>
  )
}
