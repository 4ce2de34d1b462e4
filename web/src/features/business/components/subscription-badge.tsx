import type { BusinessClient } from '@contracts/business'
import { cn } from '@/lib/utils'
import { STATUS_LABELS, STATUS_TONES } from '../lib/labels'

/** The Subscription column: the status as a coloured badge, or 'No Plan' for a home that never had one */
export function SubscriptionBadge({ subscription }: { subscription: BusinessClient['subscription'] }) {
  const tone = subscription ? STATUS_TONES[subscription.status] : 'border-slate-200 bg-white text-slate-700'
  return (
    <span className={cn('inline-flex items-center whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium', tone)}>
      {subscription ? STATUS_LABELS[subscription.status] : 'No Plan'}
    </span>
  )
}
