// Whom Call Now and Send Message reach for an urgent alert: the person being watched, on the number
// they gave (Quick Contact), through the phone's own call and text apps. Without a number, or for
// that person on their own screen, the buttons say what to do instead.
import { telHref } from '@contracts/phone-link'
import type { CirclePerson } from './circle-people'

export { telHref }

export type CallTarget =
  | { kind: 'phone'; phone: string }
  /** the person being watched, looking at their own home */
  | { kind: 'own-home' }
  /** `canAdd`: they do not sign in to give one, and the viewer may add it in Quick Contact */
  | { kind: 'no-number'; canAdd?: boolean }
  /** the circle's people not loaded (yet) */
  | { kind: 'unknown' }

export function callTarget(people: readonly CirclePerson[] | undefined, clientId: string): CallTarget {
  const client = people?.find((p) => p.id === clientId)
  if (!client) return { kind: 'unknown' }
  if (client.isYou) return { kind: 'own-home' }
  if (client.phone) return { kind: 'phone', phone: client.phone }
  return client.mayEditPhone ? { kind: 'no-number', canAdd: true } : { kind: 'no-number' }
}

export const smsHref = (phone: string) => telHref(phone).replace(/^tel:/, 'sms:')

const NO_NUMBER = ' They have not added a phone number to Quick Contact yet.'
const ADD_NUMBER = ' Add their phone number in Quick Contact to reach them from here.'

/** What the button says to do when there is no number to dial */
export function withoutNumber(target: Exclude<CallTarget, { kind: 'phone' }>, action: 'call' | 'message'): string {
  // the person being watched, on their own screen: whom to call is their circle, or the emergency services
  if (target.kind === 'own-home') {
    return action === 'call'
      ? 'Call someone in your care circle from your phone, or the emergency services if you need help now.'
      : 'Send someone in your care circle a message from your phone.'
  }
  const note = target.kind === 'no-number' ? (target.canAdd ? ADD_NUMBER : NO_NUMBER) : ''
  return action === 'call' ? `Call your loved one now from your phone.${note}` : `Send your loved one a message from your phone.${note}`
}

/**
 * 'Check On Them' and 'Contact' say contact is being made: on a phone, when the person watched has a
 * number, the call starts (the phone's own dialler asks first); elsewhere the toast stands alone.
 * Answers whether it dialled.
 */
export function dialOnPhone(people: readonly CirclePerson[] | undefined, clientId: string) {
  const target = callTarget(people, clientId)
  if (target.kind !== 'phone' || !window.matchMedia?.('(pointer: coarse)').matches) return false
  const link = document.createElement('a')
  link.href = telHref(target.phone)
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  return true
}
