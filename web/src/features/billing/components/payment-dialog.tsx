import type { CurrentSubscription, PaymentMethod } from '@contracts/billing'
import { useState, type ComponentProps, type FormEvent } from 'react'
import { FormDialogFooter } from '@/components/form-dialog-footer'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormMessage, fieldMessageId } from '@/components/ui/form-message'
import { Input } from '@/components/ui/input'
import { Label, RequiredFieldsNote } from '@/components/ui/label'
import { parseApiError, serverMessage } from '@/lib/api-error'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { toast } from '@/lib/use-toast'
import { useAddPaymentMethod } from '../api/add-payment-method'
import { BRAND_NAMES, checkCard, describeCard, type CardField, type CardFormValues } from '../lib/card'
import { useFocusFirstError } from '@/lib/focus-first-error'

export interface PaymentSetup {
  clientSecret: string
  /** the card on file, which the new one replaces */
  replacing: Omit<PaymentMethod, 'cardholderName'> | null
  status: CurrentSubscription['status']
}

interface PaymentDialogProps {
  clientId: string
  /** open while there is a setup to complete */
  setup: PaymentSetup | null
  onClose: () => void
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * 'Complete Your Subscription' (SPEC.md §2): the card form of the built-in provider. The same dialog
 * replaces the card of a running plan. Closing it leaves the plan (and its trial) as it is.
 */
export function PaymentDialog({ clientId, setup, onClose, onCloseAutoFocus }: PaymentDialogProps) {
  const replacing = setup?.replacing ?? null
  return (
    <Dialog open={setup !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{replacing ? 'Update Payment Method' : 'Complete Your Subscription'}</DialogTitle>
          <DialogDescription>
            {replacing
              ? `The new card replaces the ${describeCard(replacing)}.`
              : setup?.status === 'past_due'
                ? 'Add your payment method to activate your subscription: the free trial has ended.'
                : 'Add your payment method to activate your subscription after the free trial.'}
          </DialogDescription>
        </DialogHeader>
        {/* a fresh form at each opening: the card number and code are dropped when it closes */}
        {setup && <CardForm clientId={clientId} setup={setup} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

const ID: Record<CardField, string> = {
  cardholderName: 'card-name',
  cardNumber: 'card-number',
  expiry: 'card-expiry',
  cvc: 'card-cvc',
}
// the shared Input has no invalid style of its own
const INVALID = 'aria-[invalid=true]:border-destructive'
const EMPTY: CardFormValues = { cardholderName: '', cardNumber: '', expiry: '', cvc: '' }

/** Where the server's field names land on this form (it never sees the number or the code) */
const SERVER_FIELDS: Record<string, CardField> = {
  cardholderName: 'cardholderName',
  brand: 'cardNumber',
  last4: 'cardNumber',
  expMonth: 'expiry',
  expYear: 'expiry',
}

function serverCardErrors(error: unknown) {
  const details = parseApiError(error).body?.details ?? {}
  const found: Partial<Record<CardField, string>> = {}
  for (const [name, messages] of Object.entries(details)) {
    const field = SERVER_FIELDS[name]
    if (field && messages?.[0]) found[field] ??= messages[0]
  }
  return found
}

function CardForm({ clientId, setup, onDone }: { clientId: string; setup: PaymentSetup; onDone: () => void }) {
  const [values, setValues] = useState<CardFormValues>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({})
  const formRef = useFocusFirstError(errors)
  const [formError, setFormError] = useState<string | null>(null)
  const addCard = useAddPaymentMethod(clientId)

  const set = (field: CardField) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }))

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (addCard.isPending) return
    const checked = checkCard(values, new Date())
    if ('problems' in checked) {
      setFormError(null)
      return setErrors(checked.problems)
    }
    setErrors({})
    setFormError(null)
    try {
      const sub = await addCard.mutateAsync({ clientSecret: setup.clientSecret, ...checked.payment })
      const card = sub.paymentMethod ?? checked.payment
      toast({ title: 'Payment Method Added', description: `${BRAND_NAMES[card.brand]} ending ${card.last4} is now on file for this subscription.` })
      onDone()
    } catch (err) {
      if (isUnauthorizedError(err)) return
      const message = serverMessage(err, 'Payment failed')
      setErrors(serverCardErrors(err))
      // also inside the dialog: while it is open, the toast region sits behind the modal
      setFormError(message)
      toast({ title: 'Payment Error', description: message, variant: 'destructive' })
    }
  }

  const invalid = (name: CardField) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': fieldMessageId(ID[name]) } : {})
  /** a labelled input of the card form with its message; the digits in a fixed-width font */
  const field = (name: CardField, label: string, props: ComponentProps<typeof Input>) => (
    <div className="grid content-start gap-2">
      <Label htmlFor={ID[name]} required>
        {label}
      </Label>
      <Input
        id={ID[name]}
        required
        className={`${name === 'cardholderName' ? '' : 'font-mono '}${INVALID}`}
        value={values[name]}
        onChange={set(name)}
        {...props}
        {...invalid(name)}
      />
      <FormMessage id={fieldMessageId(ID[name])}>{errors[name]}</FormMessage>
    </div>
  )

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
      <RequiredFieldsNote />
      {field('cardholderName', 'Name on card', { autoComplete: 'cc-name' })}
      {field('cardNumber', 'Card number', { inputMode: 'numeric', autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234', maxLength: 23 })}
      <div className="grid grid-cols-2 gap-4">
        {field('expiry', 'Expiry (MM/YY)', { inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: 'MM/YY', maxLength: 7 })}
        {field('cvc', 'CVC', { inputMode: 'numeric', autoComplete: 'cc-csc', placeholder: '123', maxLength: 4 })}
      </div>
      <p className="text-xs text-slate-600">
        The card number and security code are checked here and never sent: we keep only the name, the last four digits and the expiry date.
        {!setup.replacing && setup.status === 'trialing' && ' You can close this and add a card later; the free trial keeps running.'}
      </p>
      <FormMessage id="card-form-message">{formError}</FormMessage>
      <FormDialogFooter isBusy={addCard.isPending} label={setup.replacing ? 'Save Card' : 'Subscribe Now'} busyLabel="Processing..." />
    </form>
  )
}
