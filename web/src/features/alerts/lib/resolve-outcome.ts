// What Resolve asks first, and what it says afterwards. The server answers an alert someone else had already resolved (two
// carers at once) with who that was: they are told so, not thanked for it (SPEC.md §8 keeps
// 'Alert Resolved' for the one who did).
import { isBatteryAlert, isKeepsFiringAlert, isSilentHubAlert, isSilentSensorAlert } from '@/lib/alert-urgency'
import { countsSureSigns, lastMovementAt, lastUseAt, type QuietAlert } from '@/lib/format/last-movement'
import { personName } from '@/lib/alert-responders'

/**
 * The example in Resolve's 'What happened?' box: the carer's words ('Rang her …'); the person watched, resolving
 * her own alert, writes of herself ('Rang her' read as someone else's note to her, after an Emergency pressed by mistake)
 */
export function notePlaceholder(alert: { type: string }, { isOwnHome = false } = {}): string {
  if (!isOwnHome) return 'e.g. Rang her — she was in the garden, fine'
  return alert.type === 'emergency' ? 'e.g. I pressed it by mistake — I am fine' : 'e.g. I was in the garden — I am fine'
}

/**
 * Asked before resolving an inactivity or possible-fall alert: one tap must not close the alert about
 * someone who may be on the floor. The engine reports a quiet that goes on again within the hour; a
 * pressed Emergency button is not the engine's, so it is not promised.
 */
export function resolveQuestion(alert: QuietAlert & { severity?: string; dedupeKey?: string | null }, { isOwnHome = false } = {}): string {
  // the engine reports a sensor that stays silent, a hub too, and a battery that stays low again once a day (OFFLINE_REMINDER_MINUTES)
  if (isSilentSensorAlert({ severity: '', ...alert })) {
    return 'The sensor is still silent. Resolve it once the sensor is working again: if it stays silent, Hearthwatch will raise this alert again within a day.'
  }
  if (isSilentHubAlert(alert)) {
    return 'The hub is still not heard, so none of its sensors are. Resolve it once the hub is back: if it stays silent, Hearthwatch will raise this alert again within a day.'
  }
  if (isKeepsFiringAlert(alert)) {
    return 'The sensor is still firing without a pause, so a fall would be noticed only after 12 h without movement elsewhere. Resolve it once it has been checked: if it keeps firing, Hearthwatch will raise this alert again within a day.'
  }
  if (isBatteryAlert(alert)) {
    return 'The battery is still low. Resolve it once it has been replaced: if it stays low, Hearthwatch will raise this alert again within a day.'
  }
  // the person watched, resolving an alert about herself, is the one who knows she is all right: she is asked that,
  // and told that her circle sees she answered (the alert records who resolved it)
  if (isOwnHome) {
    const own = 'Resolve it if you are all right. Everyone in your care circle will see that you said so.'
    return lastMovementAt(alert) ? `${own} If there is no movement from now on, Hearthwatch will alert them again within the hour.` : own
  }
  const first = 'Resolve it only once you know they are all right.'
  // in a home with a pet, an alert on the doors, fridge and cupboards comes back while none of them is used
  // (where motion counts too, a sensor the pet can't set off or one kept on by someone moving about: no sure sign of them)
  if (lastUseAt(alert)) {
    return countsSureSigns(alert)
      ? `${first} If there is still no sure sign of them, Hearthwatch will alert again within the hour.`
      : `${first} If still no door, fridge or cupboard is used, Hearthwatch will alert again within the hour.`
  }
  return lastMovementAt(alert)
    ? `${first} If there is still no movement, Hearthwatch will alert again within the hour.`
    : `${first} Everyone in the care circle will see that it has been dealt with.`
}

export interface ResolveAnswer {
  resolvedBy: string | null
  resolvedByUser?: { firstName: string | null; lastName: string | null } | null
  metadata?: Record<string, unknown> | null
}

/** The toast's title when the person resolved it themselves (SPEC.md's 'Alert Resolved') */
export const RESOLVED_TITLE = 'Alert Resolved'

export function resolveOutcome(answer: ResolveAnswer | null | undefined, myId: string | undefined): { title: string; description: string } {
  const resolved = { title: RESOLVED_TITLE, description: 'The alert has been marked as resolved.' }
  if (!answer || !myId || answer.resolvedBy === myId) return resolved
  if (answer.resolvedBy === null) {
    return answer.metadata?.autoResolved === true
      ? { title: 'Already Resolved', description: 'This alert had already closed by itself: what raised it had cleared.' }
      : resolved
  }
  return { title: 'Already Resolved', description: `${personName(answer.resolvedByUser)} had already resolved this alert.` }
}
