import { browserZone } from '@/lib/format/home-time'
import { useState, type FormEvent } from 'react'
import { AUTH_MESSAGES, EMAIL_DELIVERABLE_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '@contracts/auth'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NETWORK_ERROR } from '../error-messages'
import { keptRegistration } from '../kept-fields'
import { submitAuthForm } from '../submit-form'

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const
type Fields = Record<(typeof FIELDS)[number], string>

/** The spec's checks, in its order (SPEC.md §5), with the server's length limits in the form's order */
export function validateRegistration(f: Fields): string | null {
  if (!f.firstName.trim() || !f.lastName.trim() || !f.email.trim() || !f.password) return AUTH_MESSAGES.missingFields
  if (f.firstName.trim().length > NAME_MAX) return AUTH_MESSAGES.firstNameTooLong
  if (f.lastName.trim().length > NAME_MAX) return AUTH_MESSAGES.lastNameTooLong
  if (f.email.trim().length > EMAIL_DELIVERABLE_MAX) return AUTH_MESSAGES.emailTooLong
  if (f.password.length < PASSWORD_MIN) return AUTH_MESSAGES.passwordTooShort
  if (f.password.length > PASSWORD_MAX) return AUTH_MESSAGES.passwordTooLong
  if (f.password !== f.confirmPassword) return AUTH_MESSAGES.passwordMismatch
  return null
}

export function RegisterForm({ onError }: { onError: (message: string) => void }) {
  const [isSubmitting, setSubmitting] = useState(false)
  const [kept] = useState(() => keptRegistration.take(window.location.search))

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const fields = Object.fromEntries(FIELDS.map((k) => [k, String(data.get(k) ?? '')])) as Fields
    const problem = validateRegistration(fields)
    if (problem) return onError(problem)
    setSubmitting(true)
    keptRegistration.keep(fields)
    try {
      const { confirmPassword: _, ...body } = fields
      const timeZone = browserZone()
      const outcome = await submitAuthForm('/auth/register', { ...body, timeZone })
      if (outcome !== true) onError(typeof outcome === 'string' ? outcome : 'Registration failed. Please try again.')
    } catch {
      onError(NETWORK_ERROR)
    } finally {
      setSubmitting(false)
    }
  }

  // noValidate: the spec's own messages explain a problem, not the browser's bubbles
  return (
    <form method="post" action="/auth/register" onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id="firstName" label="First name" autoComplete="given-name" defaultValue={kept?.firstName} />
        <Field id="lastName" label="Last name" autoComplete="family-name" defaultValue={kept?.lastName} />
      </div>
      <Field id="email" label="Email" type="email" autoComplete="email" defaultValue={kept?.email} />
      <div className="grid gap-2">
        <Label htmlFor="password">Password</Label>
        <Input id="password" name="password" type="password" autoComplete="new-password" aria-describedby="password-help" required />
        <p id="password-help" className="text-xs text-slate-600">
          Must be at least 6 characters
        </p>
      </div>
      <Field id="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  )
}

function Field({ id, label, type = 'text', autoComplete, defaultValue }: { id: string; label: string; type?: string; autoComplete: string; defaultValue?: string }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={id} type={type} autoComplete={autoComplete} defaultValue={defaultValue} required />
    </div>
  )
}
