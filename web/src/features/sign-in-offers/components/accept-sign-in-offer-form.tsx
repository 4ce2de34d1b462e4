import { AcceptSignInOffer } from '@contracts/sign-in-offers'
import { useState, type FormEvent } from 'react'
import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { acceptByLink } from '@/lib/accept-by-link'
import { issuesByField } from '@/lib/field-errors'
import { useFocusFirstError } from '@/lib/focus-first-error'
import { useAcceptSignInOffer } from '../api/accept-sign-in-offer'

const FIELDS = ['password', 'confirmPassword'] as const
type Field = (typeof FIELDS)[number]
type Errors = Partial<Record<Field, string>>

/** A password for the address the link was sent to; the server sets both and signs the person in */
export function AcceptSignInOfferForm({ token, email, onError }: { token: string; email: string; onError: (message: string | null) => void }) {
  const accept = useAcceptSignInOffer(token)
  const [errors, setErrors] = useState<Errors>({})
  const formRef = useFocusFirstError(errors)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    // the same rules, in the same order, as sign-up and reset (SPEC.md §5)
    const parsed = AcceptSignInOffer.safeParse(Object.fromEntries(FIELDS.map((k) => [k, String(data.get(k) ?? '')])))
    onError(null)
    if (!parsed.success) return setErrors(issuesByField<Field>(parsed.error.issues))
    setErrors({})
    await acceptByLink(() => accept.mutateAsync(parsed.data), { fields: FIELDS, setErrors, onError })
  }

  const field = (id: Field, label: string, hint?: string) => (
    <FormField id={id} label={label} error={errors[id]} hint={hint}>
      {(control) => <Input {...control} name={id} type="password" autoComplete="new-password" />}
    </FormField>
  )

  // noValidate: our own messages explain a problem, not the browser's bubbles
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="offered-email">Email</Label>
        <Input id="offered-email" type="email" value={email} readOnly autoComplete="username" aria-describedby="offered-email-help" className="bg-slate-50" />
        <p id="offered-email-help" className="text-xs text-slate-600">
          The address this link was sent to. You will sign in with it.
        </p>
      </div>
      {field('password', 'Password', 'Must be at least 6 characters')}
      {field('confirmPassword', 'Confirm password')}
      <Button type="submit" className="w-full" disabled={accept.isPending}>
        {accept.isPending ? 'Setting up...' : 'Set Password and Sign In'}
      </Button>
    </form>
  )
}
