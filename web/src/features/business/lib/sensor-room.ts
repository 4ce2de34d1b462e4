// Manage Subscription's word on sensors: a plan (or no active plan) that allows fewer sensors than the
// home has registered is saved as asked, but the admin is told before saving. The registered sensors
// keep reporting and being watched (the limit is checked only when a sensor is added,
// `devices.service.ts`); what changes is that nobody in the home can add one.
import { DEFAULT_MAX_SENSORS, type PaidPlan, type PlanMap } from '@contracts/billing'
import type { MANAGED_STATUSES } from '@contracts/business'

const sensors = (n: number) => `${n} sensor${n === 1 ? '' : 's'}`

/**
 * The warning for a home of `name` with `registered` sensors put on `planType` with `status`, or
 * null when the plan has room (or the plans are not read yet). Only an active plan's limit applies;
 * inactive and cancelled leave the home the limit of having no plan.
 */
export function sensorRoomWarning(choice: { planType: PaidPlan; status: (typeof MANAGED_STATUSES)[number] }, registered: number, name: string, plans: PlanMap | undefined): string | null {
  const keep = `All ${registered} keep working and stay watched, but nobody can add a sensor`
  if (choice.status !== 'active') {
    if (registered <= DEFAULT_MAX_SENSORS) return null
    return `Without an active plan ${name}'s home may have ${sensors(DEFAULT_MAX_SENSORS)}, and it has ${registered}. ${keep} until it has an active plan with room.`
  }
  const plan = plans?.[choice.planType]
  if (!plan || registered <= plan.maxSensors) return null
  return `${name}'s home has ${registered} sensors and the ${plan.name} plan allows ${plan.maxSensors}. ${keep} until the plan has room.`
}
