import type { StatusTone } from '@/lib/format/sensor-status'
import { cn } from '@/lib/utils'

// Tailwind's darker yellows read as orange; this olive-yellow text keeps the hue yellow at 6:1 contrast
const TONES: Record<StatusTone, string> = {
  green: 'border-green-200 bg-green-100 text-green-800',
  yellow: 'border-yellow-300 bg-yellow-100 text-[#6b5f00]',
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
