import { Bell } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { loadPageCode } from '@/lib/stale-build'
import { useFetchAheadWhenSettled } from '@/lib/when-idle'
import { useNotificationSettings } from '../api/notification-settings'
import type { NotificationsDialogProps } from './notifications-dialog'

// The dialog is code of its own, with its push and radio-group libraries: not in any page's first load (decision
// 0069's budget), asked for once the page has its data and the browser is idle, or when a pointer or focus comes
// to the Notifications entry, so it is there before the first press
const loadDialog = () => import('./notifications-dialog')
const NotificationsDialogCode = lazy(async () => ({ default: (await loadPageCode(loadDialog)).NotificationsDialog }))
const fetchDialog = () => void loadDialog().catch(() => undefined)

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

/**
 * The NotificationsDialog, its code fetched ahead (above); opened before it has come, it shows as the code comes,
 * focus staying on what opened it until then. The settings are asked for beside the code, not after it.
 */
export function NotificationsDialog(props: NotificationsDialogProps) {
  const [hasOpened, setHasOpened] = useState(props.open)
  if (props.open && !hasOpened) setHasOpened(true)
  useNotificationSettings({ enabled: props.open })
  useFetchAheadWhenSettled(fetchDialog)
  if (!hasOpened) return null
  return (
    <Suspense fallback={null}>
      <NotificationsDialogCode {...props} />
    </Suspense>
  )
}

/** 'Notifications' in the sidebar's footer: opens the dialog */
export function NotificationsEntry({ className, onOpen }: { className?: string; onOpen: () => void }) {
  return (
    <button type="button" onClick={onOpen} onPointerEnter={fetchDialog} onFocus={fetchDialog} className={className}>
      <Bell className="size-4" aria-hidden="true" />
      Notifications
    </button>
  )
}
