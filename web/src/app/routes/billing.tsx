import { BillingManagement } from '@/features/billing/components/billing-management'
import { CirclePage } from './circle-page'

/** /billing: the subscription of the circle on screen (admin and support) */
export function BillingPage() {
  return (
    <CirclePage title="Billing & Subscription" loading="Loading billing" nothing="is no subscription to show">
      {({ clientId, current }) => <BillingManagement clientId={clientId} circle={current} />}
    </CirclePage>
  )
}
