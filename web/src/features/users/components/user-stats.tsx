import type { UserStats } from '@contracts/users'
import { StatCards, TWO_OR_ONE_A_ROW, type StatCard } from '@/components/stat-cards'

const CARDS: StatCard<keyof UserStats>[] = [
  { key: 'total', label: 'Total Users' },
  { key: 'admins', label: 'Admins' },
  { key: 'support', label: 'Support' },
  { key: 'carers', label: 'Carers' },
  { key: 'clients', label: 'Clients' },
]

export const UserStatsCards = ({ stats }: { stats: UserStats | undefined }) => (
  <StatCards label="User statistics" cards={CARDS} counts={stats} className={`${TWO_OR_ONE_A_ROW} sm:grid-cols-3 lg:grid-cols-5`} />
)
