import { BellRing } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { serverMessage } from '@/lib/api-error'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { toast } from '@/lib/use-toast'
import { useDismissAlertsIntro, useNotificationSettings } from '../api/notification-settings'
import { alertsIntroLines } from '../lib/alerts-intro'

/**
 * For a carer who joined by invitation, on her first visits until she dismisses it (on any device): how
 * alerts about this home reach her, from her own settings. `isSettled` once her settings have answered,
 * so the page can be laid out with the card in place rather than have it push everything down later.
 */
export function useAlertsIntro({ home, email, isOffered }: { home: string; email: string | null; isOffered: boolean }): { isSettled: boolean; card: ReactNode } {
  const settings = useNotificationSettings({ enabled: isOffered })
  const isSettled = !isOffered || !settings.isPending
  const card = isOffered && settings.data?.alertsIntroDue ? <AlertsIntroCard lines={alertsIntroLines(home, email, settings.data)} /> : null
  return { isSettled, card }
}

function AlertsIntroCard({ lines }: { lines: string[] }) {
  const dismiss = useDismissAlertsIntro()
  const headingId = useId()
  async function onDismiss() {
    try {
      await dismiss.mutateAsync()
      // the card and its button go: she reads on from the page's heading (in reach of focus(), not of Tab)
      const heading = document.querySelector<HTMLElement>('main h1')
      if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
      heading?.focus()
    } catch (err) {
      if (!isUnauthorizedError(err)) toast({ title: 'Not Saved', description: serverMessage(err, 'Please try again.'), variant: 'destructive' })
    }
  }
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-blue-950 sm:flex-row sm:items-start">
      <BellRing className="mt-0.5 size-5 shrink-0 max-sm:hidden" aria-hidden="true" />
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <h2 id={headingId} className="font-semibold">
          How alerts reach you
        </h2>
        {lines.map((line) => (
          <p key={line} className="break-words">
            {line}
          </p>
        ))}
      </div>
      <Button variant="outline" size="sm" className="min-h-11 self-start sm:min-h-9" busy={dismiss.isPending} onClick={() => void onDismiss()}>
        Got it
      </Button>
    </section>
  )
}
