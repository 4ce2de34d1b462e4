import { AlertTriangle, CalendarDays, HeartPulse, NotebookText, type LucideIcon } from 'lucide-react'
import { Card, CardContent } from '@/components/ui/card'
import type { NoteCounts } from '../lib/note-rules'

const CARDS: { key: keyof NoteCounts; label: string; icon: LucideIcon; tone: string }[] = [
  { key: 'total', label: 'Total Notes', icon: NotebookText, tone: 'text-slate-700' },
  { key: 'thisWeek', label: 'This Week', icon: CalendarDays, tone: 'text-blue-700' },
  { key: 'healthChecks', label: 'Health Checks', icon: HeartPulse, tone: 'text-green-700' },
  { key: 'emergencies', label: 'Emergencies', icon: AlertTriangle, tone: 'text-red-700' },
]

export function NoteStats({ counts }: { counts: NoteCounts | undefined }) {
  return (
    <section aria-label="Care note statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
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
