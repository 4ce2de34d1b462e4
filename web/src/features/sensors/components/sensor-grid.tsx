import { Plus, Radio, Search } from 'lucide-react'
import type { MouseEvent, ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import type { Sensor } from '../api/get-devices'
import { SensorCard, type SensorAction } from './sensor-card'
import { TitledSection } from '@/components/titled-section'

const SKELETON_CARDS = 3

interface SensorGridProps {
  sensors: Sensor[]
  isLoading: boolean
  search: string
  now: Date
  actions: readonly SensorAction[] | null
  onAction: (action: SensorAction, sensor: Sensor, returnFocusTo: HTMLElement | null) => void
  /** shown in the empty state for people who may add sensors */
  onAddFirst?: (event: MouseEvent<HTMLElement>) => void
}

/** 'All Sensors': the cards, placeholders while loading, or the empty state */
export function SensorGrid({ sensors, isLoading, search, now, actions, onAction, onAddFirst }: SensorGridProps) {
  return (
    <TitledSection title="All Sensors">
      {isLoading ? (
        <div aria-busy="true" aria-label="Loading sensors" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <div key={i} className="space-y-3 rounded-lg border bg-card p-4">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          ))}
        </div>
      ) : sensors.length > 0 ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {sensors.map((sensor) => (
            <SensorCard key={sensor.id} sensor={sensor} now={now} actions={actions} onAction={onAction} />
          ))}
        </div>
      ) : search.trim() ? (
        <EmptyState icon={<Search className="size-10" aria-hidden="true" />} title="No sensors found" text="Try adjusting your search terms." />
      ) : (
        <EmptyState
          icon={<Radio className="size-10" aria-hidden="true" />}
          title="No sensors configured"
          text={onAddFirst ? 'Add a motion sensor to start learning the daily routine.' : 'A carer or the support team can add sensors for this home.'}
        >
          {onAddFirst && (
            <Button onClick={onAddFirst}>
              <Plus aria-hidden="true" /> Add First Sensor
            </Button>
          )}
        </EmptyState>
      )}
    </TitledSection>
  )
}

function EmptyState({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed bg-white px-4 py-12 text-center">
      <div className="text-slate-400">{icon}</div>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p className="text-sm text-slate-600">{text}</p>
      {children && <div className="mt-2">{children}</div>}
    </div>
  )
}
