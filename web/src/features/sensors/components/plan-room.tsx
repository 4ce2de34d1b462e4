import { planRoomSentence, type SensorCapacity } from '@contracts/devices'
import { Link } from 'wouter'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'

/** Under a refusal for the plan's limit, for a viewer who cannot open Billing: who can change the plan */
export const PLAN_CHANGED_BY_SUPPORT =
  "Only Hearthwatch support can change this home's plan: ask them for a plan with room for more sensors. The sensors already registered keep working."

export const isFull = ({ maxSensors, registered }: SensorCapacity) => registered >= maxSensors

/** Who can change the plan: staff get the way to Billing, anyone else is told it is support (decision 0042) */
export function WhoChangesThePlan({ canUpgrade }: { canUpgrade: boolean }) {
  return canUpgrade ? (
    <Link href="/billing" className="text-sm font-medium text-blue-800 underline">
      Open Billing &amp; Subscriptions to change the plan
    </Link>
  ) : (
    <p className="text-sm text-slate-700">{PLAN_CHANGED_BY_SUPPORT}</p>
  )
}

/**
 * How many sensors the home's plan allows, said before Add Sensor is filled in: a daughter fitting
 * her father's home learned of the limit only from the refusal of the form she had just completed.
 */
export function PlanRoom({ capacity, canUpgrade }: { capacity: SensorCapacity; canUpgrade: boolean }) {
  const { maxSensors, registered } = capacity
  if (!isFull(capacity)) {
    return (
      <p className="text-sm text-slate-600" data-testid="plan-room">
        {planRoomSentence(maxSensors, registered)}
      </p>
    )
  }
  return (
    <Alert data-testid="plan-room">
      <AlertTitle>No room for another sensor</AlertTitle>
      <AlertDescription className="grid gap-2">
        <p>{planRoomSentence(maxSensors, registered)}</p>
        <WhoChangesThePlan canUpgrade={canUpgrade} />
      </AlertDescription>
    </Alert>
  )
}
