import { MessageSquare, Phone } from 'lucide-react'
import { Button, buttonVariants } from '@/components/ui/button'
import { callTarget, smsHref, telHref, withoutNumber } from '@/lib/call-target'
import { useCirclePeople } from '@/lib/circle-people'
import { toast } from '@/lib/use-toast'
import { cn } from '@/lib/utils'

/** a finger needs 44 px on a phone; the desktop keeps the small buttons */
const TAP = 'h-11 sm:h-9'

interface Props {
  clientId: string
  /** the alert the button is about, for a screen reader on a page with several */
  describedBy?: string
}

/**
 * Call Now for an urgent alert (the dashboard's Alerts card and the Alerts page): the phone's call
 * app on the number the person being watched gave, or, without one, a word on what to do
 */
export function CallNow({ clientId, describedBy }: Props) {
  const target = callTarget(useCirclePeople(clientId).data, clientId)
  if (target.kind === 'phone') {
    return (
      <a className={cn(buttonVariants({ variant: 'destructive', size: 'sm' }), TAP)} href={telHref(target.phone)} aria-describedby={describedBy}>
        <Phone aria-hidden="true" /> Call Now
      </a>
    )
  }
  return (
    <Button
      variant="destructive"
      size="sm"
      className={TAP}
      aria-describedby={describedBy}
      onClick={() => toast({ title: 'Call Now', description: withoutNumber(target, 'call') })}
    >
      <Phone aria-hidden="true" /> Call Now
    </Button>
  )
}

/** Send Message beside Call Now: the phone's text app on the same number */
export function SendMessage({ clientId, describedBy }: Props) {
  const target = callTarget(useCirclePeople(clientId).data, clientId)
  if (target.kind === 'phone') {
    return (
      <a className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), TAP)} href={smsHref(target.phone)} aria-describedby={describedBy}>
        <MessageSquare aria-hidden="true" /> Send Message
      </a>
    )
  }
  return (
    <Button
      variant="outline"
      size="sm"
      className={TAP}
      aria-describedby={describedBy}
      onClick={() => toast({ title: 'Send Message', description: withoutNumber(target, 'message') })}
    >
      <MessageSquare aria-hidden="true" /> Send Message
    </Button>
  )
}
