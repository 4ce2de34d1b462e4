import { AlertTriangle, CalendarDays, HeartPulse, NotebookText } from 'lucide-react'
import { StatCards, type StatCard } from '@/components/stat-cards'
import type { NoteCounts } from '../lib/note-rules'

const CARDS: StatCard<keyof NoteCounts>[] = [
  { key: 'total', label: 'Total Notes', icon: NotebookText },
  { key: 'thisWeek', label: 'This Week', icon: CalendarDays, tone: 'text-blue-700' },
  { key: 'healthChecks', label: 'Health Checks', icon: HeartPulse, tone: 'text-green-700' },
  { key: 'emergencies', label: 'Emergencies', icon: AlertTriangle, tone: 'text-red-700' },
]

export const NoteStats = ({ counts }: { counts: NoteCounts | undefined }) => (
  <StatCards label="Care note statistics" cards={CARDS} counts={counts} />
)
