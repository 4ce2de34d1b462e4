import type { BusinessClient } from '@contracts/business'
import { SubscriptionStatusBadge } from '@/components/subscription-status-badge'
import { cn } from '@/lib/utils'
import { ClientCards } from './client-cards'
import { ClientIdentity, ClientMonthlyCost, ClientPlan, lastActivityOf, ManageClientButton, OpenDashboardLink, type OnManage } from './client-cells'

const COLUMNS = ['Client', 'Subscription', 'Plan', 'Monthly Cost', 'Devices', 'Last Activity', 'Actions']
const cell = 'px-4 py-3'

/**
 * Client Management's table where the page has room for its seven columns (48rem of its own width beside
 * the sidebar: a 1280 px screen), cards below that: a phone, and a 768-1024 px tablet, whose 490-720 px
 * beside the sidebar put Manage and Open Dashboard behind a sideways scroll. Both are in the page, one
 * shown by a container query on the page's own width. With no client to show, the table alone says so at
 * every width, its headers left to the wide page: the message is in the page once.
 */
export function ClientsTable({ clients, now, onManage }: { clients: BusinessClient[]; now: Date; onManage: OnManage }) {
  const isEmpty = clients.length === 0
  return (
    <div className="@container space-y-3">
      {!isEmpty && <ClientCards clients={clients} now={now} onManage={onManage} />}
      <div className={cn('relative overflow-x-auto rounded-lg border bg-white', !isEmpty && 'hidden @3xl:block')}>
        <table className="w-full text-left text-sm @3xl:min-w-[760px]">
          {/* its name in a screen reader's list of tables, which the eye takes from the tab above it */}
          <caption className="sr-only">Clients</caption>
          <thead className={cn('border-b bg-slate-50 text-slate-700', isEmpty && 'hidden @3xl:table-header-group')}>
            <tr>
              {COLUMNS.map((h) => (
                <th key={h} scope="col" className={`${cell} font-medium`}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {isEmpty ? (
              <tr>
                <td colSpan={COLUMNS.length} className="px-4 py-8 text-center text-slate-600">
                  No clients found matching your criteria
                </td>
              </tr>
            ) : (
              clients.map((client) => (
                <tr key={client.id} className="border-b last:border-0" data-client-email={client.email ?? undefined} data-client-id={client.id}>
                  <td className={cell}>
                    <ClientIdentity client={client} />
                  </td>
                  <td className={cell}>
                    <SubscriptionStatusBadge status={client.subscription?.status ?? null} />
                  </td>
                  <td className={cell}>
                    <ClientPlan client={client} />
                  </td>
                  <td className={`${cell} text-slate-900`}>
                    <ClientMonthlyCost client={client} />
                  </td>
                  <td className={`${cell} text-slate-900`}>{client.deviceCount}</td>
                  <td className={`${cell} whitespace-nowrap text-slate-700`}>{lastActivityOf(client, now)}</td>
                  <td className={cell}>
                    <div className="flex flex-wrap gap-2">
                      <ManageClientButton client={client} onManage={onManage} />
                      <OpenDashboardLink client={client} />
                    </div>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  )
}
