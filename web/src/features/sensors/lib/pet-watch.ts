// In a home with a pet, the engine watches what a pet cannot set off (decisions 0050, 0051): a contact
// sensor (the fridge, a cupboard, an inner door, a flush) or a motion sensor the family has ticked as one
// the pet can't set off. Only sensors switched on count, as they do for the engine.
import type { Sensor } from '../api/get-devices'

/** Whether the home has something the pet watch can watch; undefined while the sensors load */
export function hasPetProofSensor(sensors: readonly Pick<Sensor, 'kind' | 'isActive' | 'petImmune'>[] | undefined): boolean | undefined {
  return sensors?.some((sensor) => sensor.isActive && (sensor.kind === 'contact' || (sensor.kind === 'motion' && sensor.petImmune)))
}
