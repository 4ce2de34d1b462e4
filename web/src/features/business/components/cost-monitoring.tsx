import { ChevronLeft, ChevronRight, Plus } from 'lucide-react'
import { useState } from 'react'
import { LoadFailed } from '@/components/load-failed'
import { TitledSection } from '@/components/titled-section'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { useBusinessStats, useCostEntries, useCostSummary } from '../api/business'
import { defaultCostDate, isMonth, monthLabel, monthOf, monthOfDate, shiftMonth } from '../lib/months'
import { CostBreakdown } from './cost-breakdown'
import { CostEntries } from './cost-entries'
import { CostEfficiency, CostTotals, InfrastructureCosts } from './cost-figures'
import { RecordCostDialog } from './record-cost-dialog'

/** Cost Monitoring: one calendar month of what running the service cost, and the entries behind it */
export function CostMonitoring() {
  const [month, setMonth] = useState(() => monthOf(new Date()))
  const [isRecording, setRecording] = useState(false)
  const summary = useCostSummary(month)
  const entries = useCostEntries(month)
  const stats = useBusinessStats()
  const monthName = monthLabel(month)

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-2">
          <Label htmlFor="cost-month">Month</Label>
          <div className="flex items-center gap-2">
            <Button variant="outline" size="icon" aria-label="Previous month" onClick={() => setMonth((m) => shiftMonth(m, -1))}>
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Input
              id="cost-month"
              type="month"
              className="w-44"
              value={month}
              // a cleared picker keeps the month on screen
              onChange={(e) => isMonth(e.target.value) && setMonth(e.target.value)}
            />
            <Button variant="outline" size="icon" aria-label="Next month" onClick={() => setMonth((m) => shiftMonth(m, 1))}>
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </div>
        <Button onClick={() => setRecording(true)} className="self-start sm:self-auto">
          <Plus aria-hidden="true" />
          Record Cost
        </Button>
      </div>

      {summary.isError ? (
        <LoadFailed title={`Costs for ${monthName} could not be loaded`} onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <CostTotals summary={summary.data} />
          {/* min-w-0: a grid cell would otherwise grow to the breakdown table's width and widen a phone's page */}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              {summary.data ? <CostBreakdown services={summary.data.costsByService} /> : <Skeleton className="h-40 w-full" />}
            </div>
            <div className="min-w-0 space-y-6">
              <InfrastructureCosts summary={summary.data} />
              <CostEfficiency summary={summary.data} stats={stats.data} />
            </div>
          </div>
        </>
      )}

      <TitledSection title={`Cost Entries for ${monthName}`}>
        {entries.isLoading ? (
          <Skeleton className="h-24 w-full" />
        ) : entries.isError ? (
          <LoadFailed title="Cost entries could not be loaded" onRetry={() => void entries.refetch()} />
        ) : (
          <CostEntries entries={entries.data ?? []} monthName={monthName} />
        )}
      </TitledSection>

      <RecordCostDialog
        open={isRecording}
        initialDate={defaultCostDate(month, new Date())}
        onClose={() => setRecording(false)}
        onRecorded={(entry) => {
          setRecording(false)
          // show the month the entry belongs to
          setMonth(monthOfDate(entry.date))
        }}
      />
    </div>
  )
}
