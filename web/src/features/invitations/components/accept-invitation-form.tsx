import { browserZone } from '@/lib/format/home-time'
import { AcceptInvitation } from '@contracts/invitations'
import { useState, type FormEvent } from 'react'
import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { acceptByLink } from '@/lib/accept-by-link'
import { issuesByField } from '@/lib/field-errors'
import { useAcceptInvitation } from '../api/accept-invitation'
import { useFocusFirstError } from '@/lib/focus-first-error'
import { InvitedEmail } from './invited-email'

const FIELDS = ['firstName', 'lastName', 'password', 'confirmPassword'] as const
type Field = (typeof FIELDS)[number]
type Errors = Partial<Record<Field, string>>

/** Name and password for the invited address; the server makes the account and signs them in */
export function AcceptInvitationForm({ token, email, onError }: { token: string; email: string; onError: (message: string | null) => void }) {
  const accept = useAcceptInvitation(token)
  const [errors, setErrors] = useState<Errors>({})
  const formRef = useFocusFirstError(errors)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const parsed = AcceptInvitation.safeParse({
      ...Object.fromEntries(FIELDS.map((k) => [k, String(data.get(k) ?? '')])),
      timeZone: browserZone(),
    })
    onError(null)
    if (!parsed.success) {
      return setErrors(issuesByField<Field>(parsed.error.issues))
    }
    setErrors({})
    await acceptByLink(() => accept.mutateAsync(parsed.data), { fields: FIELDS, setErrors, onError })
  }

  const field = (id: Field, label: string, props: { type?: string; autoComplete: string; help?: string }) => (
    <FormField id={id} label={label} error={errors[id]} hint={props.help}>
      {(control) => <Input {...control} name={id} type={props.type ?? 'text'} autoComplete={props.autoComplete} required />}
    </FormField>
  )

  // noValidate: our own messages explain a problem, not the browser's bubbles
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {field('firstName', 'First name', { autoComplete: 'given-name' })}
        {field('lastName', 'Last name', { autoComplete: 'family-name' })}
      </div>
      <InvitedEmail email={email} help="The address your invitation was sent to" />
      {field('password', 'Password', { type: 'password', autoComplete: 'new-password', help: 'Must be at least 6 characters' })}
      {field('confirmPassword', 'Confirm password', { type: 'password', autoComplete: 'new-password' })}
      <Button type="submit" className="w-full" disabled={accept.isPending}>
        {accept.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  )
}
