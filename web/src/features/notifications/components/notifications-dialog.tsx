import type { NotificationSettings, NotifyLevel } from '@contracts/notifications'
import { useState, type FormEvent } from 'react'
import { FormDialogFooter } from '@/components/form-dialog-footer'
import { LoadFailed } from '@/components/load-failed'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { serverMessage } from '@/lib/api-error'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { toast } from '@/lib/use-toast'
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings'
import { LevelChoice } from './level-choice'
import { PushDevice } from './push-device'

export interface NotificationsDialogProps {
  open: boolean
  onClose: () => void
  /** where focus goes on close, when not back to what opened it (that button may be gone with the drawer it was in) */
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * 'Alert notifications': which alerts reach the person by e-mail and web push, and push on this device. Its own
 * chunk: the layout shows it through notifications-entry.tsx's NotificationsDialog, which fetches it ahead.
 */
export function NotificationsDialog({ open, onClose, onCloseAutoFocus }: NotificationsDialogProps) {
  // asked for when the dialog opens, not on every page
  const settings = useNotificationSettings({ enabled: open })
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Alert notifications</DialogTitle>
          <DialogDescription>Choose which alerts reach you when Hearthwatch is not open.</DialogDescription>
        </DialogHeader>
        {open && settings.data && <NotificationsForm settings={settings.data} onDone={onClose} />}
        {open && settings.isLoading && <Skeleton className="h-64 w-full" />}
        {open && settings.isError && <LoadFailed title="Your notification settings did not load" onRetry={() => void settings.refetch()} />}
      </DialogContent>
    </Dialog>
  )
}

const NOTHING_REACHES_YOU = 'With no e-mails and no push, no alert reaches you, emergencies included, unless Hearthwatch is open.'

function NotificationsForm({ settings, onDone }: { settings: NotificationSettings; onDone: () => void }) {
  const [alertEmails, setEmails] = useState<NotifyLevel>(settings.alertEmails)
  const [alertPush, setPush] = useState<NotifyLevel>(settings.alertPush)
  const save = useSaveNotificationSettings()

  // nothing would reach them while the app is closed: said before they save, not found out at 2 a.m.
  const hearsNothing = (alertEmails === 'none' || !settings.hasEmail) && alertPush === 'none'

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    try {
      await save.mutateAsync({ alertEmails, alertPush })
      toast({ title: 'Notifications Saved', description: hearsNothing ? NOTHING_REACHES_YOU : 'Alerts will reach you as you chose.' })
      onDone()
    } catch (err) {
      if (isUnauthorizedError(err)) return
      toast({ title: 'Not Saved', description: serverMessage(err, 'Your notification settings could not be saved'), variant: 'destructive' })
    }
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-6">
      <LevelChoice
        id="alert-emails"
        legend="E-mail"
        value={alertEmails}
        onChange={setEmails}
        isDisabled={!settings.hasEmail}
        note={
          !settings.hasEmail && (
            <p className="text-sm text-slate-700">Your account has no e-mail address, so Hearthwatch cannot e-mail you alerts.</p>
          )
        }
      />
      <section aria-labelledby="push-device-heading" className="grid gap-4 border-t pt-4">
        <h3 id="push-device-heading" className="text-sm font-medium text-slate-900">
          Push notifications on this device
        </h3>
        <PushDevice serverEndpoints={settings.pushEndpoints} />
        <LevelChoice id="alert-push" legend="Alerts to push (to every device where push is on)" value={alertPush} onChange={setPush} />
      </section>
      {hearsNothing && (
        <p role="status" data-testid="hears-nothing" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {NOTHING_REACHES_YOU}
        </p>
      )}
      <FormDialogFooter onCancel={onDone} isBusy={save.isPending} label="Save" busyLabel="Saving..." />
    </form>
  )
}
