import { Button, buttonVariants } from '@/components/ui/button'
import { callTarget, withoutNumber } from '@/lib/call-target'
import { useCirclePeople } from '@/lib/circle-people'
import { toast } from '@/lib/use-toast'
import { TAP } from '@/lib/tap'
import { cn } from '@/lib/utils'
import { CONTACT_ACTIONS, urgentMark, type ContactActionKind } from './contact-actions'
import { OwnCircleContacts } from './own-circle-contacts'

interface Props {
  clientId: string
  /** the alert the button is about, for a screen reader on a page with several */
  describedBy?: string
  /**
   * as the phone's call or text app opens (not where there is no number to ring): tells the circle who is on
   * the alert, as Contact and Check On Them do (decision 0094)
   */
  onDial?: () => void
}

/**
 * The phone's call or text app on the number the person being watched gave, or, without one, a word on
 * what to do; for that person, on her own alert, her circle's numbers (decision 0047)
 */
function ContactAction({ action, clientId, describedBy, onDial }: Props & { action: ContactActionKind }) {
  const { label, Icon, variant, href, look } = CONTACT_ACTIONS[action]
  const people = useCirclePeople(clientId)
  const target = callTarget(people.data, clientId)
  if (target.kind === 'phone') {
    return (
      <a className={cn(buttonVariants({ variant, size: 'sm' }), TAP, look)} href={href(target.phone)} aria-describedby={describedBy} onClick={onDial} {...urgentMark(action)}>
        <Icon aria-hidden="true" /> {label}
      </a>
    )
  }
  if (target.kind === 'own-home') return <OwnCircleContacts clientId={clientId} action={action} describedBy={describedBy} />
  // whom it reaches is known once the circle's people are read (a moment): a press before then showed
  // 'call your loved one' to the person watched herself, instead of her circle's numbers
  const isReading = target.kind === 'unknown' && people.isPending
  return (
    <Button
      variant={variant}
      size="sm"
      className={cn(TAP, look)}
      aria-describedby={describedBy}
      {...urgentMark(action)}
      disabled={isReading}
      aria-busy={isReading || undefined}
      onClick={() => toast({ title: label, description: withoutNumber(target, action) })}
    >
      <Icon aria-hidden="true" /> {label}
    </Button>
  )
}

/** Call Now for an urgent alert (the dashboard's Alerts card and the Alerts page) */
export const CallNow = (props: Props) => <ContactAction action="call" {...props} />

/** Send Message beside Call Now, on the same number */
export const SendMessage = (props: Props) => <ContactAction action="message" {...props} />
