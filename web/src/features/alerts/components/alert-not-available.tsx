import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { leaveUnread } from '@/lib/api-client'
import { withReturnPath } from '@/lib/sign-in-path'
import { forgetThisBrowsersPush, SIGN_OUT_URL } from '@/lib/sign-out'

export const ALERT_NOT_AVAILABLE = 'This alert is not available to you'

/**
 * An alert's link (e-mail, push) opened by someone signed in who may not see that home: a shared tablet signed
 * in as her husband, a carer since taken out of the circle. It used to show a passing toast ('That home is not
 * available to you') over this person's own Alerts page, whose 'No Active Alerts' read, at night, as 'the alert
 * is over'. Said here instead, in place of any home's alerts, with a way to sign in as the person it was for
 * (back to the same link) and a way on to the alerts she can see. Focus comes here: the page opened for it.
 */
export function AlertNotAvailable({ email, link, onDismiss }: { email: string | null; link: string; onDismiss: () => void }) {
  const notice = useRef<HTMLDivElement>(null)
  const [isLeaving, setLeaving] = useState(false)
  useEffect(() => notice.current?.focus(), [])

  async function signInAsSomeoneElse() {
    setLeaving(true)
    // signed out here (this browser's alert pushes first, as Sign Out does), then the sign-in page, which comes back to the link
    await forgetThisBrowsersPush()
    await fetch(SIGN_OUT_URL, { credentials: 'include' }).then(leaveUnread).catch(() => undefined)
    window.location.assign(withReturnPath('/login', link))
  }

  return (
    <div ref={notice} role="alert" tabIndex={-1} className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 outline-hidden">
      <h2 className="text-lg font-semibold">{ALERT_NOT_AVAILABLE}</h2>
      <p>
        It is in a home whose care circle you are not in, so nothing of it is shown here.
        {email && ` You are signed in as ${email}: if the e-mail or notification was for someone else, sign in as them to see it.`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void signInAsSomeoneElse()} disabled={isLeaving}>
          Sign in as someone else
        </Button>
        <Button variant="outline" onClick={onDismiss}>
          Show the alerts you can see
        </Button>
      </div>
    </div>
  )
}
