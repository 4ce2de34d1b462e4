import { AlertTriangle, Bell, BellRing, CalendarDays, type LucideIcon } from 'lucide-react'
import { Card, CardContent } from '@/components/ui/card'
import type { AlertCounts } from '../lib/alert-rules'

const CARDS: { key: keyof AlertCounts; label: string; icon: LucideIcon; tone: string }[] = [
  { key: 'total', label: 'Total Alerts', icon: Bell, tone: 'text-slate-700' },
  { key: 'active', label: 'Active Alerts', icon: BellRing, tone: 'text-orange-700' },
  { key: 'critical', label: 'Critical Alerts', icon: AlertTriangle, tone: 'text-red-700' },
  { key: 'today', label: "Today's Alerts", icon: CalendarDays, tone: 'text-blue-700' },
]

export function AlertStats({ counts }: { counts: AlertCounts | undefined }) {
  return (
    <section aria-label="Alert statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon, tone }) => (
        <Card key={key}>
          <CardContent className="flex items-center justify-between gap-2 p-4">
            <div className="min-w-0">
              <p className="text-sm text-slate-600">{label}</p>
              <p className="text-2xl font-bold text-slate-900" data-stat={key}>
                {counts ? counts[key] : '–'}
              </p>
            </div>
            <Icon className={`size-6 shrink-0 ${tone}`} aria-hidden="true" />
          </CardContent>
        </Card>
      ))}
    </section>
  )
}
