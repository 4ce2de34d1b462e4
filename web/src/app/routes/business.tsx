import { BusinessManagement } from '@/features/business/components/business-management'
import { SectionPage } from './section-page'

/** /business: every home, its subscription and what running the service costs (admin) */
export function BusinessPage() {
  return (
    <SectionPage title="Business Management" subtitle="Clients, subscriptions and what running the service costs">
      <BusinessManagement />
    </SectionPage>
  )
}
