import type { Role } from '@contracts/enums'
import { cn } from '@/lib/utils'

// admin purple, support blue, carer green, client grey (SPEC.md §2)
const ROLE_COLOURS: Record<Role, string> = {
  admin: 'bg-purple-100 text-purple-800 border-purple-200',
  support: 'bg-blue-100 text-blue-800 border-blue-200',
  carer: 'bg-green-100 text-green-800 border-green-200',
  client: 'bg-slate-100 text-slate-800 border-slate-200',
}

export function RoleBadge({ role, className }: { role: Role; className?: string }) {
  return (
    <span
      data-role={role}
      className={cn('inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium capitalize', ROLE_COLOURS[role], className)}
    >
      {role}
    </span>
  )
}
