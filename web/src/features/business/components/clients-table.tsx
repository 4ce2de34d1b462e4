import { monthlyValue, periodPrice } from '@contracts/billing'
import type { BusinessClient } from '@contracts/business'
import { Button } from '@/components/ui/button'
import { relativeAge } from '@/lib/format/relative-time'
import { clientName } from '../lib/client-filters'
import { SubscriptionStatusBadge } from '@/components/subscription-status-badge'
import { CYCLE_LABELS, formatMoney, PLAN_LABELS } from '@/lib/format/subscription'

const COLUMNS = ['Client', 'Subscription', 'Plan', 'Monthly Cost', 'Devices', 'Last Activity', 'Actions']
const cell = 'px-4 py-3'

/** Client Management's table; on a phone it scrolls inside its own box, the page keeps its width */
export function ClientsTable({ clients, now, onManage }: { clients: BusinessClient[]; now: Date; onManage: (client: BusinessClient, button: HTMLElement) => void }) {
  return (
    <div className="relative overflow-x-auto rounded-lg border bg-white">
      <table className="w-full min-w-[760px] text-left text-sm">
        <thead className="border-b bg-slate-50 text-slate-700">
          <tr>
            {COLUMNS.map((h) => (
              <th key={h} scope="col" className={`${cell} font-medium`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {clients.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length} className="px-4 py-8 text-center text-slate-600">
                No clients found matching your criteria
              </td>
            </tr>
          ) : (
            clients.map((client) => {
              const s = client.subscription
              const name = clientName(client)
              return (
                <tr key={client.id} className="border-b last:border-0" data-client-email={client.email ?? undefined}>
                  <td className={cell}>
                    <p className="font-medium text-slate-900">{name}</p>
                    {client.email && <p className="break-all text-xs text-slate-600">{client.email}</p>}
                  </td>
                  <td className={cell}>
                    <SubscriptionStatusBadge status={s?.status ?? null} />
                  </td>
                  <td className={cell}>
                    {s ? (
                      <>
                        <p className="text-slate-900">{PLAN_LABELS[s.planType]}</p>
                        <p className="text-xs text-slate-600">{CYCLE_LABELS[s.billingCycle]}</p>
                      </>
                    ) : (
                      <span className="text-slate-600">—</span>
                    )}
                  </td>
                  <td className={`${cell} text-slate-900`}>
                    {s ? (
                      <>
                        {formatMoney(monthlyValue(s.pricePerMonth, s.billingCycle))}
                        {s.billingCycle === 'yearly' && <p className="text-xs text-slate-600">{formatMoney(periodPrice(s.pricePerMonth, 'yearly'))}/year</p>}
                      </>
                    ) : (
                      <span className="text-slate-600">—</span>
                    )}
                  </td>
                  <td className={`${cell} text-slate-900`}>{client.deviceCount}</td>
                  <td className={`${cell} whitespace-nowrap text-slate-700`}>{client.lastActivity ? relativeAge(client.lastActivity, now) : 'Never'}</td>
                  <td className={cell}>
                    <Button variant="outline" size="sm" aria-label={`Manage ${name}`} onClick={(e) => onManage(client, e.currentTarget)}>
                      Manage
                    </Button>
                  </td>
                </tr>
              )
            })
          )}
        </tbody>
      </table>
    </div>
  )
}
