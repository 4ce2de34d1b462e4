import { useAuth } from '@/features/auth/api/get-user'
import { SectionPage } from './section-page'

export function DashboardPage() {
  const { user } = useAuth()
  // a client watches their own home; everyone else watches someone else's
  const name = user?.role === 'client' ? [user.firstName, user.lastName].filter(Boolean).join(' ') : ''
  return <SectionPage title={`Monitoring ${name || 'Your Loved One'}`} />
}
