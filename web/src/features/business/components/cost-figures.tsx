import type { BusinessStats, CostSummary } from '@contracts/business'
import { Cloud, Cpu, DollarSign } from 'lucide-react'
import { useId } from 'react'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { formatMoney } from '@/lib/format/subscription'
import { costPer } from '../lib/money'
import { FigureCard } from './figure-card'

/** The month's totals: all costs, cloud services and ML processing (SPEC.md §2) */
export function CostTotals({ summary }: { summary: CostSummary | undefined }) {
  return (
    <section aria-label="Cost totals" className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <FigureCard label="Total Monthly Costs" figure="totalCosts" value={summary && formatMoney(summary.totalCosts)} icon={DollarSign} tone="text-red-600" />
      <FigureCard label="Cloud Services" figure="cloudServicesCosts" value={summary && formatMoney(summary.cloudServicesCosts)} icon={Cloud} tone="text-blue-600" />
      <FigureCard label="ML Processing" figure="mlProcessingCosts" value={summary && formatMoney(summary.mlProcessingCosts)} icon={Cpu} tone="text-purple-600" />
    </section>
  )
}

/**
 * A section of the page of its own, as the Cost Breakdown by Service beside it (h2): an h3 put it under that
 * breakdown in a screen reader's outline, though it has nothing to do with it
 */
function FigureList({ title, rows }: { title: string; rows: { label: string; value: string; figure: string }[] }) {
  const headingId = useId()
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="pb-3">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="flex items-center justify-between gap-3">
              <dt className="text-slate-600">{row.label}</dt>
              <dd className="font-medium text-slate-900" data-figure={row.figure}>
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}

/** Data Storage, API Calls and Infrastructure: what keeps the service up */
export function InfrastructureCosts({ summary }: { summary: CostSummary | undefined }) {
  const money = (n: number | undefined) => (n === undefined ? '–' : formatMoney(n))
  return (
    <FigureList
      title="Infrastructure Costs"
      rows={[
        { label: 'Data Storage', value: money(summary?.dataStorageCosts), figure: 'dataStorageCosts' },
        { label: 'API Calls', value: money(summary?.apiCallsCosts), figure: 'apiCallsCosts' },
        { label: 'Infrastructure', value: money(summary?.infrastructureCosts), figure: 'infrastructureCosts' },
      ]}
    />
  )
}

/** The month's costs shared among today's homes and sensors; $0.00 when there are none */
export function CostEfficiency({ summary, stats }: { summary: CostSummary | undefined; stats: BusinessStats | undefined }) {
  const share = (count: number | undefined) => (summary && count !== undefined ? formatMoney(costPer(summary.totalCosts, count)) : '–')
  return (
    <FigureList
      title="Cost Efficiency"
      rows={[
        { label: 'Cost per Client', value: share(stats?.totalClients), figure: 'costPerClient' },
        { label: 'Cost per Device', value: share(stats?.totalDevices), figure: 'costPerDevice' },
      ]}
    />
  )
}
