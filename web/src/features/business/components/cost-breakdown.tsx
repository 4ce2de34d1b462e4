import type { CostSummary } from '@contracts/business'
import { TableHead } from '@/components/table-head'
import { TitledSection } from '@/components/titled-section'
import { formatMoney } from '@/lib/format/subscription'
import { formatUsage } from '../lib/money'

/** 'Cost Breakdown by Service': one line per service (and unit of usage), largest first */
export function CostBreakdown({ services }: { services: CostSummary['costsByService'] }) {
  return (
    <TitledSection title="Cost Breakdown by Service">
      {services.length === 0 ? (
        <p className="rounded-lg border bg-white p-6 text-center text-sm text-slate-600">
          No cost data available. Start tracking costs to see detailed breakdowns.
        </p>
      ) : (
        <div className="relative overflow-x-auto rounded-lg border bg-white">
          <table className="w-full min-w-[420px] text-left text-sm">
            <TableHead columns={['Service', 'Amount', 'Usage']} rightAligned={['Amount', 'Usage']} />
            <tbody>
              {services.map((s) => (
                <tr key={`${s.serviceName}\u0000${s.usageMetric ?? ''}`} className="border-b last:border-0" data-service={s.serviceName}>
                  <td className="min-w-40 break-words px-4 py-3 font-medium text-slate-900">{s.serviceName}</td>
                  <td className="whitespace-nowrap px-4 py-3 text-right text-slate-900">{formatMoney(s.amount)}</td>
                  <td className="whitespace-nowrap px-4 py-3 text-right text-slate-700">{formatUsage(s.usageAmount, s.usageMetric)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </TitledSection>
  )
}
