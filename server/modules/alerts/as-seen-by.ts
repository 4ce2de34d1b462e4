// The Emergency button's alert names who pressed it, as the rest of the circle, its e-mails and its
// pushes need ('Margaret Ellis pressed the Emergency button …'). The one who pressed it read their own
// full name in the third person on their own alerts; they are told 'You pressed …' instead. What is
// stored stays as it is: only the answer to the one who pressed it changes (the alert's metadata says who).

const PRESSED = 'pressed the Emergency button and asked for the emergency contacts to be notified.'

/** The stored text, naming who pressed the button */
export const pressedEmergency = (name: string) => `${name} ${PRESSED}`

/** The same, as the one who pressed it reads it */
export const PRESSED_EMERGENCY_YOURSELF = `You ${PRESSED}`

interface Described {
  type: string
  description: string
  metadata: unknown
}

/** Whether the alert is an Emergency button press by this person */
const pressedBy = (alert: Described, viewerId: string) => {
  const metadata = alert.metadata as { raisedBy?: unknown; source?: unknown } | null | undefined
  return alert.type === 'emergency' && metadata?.source === 'button' && metadata.raisedBy === viewerId
}

/** What the stored text says after the press (where the person last moved, decision 0096), as it stands: '' when nothing */
const afterPress = (description: string) => {
  const end = description.indexOf(PRESSED)
  return end < 0 ? '' : description.slice(end + PRESSED.length)
}

/** The alert as `viewerId` reads it: their own press of the Emergency button is 'You pressed …' (and what follows it, kept) */
export const asSeenBy = <A extends Described>(alert: A, viewerId: string): A =>
  pressedBy(alert, viewerId) ? { ...alert, description: PRESSED_EMERGENCY_YOURSELF + afterPress(alert.description) } : alert
