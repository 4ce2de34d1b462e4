import { SectionPage } from './section-page'

/** /billing: the subscription of the circle on screen (admin and support) */
export function BillingPage() {
  return <SectionPage title="Billing & Subscription" />
}
