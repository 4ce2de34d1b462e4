// Call Now and Send Message on the person watched's own urgent alert (decision 0047): she is the one
// the buttons would reach, so they open the numbers of the people in her care circle instead, to call
// or text one of them from here, as Quick Contact lists them.
import { Mail } from 'lucide-react'
import { Button, buttonVariants } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog'
import { personTie, useCirclePeople, type CirclePerson } from '@/lib/circle-people'
import { TAP } from '@/lib/tap'
import { cn } from '@/lib/utils'
import { CONTACT_ACTIONS, urgentMark, type ContactActionKind } from './contact-actions'

// a finger-sized link, the width of a narrow dialog
const BIG_LINK = cn(buttonVariants({ variant: 'outline' }), 'min-h-11 w-full justify-start sm:w-auto')

const fullName = (p: CirclePerson) => [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email || 'Unnamed'

interface Props {
  clientId: string
  action: ContactActionKind
  describedBy?: string
}

export function OwnCircleContacts({ clientId, action, describedBy }: Props) {
  const { label, Icon, variant, href, look } = CONTACT_ACTIONS[action]
  const people = useCirclePeople(clientId)
  const others = (people.data ?? []).filter((p) => !p.isYou)
  return (
    <Dialog onOpenChange={(open) => open && void people.refetch()}>
      <DialogTrigger asChild>
        <Button variant={variant} size="sm" className={cn(TAP, look)} aria-describedby={describedBy} {...urgentMark(action)}>
          <Icon aria-hidden="true" /> {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{label}</DialogTitle>
          <DialogDescription>
            {action === 'call'
              ? 'Call someone in your care circle, or the emergency services if you need help now.'
              : 'Send someone in your care circle a message.'}
          </DialogDescription>
        </DialogHeader>
        <ul className="space-y-3" aria-label="Your care circle">
          {others.map((p) => (
            <li key={p.id} className="space-y-2 rounded-md border p-3 text-sm" data-person={p.id}>
              <p className="break-words">
                <span className="font-medium text-slate-900">{fullName(p)}</span>
                <span className="text-slate-600"> · {personTie(p)}</span>
                {p.phone && <span className="block text-slate-700">{p.phone}</span>}
              </p>
              {p.phone ? (
                <a className={BIG_LINK} href={href(p.phone)}>
                  <Icon aria-hidden="true" /> {action === 'call' ? 'Call' : 'Text'} {fullName(p)}
                </a>
              ) : (
                <>
                  <p className="text-slate-700">No phone number given yet.</p>
                  {p.email && (
                    <a className={BIG_LINK} href={`mailto:${p.email}`}>
                      <Mail aria-hidden="true" /> E-mail {fullName(p)}
                    </a>
                  )}
                </>
              )}
            </li>
          ))}
          {people.isLoading && <li className="text-sm text-slate-600">Loading…</li>}
          {people.isError && <li className="text-sm text-red-800">Your care circle could not be loaded. Please try again.</li>}
          {people.isSuccess && others.length === 0 && <li className="text-sm text-slate-700">Nobody else is in your care circle yet.</li>}
        </ul>
      </DialogContent>
    </Dialog>
  )
}
