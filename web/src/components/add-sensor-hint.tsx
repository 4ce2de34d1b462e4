import { can } from '@contracts/access'
import type { Role } from '@contracts/enums'
import { Link } from 'wouter'
import { cn } from '@/lib/utils'

/**
 * What starts the monitoring of a home with no sensors: a link to the Sensors page for those who may
 * add one (the permission of its Add Sensor button), else whom to ask
 */
export function AddSensorHint({ role, className }: { role: Role; className?: string }) {
  if (!can(role, 'sensors.manage')) return <p className={cn('text-sm text-slate-700', className)}>Ask a carer or support to add a sensor.</p>
  return (
    <p className={cn('text-sm', className)}>
      {/* 44 px to tap on a phone */}
      <Link href="/sensors" className="inline-flex min-h-11 items-center font-medium text-slate-900 underline sm:min-h-0">
        Add a sensor on the Sensors page
      </Link>
    </p>
  )
}
