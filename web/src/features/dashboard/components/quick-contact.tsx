import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Mail, Phone, Users } from 'lucide-react'
import { Phone as PhoneSchema } from '@contracts/profile'
import { Button, buttonVariants } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog'
import { FormMessage, fieldMessageId } from '@/components/ui/form-message'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { parseApiError } from '@/lib/api-error'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { toast } from '@/lib/use-toast'
import { cn } from '@/lib/utils'
import { telHref } from '@/lib/call-target'
import { personTie, useCirclePeople, type CirclePerson } from '@/lib/circle-people'
import { errorMessage, useSavePhone } from '../api/dashboard-api'

// a finger-sized target on a phone (44 px high), full width when the dialog is narrow
const BIG_LINK = cn(buttonVariants({ variant: 'outline' }), 'min-h-11 flex-1 basis-36 sm:flex-none')

const fullName = (p: CirclePerson) => [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email || 'Unnamed'

/** The circle's people, each with a Call link (when they gave a number) and an E-mail link */
export function QuickContact({ clientId, name }: { clientId: string; name: string }) {
  const [isOpen, setOpen] = useState(false)
  const people = useCirclePeople(clientId)
  const open = (next: boolean) => {
    setOpen(next)
    // numbers change elsewhere: read them afresh each time the dialog opens
    if (next) void people.refetch()
  }
  return (
    <Dialog open={isOpen} onOpenChange={open}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Phone aria-hidden="true" /> Quick Contact
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Quick Contact</DialogTitle>
          <DialogDescription>People in the care circle of {name}.</DialogDescription>
        </DialogHeader>
        {people.isError ? (
          <p className="text-sm text-red-800">The care circle&apos;s people could not be loaded. Please try again.</p>
        ) : (
          <ul className="space-y-3" aria-label="People in the care circle">
            {(people.data ?? []).map((p) => (
              <PersonEntry key={p.id} person={p} clientId={clientId} />
            ))}
            {people.isLoading && <li className="text-sm text-slate-600">Loading…</li>}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  )
}

function PersonEntry({ person, clientId }: { person: CirclePerson; clientId: string }) {
  const [isEditing, setEditing] = useState(false)
  const editButton = useRef<HTMLButtonElement>(null)
  const wasEditing = useRef(false)
  // the form closed: focus goes back to the button that opened it, not to the page behind the dialog
  useEffect(() => {
    if (wasEditing.current && !isEditing) editButton.current?.focus()
    wasEditing.current = isEditing
  }, [isEditing])
  const full = fullName(person)
  // your own number; or that of the person watched, who does not sign in to give it, for those who look after the home
  const mayEdit = person.isYou || Boolean(person.mayEditPhone)
  const whose = person.isYou ? 'your' : 'their'
  return (
    <li className="space-y-3 rounded-md border p-3 text-sm" data-person={person.id}>
      <p className="flex items-center gap-2">
        <Users className="size-4 shrink-0 text-slate-600" aria-hidden="true" />
        <span className="min-w-0 break-words">
          <span className="font-medium text-slate-900">{full}</span>
          {person.isYou && <span className="text-slate-900"> (you)</span>}
          <span className="text-slate-600"> · {personTie(person)}</span>
          {person.phone && <span className="block text-slate-700">{person.phone}</span>}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        {person.phone && !person.isYou && (
          <a className={BIG_LINK} href={telHref(person.phone)}>
            <Phone aria-hidden="true" /> Call {full}
          </a>
        )}
        {person.email && !person.isYou && (
          <a className={BIG_LINK} href={`mailto:${person.email}`}>
            <Mail aria-hidden="true" /> E-mail {full}
          </a>
        )}
        {mayEdit && !isEditing && (
          <Button ref={editButton} variant="outline" className="min-h-11" onClick={() => setEditing(true)}>
            <Phone aria-hidden="true" /> {person.phone ? `Change ${whose} phone number` : `Add ${whose} phone number`}
          </Button>
        )}
      </div>
      {mayEdit && isEditing && <PhoneForm current={person.phone} forClient={person.isYou ? null : { clientId, name: full }} onDone={() => setEditing(false)} />}
    </li>
  )
}

/** What the form says: of your own number, or of the person watched (`forClient`), for whom a carer gives it */
function phoneFormWords(forClient: { name: string } | null) {
  if (!forClient) {
    return {
      label: 'Your phone number',
      removeHint: 'Leave it empty to remove your number.',
      saved: { title: 'Phone Number Saved', description: 'Your care circle can now call you from Quick Contact.' },
      removed: { title: 'Phone Number Removed', description: 'Your care circle will reach you by e-mail.' },
    }
  }
  return {
    label: `${forClient.name}'s phone number`,
    removeHint: 'Leave it empty to remove the number.',
    saved: { title: 'Phone Number Saved', description: `Call Now and Quick Contact now dial ${forClient.name}.` },
    removed: { title: 'Phone Number Removed', description: `Call Now has no number for ${forClient.name} until one is added.` },
  }
}

/** A phone number, checked here as the server checks it; empty removes it */
function PhoneForm({ current, forClient, onDone }: { current: string | null; forClient: { clientId: string; name: string } | null; onDone: () => void }) {
  const id = useId()
  const [value, setValue] = useState(current ?? '')
  const [problem, setProblem] = useState<string | null>(null)
  const save = useSavePhone(forClient?.clientId)
  const words = phoneFormWords(forClient)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = PhoneSchema.safeParse(value)
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? 'Enter a valid phone number')
    setProblem(null)
    try {
      const { phone } = await save.mutateAsync(value.trim())
      toast(phone ? words.saved : words.removed)
      onDone()
    } catch (error) {
      if (isUnauthorizedError(error)) return
      setProblem(parseApiError(error).body?.details?.phone?.[0] ?? errorMessage(error))
    }
  }

  return (
    <form className="space-y-2" onSubmit={(e) => void submit(e)} noValidate>
      <Label htmlFor={id}>{words.label}</Label>
      <Input
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete={forClient ? 'off' : 'tel'}
        autoFocus
        placeholder="+44 7700 900123"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint ${fieldMessageId(id)}`}
        className="h-11"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Digits, spaces or dashes, with + and the country code if you like. {words.removeHint}
      </p>
      <FormMessage id={fieldMessageId(id)}>{problem}</FormMessage>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="min-h-11 flex-1 sm:flex-none" busy={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Number'}
        </Button>
        <Button type="button" variant="outline" className="min-h-11 flex-1 sm:flex-none" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
