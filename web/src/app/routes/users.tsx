import { useAuth } from '@/features/auth/api/get-user'
import { UserManagement } from '@/features/users/components/user-management'
import { SectionPage } from './section-page'

export function UsersPage() {
  const { user } = useAuth()
  if (!user) return null
  return (
    <SectionPage title="User Management" subtitle="Manage the people who use Hearthwatch and what they can do">
      <UserManagement viewer={user} />
    </SectionPage>
  )
}
