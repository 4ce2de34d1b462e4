import type { SUBSCRIPTION_STATUSES } from '@contracts/enums'
import { SUBSCRIPTION_STATUS, type SubscriptionTone } from '@/lib/format/subscription'
import { cn } from '@/lib/utils'

const TONES: Record<SubscriptionTone | 'none', string> = {
  green: 'border-green-200 bg-green-100 text-green-800',
  blue: 'border-blue-200 bg-blue-100 text-blue-800',
  red: 'border-red-200 bg-red-100 text-red-800',
  grey: 'border-slate-200 bg-slate-100 text-slate-700',
  none: 'border-slate-200 bg-white text-slate-700',
}

/** A subscription's status as a coloured badge; 'No Plan' for a home that never had one */
export function SubscriptionStatusBadge({ status }: { status: (typeof SUBSCRIPTION_STATUSES)[number] | null }) {
  const badge = status ? SUBSCRIPTION_STATUS[status] : { label: 'No Plan', tone: 'none' as const }
  return (
    <span
      data-status={status ?? 'none'}
      className={cn('inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold', TONES[badge.tone])}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {badge.label}
    </span>
  )
}
