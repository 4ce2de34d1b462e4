import { AlertTriangle, Bell, BellRing, CalendarDays } from 'lucide-react'
import { StatCards, type StatCard } from '@/components/stat-cards'
import type { AlertCounts } from '../lib/alert-rules'

const CARDS: StatCard<keyof AlertCounts>[] = [
  { key: 'total', label: 'Total Alerts', icon: Bell },
  { key: 'active', label: 'Active Alerts', icon: BellRing, tone: 'text-orange-700' },
  { key: 'critical', label: 'Critical Alerts', icon: AlertTriangle, tone: 'text-red-700' },
  { key: 'today', label: "Today's Alerts", icon: CalendarDays, tone: 'text-blue-700' },
]

/** The four counts; `todayNote` says whose midnight Today's Alerts counts from, to a viewer whose clock reads differently */
export const AlertStats = ({ counts, todayNote }: { counts: AlertCounts | undefined; todayNote?: string | null }) => (
  <StatCards label="Alert statistics" cards={CARDS.map((c) => (c.key === 'today' ? { ...c, note: todayNote } : c))} counts={counts} />
)
