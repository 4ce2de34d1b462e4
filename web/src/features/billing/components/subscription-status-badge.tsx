import type { CurrentSubscription } from '@contracts/billing'
import { cn } from '@/lib/utils'
import { STATUS_BADGES, type StatusTone } from '../lib/billing-format'

const TONES: Record<StatusTone, string> = {
  green: 'border-green-200 bg-green-100 text-green-800',
  blue: 'border-blue-200 bg-blue-100 text-blue-800',
  red: 'border-red-200 bg-red-100 text-red-800',
  grey: 'border-slate-200 bg-slate-100 text-slate-700',
}

export function SubscriptionStatusBadge({ status }: { status: CurrentSubscription['status'] }) {
  const { label, tone } = STATUS_BADGES[status]
  return (
    <span
      data-status={status}
      className={cn('inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold', TONES[tone])}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {label}
    </span>
  )
}
