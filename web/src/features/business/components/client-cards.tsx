import type { BusinessClient } from '@contracts/business'
import { CardField } from '@/components/card-field'
import { SubscriptionStatusBadge } from '@/components/subscription-status-badge'
import { ClientIdentity, ClientMonthlyCost, ClientPlan, lastActivityOf, ManageClientButton, OpenDashboardLink, type OnManage } from './client-cells'

/** Until the page has room for the table (clients-table.tsx) the clients are cards, so each one's Manage sits on screen without scrolling sideways */
export function ClientCards({ clients, now, onManage }: { clients: BusinessClient[]; now: Date; onManage: OnManage }) {
  return (
    <ul className="space-y-3 @3xl:hidden">
      {clients.map((client) => (
        <li key={client.id} className="rounded-lg border bg-white p-4 text-sm" data-client-email={client.email ?? undefined} data-client-id={client.id}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <ClientIdentity client={client} />
            </div>
            <SubscriptionStatusBadge status={client.subscription?.status ?? null} />
          </div>
          {/* the table's column names, as the labels */}
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3">
            <CardField label="Plan">
              <ClientPlan client={client} />
            </CardField>
            <CardField label="Monthly Cost" valueClassName="text-slate-900">
              <ClientMonthlyCost client={client} />
            </CardField>
            <CardField label="Devices" valueClassName="text-slate-900">
              {client.deviceCount}
            </CardField>
            <CardField label="Last Activity" valueClassName="text-slate-700">
              {lastActivityOf(client, now)}
            </CardField>
          </dl>
          <div className="mt-4 grid grid-cols-2 gap-3">
            <ManageClientButton client={client} onManage={onManage} className="h-11 w-full" />
            <OpenDashboardLink client={client} className="h-11 w-full" />
          </div>
        </li>
      ))}
    </ul>
  )
}
