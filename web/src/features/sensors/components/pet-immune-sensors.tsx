import { useState } from 'react'
import { FormMessage } from '@/components/ui/form-message'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { toast } from '@/lib/use-toast'
import type { Sensor } from '../api/get-devices'
import { useUpdateDevice } from '../api/update-device'
import { describeFailure } from '../lib/api-error'

export const PET_IMMUNE_HOW =
  'Tick a motion sensor only if the pet cannot set it off: a pet-immune sensor, or a room the pet is kept out of. Hearthwatch then takes its movement as theirs, so a fall is found sooner.'
export const SURE_SIGN = "A sure sign of them is a door, the fridge, a cupboard, the flush, or a motion sensor the pet can't set off."
export const PET_IMMUNE_LABEL = "The pet can't set this one off"
const MESSAGE_ID = 'pet-immune-message'

/**
 * The home's motion sensors, each with the family's word that the pet cannot set it off
 * (devices.pet_immune): the engine then takes its movement as the person's, as it does a door or the
 * fridge. Those who manage the sensors tick it; the person watched reads it.
 */
export function PetImmuneSensors({ clientId, sensors, canMark }: { clientId: string; sensors: readonly Sensor[]; canMark: boolean }) {
  const save = useUpdateDevice(clientId)
  // the mark being saved shows at once, in the same render as the tick (the mutation's own pending state
  // comes a moment later, and the box would flick back meanwhile); a failed save falls back to the stored one
  const [saving, setSaving] = useState<{ id: string; petImmune: boolean } | null>(null)
  const isMarked = (sensor: Sensor) => (saving?.id === sensor.id ? saving.petImmune : sensor.petImmune)

  async function onChange(sensor: Sensor, petImmune: boolean) {
    // a second tick while one is saved would race it
    if (saving) return
    setSaving({ id: sensor.id, petImmune })
    save.reset()
    try {
      await save.mutateAsync({ id: sensor.id, input: { petImmune } })
      toast({ title: 'Sensor saved', description: `${sensor.name}: ${petImmune ? "the pet can't set it off." : 'the pet may set it off.'}` })
    } catch {
      // said under the list (below); a lapsed session is taken to sign-in
    } finally {
      setSaving(null)
    }
  }

  const failed = save.isError && !isUnauthorizedError(save.error) ? (sensors.find((sensor) => sensor.id === save.variables.id)?.name ?? 'the sensor') : null
  const failure = failed ? `Failed to save whether the pet can set off ${failed}. ${describeFailure(save.error)}` : null

  return (
    <div className="space-y-2 border-t border-slate-200 pt-3">
      {canMark && <p className="text-xs text-slate-600">{PET_IMMUNE_HOW}</p>}
      <p className="text-xs text-slate-600">{SURE_SIGN}</p>
      <ul className="space-y-1" aria-label="Motion sensors">
        {sensors.map((sensor) => {
          const nameId = `pet-immune-${sensor.id}-name`
          return (
            <li key={sensor.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
              <span id={nameId} className="text-sm text-slate-900">
                {sensor.name} <span className="text-slate-600">· {sensor.location}</span>
              </span>
              {canMark ? (
                <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-700 pointer-coarse:min-h-11">
                  <input
                    type="checkbox"
                    className="size-4 accent-blue-600"
                    aria-describedby={failure ? `${nameId} ${MESSAGE_ID}` : nameId}
                    aria-busy={saving?.id === sensor.id}
                    checked={isMarked(sensor)}
                    onChange={(event) => onChange(sensor, event.target.checked)}
                  />
                  {PET_IMMUNE_LABEL}
                </label>
              ) : (
                <span className="text-sm text-slate-700">{sensor.petImmune ? "The pet can't set this one off." : 'The pet may set this one off.'}</span>
              )}
            </li>
          )
        })}
      </ul>
      <FormMessage id={MESSAGE_ID}>{failure}</FormMessage>
    </div>
  )
}
