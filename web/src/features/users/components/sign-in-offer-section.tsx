import { notEmailedText } from '@contracts/mail'
import { SIGN_IN_OFFER_TTL_DAYS, SignInOfferCreate, type PendingSignInOffer, type SignInOfferSent } from '@contracts/sign-in-offers'
import { format } from 'date-fns'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { FormMessage, fieldMessageId } from '@/components/ui/form-message'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { serverMessage } from '@/lib/api-error'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { issuesByField, serverFieldErrors } from '@/lib/field-errors'
import { useFocusFirstError } from '@/lib/focus-first-error'
import { useNow } from '@/lib/use-now'
import { toast } from '@/lib/use-toast'
import { useOfferSignIn, useResendSignInOffer, useSignInOffer, useWithdrawSignInOffer } from '../api/sign-in-offer'
import type { ManagedUser } from '../api/users'

const EMAIL_ID = 'sign-in-offer-email'
const day = (iso: string) => format(new Date(iso), 'MMM dd, yyyy')

/**
 * Edit User's part for someone who does not sign in (decision 0025): staff type the person's address
 * and a link to choose a password is mailed to it. The account changes only when the link is used,
 * so until then this says which address it went to, and the link can be resent or withdrawn.
 */
export function SignInOfferSection({ user }: { user: ManagedUser }) {
  const name = user.firstName || 'This person'
  const { data } = useSignInOffer(user.id)
  const offer = data?.offer ?? null
  const [email, setEmail] = useState('')
  const [fieldError, setFieldError] = useState<{ email?: string }>({})
  const [error, setError] = useState<string | null>(null)
  const formRef = useFocusFirstError(fieldError)
  const send = useOfferSignIn(user.id)
  const resend = useResendSignInOffer(user.id)
  const withdraw = useWithdrawSignInOffer(user.id)

  const fail = (err: unknown, fallback: string) => {
    if (!isUnauthorizedError(err)) setError(serverMessage(err, fallback))
  }

  async function onSend(event: FormEvent) {
    event.preventDefault()
    setError(null)
    // the server's own rule and words, before the round trip
    const parsed = SignInOfferCreate.safeParse({ email })
    if (!parsed.success) return setFieldError(issuesByField<'email'>(parsed.error.issues))
    setFieldError({})
    try {
      announce(await send.mutateAsync(parsed.data))
      setEmail('')
    } catch (err) {
      const found = serverFieldErrors(err, ['email'] as const)
      if (found.email) return setFieldError(found)
      fail(err, 'The sign-in link could not be sent. Please try again.')
    }
  }

  async function onResend() {
    setError(null)
    try {
      announce(await resend.mutateAsync())
    } catch (err) {
      fail(err, 'The sign-in link could not be sent again. Please try again.')
    }
  }

  async function onWithdraw(pending: PendingSignInOffer) {
    setError(null)
    try {
      await withdraw.mutateAsync()
      toast({ title: 'Sign-in Link Withdrawn', description: `The link sent to ${pending.email} no longer works.` })
    } catch (err) {
      fail(err, 'The sign-in link could not be withdrawn. Please try again.')
    }
  }

  return (
    <section aria-labelledby="sign-in-offer-heading" className="grid gap-3 border-t pt-4">
      <h3 id="sign-in-offer-heading" className="font-semibold text-slate-900">
        Sign-in
      </h3>
      {offer ? (
        <PendingOffer offer={offer} isBusy={resend.isPending || withdraw.isPending} onResend={onResend} onWithdraw={() => void onWithdraw(offer)} />
      ) : (
        <p className="text-sm text-slate-600">
          {name} does not sign in. To give them their own sign-in, enter their e-mail address: we will e-mail them a link to choose a password.
          Nothing changes until they use it.
        </p>
      )}
      <form ref={formRef} onSubmit={onSend} noValidate className="grid gap-2">
        <Label htmlFor={EMAIL_ID}>{offer ? 'Send to another address instead' : 'Their e-mail address'}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={EMAIL_ID}
            type="email"
            autoComplete="off"
            placeholder="name@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={fieldError.email ? true : undefined}
            aria-describedby={fieldError.email ? fieldMessageId(EMAIL_ID) : undefined}
          />
          <Button type="submit" variant="outline" busy={send.isPending} className="sm:shrink-0">
            {send.isPending ? 'Sending...' : 'Send Sign-in Link'}
          </Button>
        </div>
        <FormMessage id={fieldMessageId(EMAIL_ID)}>{fieldError.email}</FormMessage>
      </form>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </section>
  )
}

function PendingOffer(props: { offer: PendingSignInOffer; isBusy: boolean; onResend: () => void; onWithdraw: () => void }) {
  const { offer } = props
  const isExpired = Date.parse(offer.expiresAt) <= useNow().getTime()
  return (
    <div className="grid gap-3 rounded-md bg-slate-50 p-3" data-sign-in-offer={offer.email}>
      <p className="text-sm text-slate-700">
        A sign-in link was sent to <span className="break-all font-medium text-slate-900">{offer.email}</span> on {day(offer.sentAt)}
        {offer.offeredByName ? ` by ${offer.offeredByName}` : ''}.{' '}
        {isExpired ? `It has expired: resend it for another ${SIGN_IN_OFFER_TTL_DAYS} days.` : `It works until ${day(offer.expiresAt)}, once.`} Until it is used,
        the account has no e-mail and no password.
      </p>
      <div className="flex gap-2">
        <Button type="button" variant="outline" size="sm" busy={props.isBusy} onClick={props.onResend}>
          Resend Link
        </Button>
        <Button type="button" variant="outline" size="sm" busy={props.isBusy} onClick={props.onWithdraw}>
          Withdraw Link
        </Button>
      </div>
    </div>
  )
}

function announce(sent: SignInOfferSent) {
  if (sent.emailError) {
    toast({
      title: 'Sign-in Link Saved',
      description: notEmailedText(sent.offer.email, sent.emailError, 'Use Resend Link to try again.'),
      variant: 'destructive',
    })
  } else {
    toast({ title: 'Sign-in Link Sent', description: `We have e-mailed a link to ${sent.offer.email}. Nothing changes until it is used.` })
  }
}
