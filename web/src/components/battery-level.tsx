import { isBatteryLow } from '@contracts/sensor-state'
import { Battery, BatteryWarning } from 'lucide-react'
import { cn } from '@/lib/utils'

/**
 * A sensor's battery percentage, never cut short. A low one (the engine's threshold) is red with a
 * warning battery and the word 'low', so it stands out without relying on colour; otherwise it takes
 * the colour around it. `named` adds 'Battery' for screen readers where nothing nearby says so.
 */
export function BatteryLevel({ percent, named = false }: { percent: number; named?: boolean }) {
  const isLow = isBatteryLow(percent)
  const Icon = isLow ? BatteryWarning : Battery
  return (
    <span
      data-battery={isLow ? 'low' : 'ok'}
      className={cn('inline-flex shrink-0 items-center gap-1 whitespace-nowrap', isLow && 'rounded-full bg-red-100 px-1.5 font-semibold text-red-800')}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {named && <span className="sr-only">Battery </span>}
      {percent}%{isLow && ' low'}
    </span>
  )
}
