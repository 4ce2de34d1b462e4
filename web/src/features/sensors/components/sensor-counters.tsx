import { CircleHelp, PowerOff, Radio, Wifi, WifiOff } from 'lucide-react'
import { Skeleton } from '@/components/ui/skeleton'
import type { SensorActivity } from '@/lib/format/sensor-status'
import { countSensors } from '../lib/filter-sensors'

/**
 * Three a row (two with Switched off) on a phone while each counter has 5rem, else fewer: at 200 % text on a
 * 390 px phone three a row left 'Offline' (and 'Total', 'Online') wider than its box, through its padding to the
 * edge. In rem, so the usual text size keeps three a row down to a 320 px phone; from `sm` a row holds them all
 */
const THREE = 'grid-cols-[repeat(auto-fit,minmax(max(5rem,calc((100%_-_1rem)/3)),1fr))] sm:grid-cols-3'
const FOUR = 'grid-cols-[repeat(auto-fit,minmax(max(5rem,calc((100%_-_0.5rem)/2)),1fr))] sm:grid-cols-4'
const FIVE = 'grid-cols-[repeat(auto-fit,minmax(max(5rem,calc((100%_-_0.5rem)/2)),1fr))] sm:grid-cols-3 lg:grid-cols-5'
const COLUMNS: Record<number, string> = { 3: THREE, 4: FOUR, 5: FIVE }

/**
 * Total, Online and Offline (switched on but judged offline by the engine), over every sensor whatever
 * the search; and, while any is, No Data (switched on, never heard from: not known to work, so not
 * Online) and Switched off (what the family switched off is no fault: decision 0065)
 */
export function SensorCounters({ sensors, isLoading }: { sensors: readonly Pick<SensorActivity, 'isActive' | 'offlineSince' | 'lastActivity'>[]; isLoading: boolean }) {
  const { total, online, noData, offline, switchedOff } = countSensors(sensors)
  const items = [
    { label: 'Total', id: 'total', value: total, icon: Radio, colour: 'text-blue-600' },
    { label: 'Online', id: 'online', value: online, icon: Wifi, colour: 'text-green-600' },
    ...(noData > 0 && !isLoading ? [{ label: 'No Data', id: 'no-data', value: noData, icon: CircleHelp, colour: 'text-yellow-600' }] : []),
    { label: 'Offline', id: 'offline', value: offline, icon: WifiOff, colour: 'text-red-600' },
    ...(switchedOff > 0 && !isLoading ? [{ label: 'Switched off', id: 'switched-off', value: switchedOff, icon: PowerOff, colour: 'text-slate-500' }] : []),
  ]
  return (
    <dl className={`grid gap-2 sm:gap-4 ${COLUMNS[items.length]}`} aria-label="Sensor counts">
      {/* dt and dd are the group's own children, as a <dl> requires; the icon rides in the dt */}
      {items.map(({ label, id, value, icon: Icon, colour }) => (
        <div key={id} className="relative min-w-0 rounded-lg border bg-card p-3 shadow-sm sm:p-4 sm:pr-12">
          <dt className="text-xs font-medium text-slate-600 sm:text-sm">
            {label}
            <Icon className={`absolute right-4 top-1/2 hidden size-6 -translate-y-1/2 sm:block ${colour}`} aria-hidden="true" />
          </dt>
          <dd className="text-2xl font-bold text-slate-900" data-testid={`sensor-count-${id}`}>
            {isLoading ? <Skeleton className="mt-1 h-7 w-8" /> : value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
