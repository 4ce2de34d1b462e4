import type { StatusTone } from '@/lib/format/sensor-status'
import { cn } from '@/lib/utils'

const TONES: Record<StatusTone, string> = {
  green: 'border-green-200 bg-green-100 text-green-800',
  yellow: 'border-yellow-300 bg-yellow-100 text-caution-foreground',
  red: 'border-red-200 bg-red-100 text-red-800',
  grey: 'border-slate-200 bg-slate-100 text-slate-700',
}

export function SensorStatusBadge({ label, tone }: { label: string; tone: StatusTone }) {
  return (
    <span
      data-tone={tone}
      className={cn('inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold', TONES[tone])}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {label}
    </span>
  )
}
