import { Activity, CreditCard, DollarSign, Users } from 'lucide-react'
import { LoadFailed } from '@/components/load-failed'
import { useBusinessStats } from '../api/business'
import { formatMoney } from '@/lib/format/subscription'
import { FigureCard } from './figure-card'

/** Overview: homes, plans, what they bring in a month and the sensors reporting */
export function OverviewCards() {
  const { data, isError, refetch } = useBusinessStats()
  if (isError) return <LoadFailed title="Business figures could not be loaded" onRetry={() => void refetch()} />
  return (
    <section aria-label="Business overview" aria-busy={data ? undefined : true} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <FigureCard label="Total Clients" figure="totalClients" value={data?.totalClients} icon={Users} tone="text-blue-600" />
      <FigureCard label="Active Subscriptions" figure="activeSubscriptions" value={data?.activeSubscriptions} icon={CreditCard} tone="text-green-600" />
      <FigureCard
        label="Monthly Revenue"
        figure="monthlyRevenue"
        value={data && formatMoney(data.monthlyRevenue)}
        detail="From active plans (yearly ones spread over 12 months)"
        icon={DollarSign}
        tone="text-emerald-600"
      />
      <FigureCard
        label="Active Devices"
        figure="activeDevices"
        value={data?.activeDevices}
        detail={data && `of ${data.totalDevices}`}
        icon={Activity}
        tone="text-purple-600"
      />
    </section>
  )
}
