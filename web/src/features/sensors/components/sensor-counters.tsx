import { Radio, Wifi, WifiOff } from 'lucide-react'
import { Skeleton } from '@/components/ui/skeleton'
import type { SensorActivity } from '@/lib/format/sensor-status'
import { countSensors } from '../lib/filter-sensors'

/** Total, Online and Offline (switched off, or judged offline by the engine), over every sensor whatever the search */
export function SensorCounters({ sensors, isLoading }: { sensors: readonly Pick<SensorActivity, 'isActive' | 'offlineSince'>[]; isLoading: boolean }) {
  const { total, online, offline } = countSensors(sensors)
  const items = [
    { label: 'Total', value: total, icon: Radio, colour: 'text-blue-600' },
    { label: 'Online', value: online, icon: Wifi, colour: 'text-green-600' },
    { label: 'Offline', value: offline, icon: WifiOff, colour: 'text-red-600' },
  ]
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4" aria-label="Sensor counts">
      {items.map(({ label, value, icon: Icon, colour }) => (
        <div key={label} className="flex items-center justify-between gap-2 rounded-lg border bg-card p-3 shadow-sm sm:p-4">
          <div className="min-w-0">
            <dt className="text-xs font-medium text-slate-600 sm:text-sm">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900" data-testid={`sensor-count-${label.toLowerCase()}`}>
              {isLoading ? <Skeleton className="mt-1 h-7 w-8" /> : value}
            </dd>
          </div>
          <Icon className={`hidden size-6 shrink-0 sm:block ${colour}`} aria-hidden="true" />
        </div>
      ))}
    </dl>
  )
}
