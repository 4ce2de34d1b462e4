import type { UserStats } from '@contracts/users'
import { Card, CardContent } from '@/components/ui/card'

const CARDS: { key: keyof UserStats; label: string }[] = [
  { key: 'total', label: 'Total Users' },
  { key: 'admins', label: 'Admins' },
  { key: 'support', label: 'Support' },
  { key: 'carers', label: 'Carers' },
  { key: 'clients', label: 'Clients' },
]

export function UserStatsCards({ stats }: { stats: UserStats | undefined }) {
  return (
    <section aria-label="User statistics" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {CARDS.map(({ key, label }) => (
        <Card key={key}>
          <CardContent className="p-4">
            <p className="text-sm text-slate-600">{label}</p>
            <p className="text-2xl font-bold text-slate-900" data-stat={key}>
              {stats ? stats[key] : '–'}
            </p>
          </CardContent>
        </Card>
      ))}
    </section>
  )
}
