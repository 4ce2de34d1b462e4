import { useState } from 'react'
import { PawPrint } from 'lucide-react'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { Switch } from '@/components/ui/switch'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { toast } from '@/lib/use-toast'
import type { Sensor } from '../api/get-devices'
import { useHomePets, useSaveHomePets } from '../api/home-pets'
import { describeFailure } from '../lib/api-error'
import { hasPetProofSensor } from '../lib/pet-watch'
import { PetImmuneSensors } from './pet-immune-sensors'

const WHY =
  "Turn this on only if the motion sensors can see your pet: Hearthwatch then also watches the doors, fridge and cupboards, which a pet cannot use. It needs a sensor on one of them, or a motion sensor the pet can't set off, and learns how often they are used from the weeks it has already watched (a new home: its first week)."
/** What the person watched reads: she has no switch, so 'Turn this on only if…' asked her to do what she cannot */
const WHY_READ =
  'With a pet at home, Hearthwatch also watches the doors, fridge and cupboards, which a pet cannot use, so that a pet moving about does not hide a fall. The people who look after this home can change this.'
const NO_SWITCH = 'No sensor on the fridge, a cupboard, an inner door or the toilet flush is registered here yet, so a pet moving about could still hide a fall. Add one.'

/**
 * Whether a cat or dog lives in the home (EngineHome.pets): carers and staff say so, the person watched reads it.
 * With a pet, the home's motion sensors are listed for those who manage them (`canMark`) to say which the
 * pet cannot set off. `sensors`: undefined while they load. The engine watches a contact sensor, or a
 * motion sensor so marked, in a home with a pet: with neither, the card says a fall could still be hidden
 */
export function HomePetsCard({ clientId, canChange, canMark, sensors }: { clientId: string; canChange: boolean; canMark: boolean; sensors?: readonly Sensor[] }) {
  const current = useHomePets(clientId)
  const save = useSaveHomePets(clientId)
  // the answer being saved shows at once, in the same render as the tap (the mutation's own state reaches the
  // page a moment later: on a loaded machine the switch read unchanged after its click); a failed save falls
  // back to the stored one
  const [asked, setAsked] = useState<boolean | null>(null)
  const petsAtHome = asked ?? (current.data?.petsAtHome ?? false)
  const motion = sensors?.filter((sensor) => sensor.kind === 'motion') ?? []
  const hasSomethingToWatch = hasPetProofSensor(sensors)

  async function onChange(checked: boolean) {
    // a second tap while the first is saved would race it; the switch stays focusable meanwhile
    if (asked !== null || save.isPending) return
    setAsked(checked)
    try {
      const saved = await save.mutateAsync(checked)
      toast({ title: 'Pets saved', description: saved.petsAtHome ? 'A pet lives in this home.' : 'No pet lives in this home.' })
    } catch (error) {
      if (!isUnauthorizedError(error)) toast({ title: 'Error', description: `Failed to save whether a pet lives here. ${describeFailure(error)}`, variant: 'destructive' })
    } finally {
      setAsked(null)
    }
  }

  return (
    <Card role="region" aria-labelledby="home-pets-heading">
      <CardHeader className="p-4 pb-2">
        <h2 id="home-pets-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <PawPrint className="size-5 text-blue-600" aria-hidden="true" />
          Pets
        </h2>
      </CardHeader>
      <CardContent className="space-y-2 p-4 pt-2">
        {current.isLoading ? (
          <Skeleton className="h-10 w-64" />
        ) : current.isError ? (
          <p className="text-sm text-red-700">Whether a pet lives here could not be loaded.</p>
        ) : canChange ? (
          <div className="flex items-center gap-3">
            <Switch id="home-pets" aria-describedby="home-pets-why" aria-busy={asked !== null} checked={petsAtHome} onCheckedChange={onChange} />
            <Label htmlFor="home-pets">A cat or dog lives here</Label>
          </div>
        ) : (
          <p className="text-sm text-slate-700">{petsAtHome ? 'A cat or dog lives here.' : 'No cat or dog lives here.'}</p>
        )}
        <p id="home-pets-why" className="text-xs text-slate-600">
          {canChange ? WHY : WHY_READ}
        </p>
        {petsAtHome && !current.isError && motion.length > 0 && <PetImmuneSensors clientId={clientId} sensors={motion} canMark={canMark} />}
        {petsAtHome && hasSomethingToWatch === false && (
          <p role="status" className="text-sm font-medium text-amber-800">
            {NO_SWITCH}
          </p>
        )}
      </CardContent>
    </Card>
  )
}
