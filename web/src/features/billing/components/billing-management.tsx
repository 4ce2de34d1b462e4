import { isLive } from '@contracts/billing'
import { useRef, useState } from 'react'
import { LoadFailed } from '@/components/load-failed'
import { Skeleton } from '@/components/ui/skeleton'
import { circleName, type CircleSummary } from '@/lib/circle'
import { returnFocus } from '@/lib/return-focus'
import { useCurrentSubscription } from '../api/get-subscription'
import { CurrentSubscriptionCard } from './current-subscription-card'
import { PaymentDialog, type PaymentSetup } from './payment-dialog'
import { PlanChooser } from './plan-chooser'

/**
 * Billing & Subscription of one home (SPEC.md §2): its running plan, or the plans to start a trial
 * on; the payment dialog opens after Start Free Trial and from the plan's payment button.
 */
export function BillingManagement({ clientId, circle }: { clientId: string; circle: CircleSummary | undefined }) {
  const { data: sub, isLoading, isError, refetch } = useCurrentSubscription(clientId)
  const [setup, setSetup] = useState<PaymentSetup | null>(null)
  const paymentButton = useRef<HTMLButtonElement>(null)
  const who = circleName(circle)

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Billing & Subscription</h1>
        <p className="text-slate-600">{who ? `The plan for ${who}'s home and the card that pays for it` : 'The plan for this home and the card that pays for it'}</p>
      </div>
      {isLoading ? (
        <div role="status" aria-label="Loading the subscription">
          <Skeleton className="h-64 w-full" />
        </div>
      ) : isError || !sub ? (
        <LoadFailed title="The subscription could not be loaded" onRetry={() => void refetch()} />
      ) : isLive(sub.status) ? (
        <CurrentSubscriptionCard clientId={clientId} sub={sub} onPaymentSetup={setSetup} paymentButtonRef={paymentButton} />
      ) : (
        <PlanChooser
          clientId={clientId}
          ended={sub.status === 'cancelled' ? sub : null}
          trialAvailable={sub.trialAvailable}
          onStarted={(clientSecret, status) => setSetup({ clientSecret, replacing: null, status })}
        />
      )}
      <PaymentDialog
        clientId={clientId}
        setup={setup}
        onClose={() => setSetup(null)}
        // after Start Free Trial the plan list (and its button) is gone: focus goes to the card's payment button
        onCloseAutoFocus={(event) => returnFocus(paymentButton.current)(event)}
      />
    </div>
  )
}
