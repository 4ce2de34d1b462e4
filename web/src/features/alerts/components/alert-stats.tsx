import { AlertTriangle, Bell, BellRing, CalendarDays } from 'lucide-react'
import { StatCards, type StatCard } from '@/components/stat-cards'
import type { AlertCounts } from '../lib/alert-rules'

const CARDS: StatCard<keyof AlertCounts>[] = [
  { key: 'total', label: 'Total Alerts', icon: Bell },
  { key: 'active', label: 'Active Alerts', icon: BellRing, tone: 'text-orange-700' },
  { key: 'critical', label: 'Critical Alerts', icon: AlertTriangle, tone: 'text-red-700' },
  { key: 'today', label: "Today's Alerts", icon: CalendarDays, tone: 'text-blue-700' },
]

export const AlertStats = ({ counts }: { counts: AlertCounts | undefined }) => (
  <StatCards label="Alert statistics" cards={CARDS} counts={counts} />
)
