import { periodPrice, type CurrentSubscription } from '@contracts/billing'
import { CreditCard } from 'lucide-react'
import { useId, useState, type ReactNode, type Ref } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { SubscriptionStatusBadge } from '@/components/subscription-status-badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card'
import { serverMessage } from '@/lib/api-error'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { toast } from '@/lib/use-toast'
import { useCancelSubscription, useReactivateSubscription } from '../api/end-or-keep-subscription'
import { usePlans } from '../api/get-plans'
import { useStartPaymentSetup } from '../api/start-payment-setup'
import { CYCLE_LABELS, formatMoney } from '@/lib/format/subscription'
import { billingDate, formatDay, PER_PERIOD, periodEnd, planLabel } from '../lib/billing-format'
import { describeCard } from '../lib/card'
import { trialNotice } from '../lib/trial-notice'
import type { PaymentSetup } from './payment-dialog'

interface CurrentSubscriptionCardProps {
  clientId: string
  sub: CurrentSubscription
  /** a setup for the payment dialog is ready */
  onPaymentSetup: (setup: PaymentSetup) => void
  /** the Add/Update Payment Method button, where focus returns when the dialog closes */
  paymentButtonRef?: Ref<HTMLButtonElement>
}

/** The plan a home has running (trialing, active or past due): what it costs, when, and the card that pays */
export function CurrentSubscriptionCard({ clientId, sub, onPaymentSetup, paymentButtonRef }: CurrentSubscriptionCardProps) {
  const headingId = useId()
  const { data: plans } = usePlans()
  const cancel = useCancelSubscription(clientId)
  const reactivate = useReactivateSubscription(clientId)
  const paymentSetup = useStartPaymentSetup(clientId)
  const [isConfirmingCancel, setConfirmingCancel] = useState(false)
  const name = planLabel(sub.plan, plans)
  const date = billingDate(sub)
  const price = formatMoney(periodPrice(sub.pricePerMonth, sub.billingCycle))
  const card = sub.paymentMethod

  async function confirmCancel() {
    try {
      const after = await cancel.mutateAsync()
      toast({
        title: 'Subscription Cancelled',
        // a plan past due ends at once: nothing was paid for the period
        description: after.cancelAtPeriodEnd ? 'Your subscription will remain active until the end of your billing period.' : 'Your subscription has ended.',
      })
    } catch (err) {
      if (isUnauthorizedError(err)) return
      toast({ title: 'Error', description: serverMessage(err, 'Failed to cancel subscription'), variant: 'destructive' })
    }
    setConfirmingCancel(false)
  }

  async function doReactivate() {
    try {
      await reactivate.mutateAsync()
      toast({ title: 'Subscription Reactivated', description: 'Your subscription has been reactivated successfully.' })
    } catch (err) {
      if (isUnauthorizedError(err)) return
      toast({ title: 'Error', description: serverMessage(err, 'Failed to reactivate subscription'), variant: 'destructive' })
    }
  }

  async function openPayment() {
    try {
      const { clientSecret } = await paymentSetup.mutateAsync()
      onPaymentSetup({ clientSecret, replacing: card, status: sub.status })
    } catch (err) {
      if (isUnauthorizedError(err)) return
      toast({ title: 'Payment Error', description: serverMessage(err, 'Payment failed'), variant: 'destructive' })
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 space-y-0">
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            Current Subscription
          </h2>
          <SubscriptionStatusBadge status={sub.status} />
        </CardHeader>
        <CardContent className="space-y-5">
          <div className="space-y-1">
            <p className="text-lg font-semibold text-slate-900" data-testid="plan-name">
              {name} Plan · Up to {sub.maxSensors} {sub.maxSensors === 1 ? 'sensor' : 'sensors'}
            </p>
            <p className="text-sm text-slate-600" data-testid="sensors-used">
              {sub.sensorsUsed} of {sub.maxSensors} sensors used
            </p>
          </div>

          <dl className="grid gap-4 sm:grid-cols-3">
            <Fact term="Price">
              {price}
              <span className="font-normal text-slate-600">{PER_PERIOD[sub.billingCycle]}</span>
            </Fact>
            <Fact term="Billing cycle">{CYCLE_LABELS[sub.billingCycle]}</Fact>
            <Fact term={date.label}>{date.value}</Fact>
          </dl>

          <Notice sub={sub} name={name} price={price} />

          <div className="flex items-start gap-3 rounded-lg border p-4">
            <CreditCard className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-900">Payment method</p>
              <p className="text-sm text-slate-700" data-testid="payment-method">
                {card ? describeCard(card) : 'No payment method on file'}
              </p>
            </div>
          </div>
        </CardContent>
        <CardFooter className="flex-wrap gap-3">
          <Button ref={paymentButtonRef} variant="outline" busy={paymentSetup.isPending} onClick={() => void openPayment()}>
            {paymentSetup.isPending ? 'Opening...' : card ? 'Update Payment Method' : 'Add Payment Method'}
          </Button>
          {sub.cancelAtPeriodEnd ? (
            <Button busy={reactivate.isPending} onClick={() => void doReactivate()}>
              {reactivate.isPending ? 'Reactivating...' : 'Reactivate Subscription'}
            </Button>
          ) : (
            <Button variant="destructive" onClick={() => setConfirmingCancel(true)}>
              Cancel Subscription
            </Button>
          )}
        </CardFooter>
      </Card>
      <ConfirmDialog
        open={isConfirmingCancel}
        onClose={() => setConfirmingCancel(false)}
        title="Cancel Subscription"
        cancelLabel="Keep Subscription"
        description={
          sub.status === 'past_due'
            ? `The ${name} plan ends now, as its first payment has not been made.`
            : `Are you sure you want to cancel? The ${name} plan stays active until ${date.value}, and nothing more will be charged.`
        }
        confirmLabel="Cancel Subscription"
        destructive
        waitFor={{ isPending: cancel.isPending, label: 'Cancelling...' }}
        onConfirm={confirmCancel}
      />
    </section>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="font-semibold text-slate-900">{children}</dd>
    </div>
  )
}

/** What is about to happen: the trial's end, a missing payment, or the plan's last day */
function Notice({ sub, name, price }: { sub: CurrentSubscription; name: string; price: string }) {
  let text: string | null = null
  let tone = 'border-blue-200 bg-blue-50 text-blue-900'
  if (sub.cancelAtPeriodEnd) {
    const end = periodEnd(sub)
    text = `This subscription is set to end on ${end ? formatDay(end) : 'the last day of this period'}. Until then the ${name} plan keeps working; reactivate it to keep it after that.`
    tone = 'border-amber-200 bg-amber-50 text-amber-900'
  } else if (sub.status === 'trialing') {
    text = trialNotice(sub, name, price)
  } else if (sub.status === 'past_due') {
    text = sub.trialEndsAt
      ? 'The free trial has ended and no payment has been made. Add a payment method to keep this plan.'
      : 'No payment has been made for this plan yet. Add a payment method to keep it.'
    tone = 'border-red-200 bg-red-50 text-red-900'
  }
  if (!text) return null
  return (
    <p className={`rounded-lg border p-3 text-sm ${tone}`} data-testid="subscription-notice">
      {text}
    </p>
  )
}
