// An open alert's description as its card shows it. An inactivity, possible-fall or night-out alert's
// description gives the quiet as long as it was when the engine wrote it; the card's line above it gives the
// same quiet as it is now ('No movement since 00:50 — 3 h 12 min ago'). An hour on, a carer read two different
// lengths for one silence ('Last movement was in the bathroom 1 h 10 min ago' under '… 2 h 14 min ago'). The
// card keeps the line and leaves out the description's old length, the words around it as written (decision
// 0103). The stored description, and with it the e-mail, the push and the resolved card, keep it whole.
import { withoutLengthAsRaised } from '@contracts/length-as-raised'
import { buttonLastMovement, descriptionShown } from './button-last-movement'
import { lastMovementAt, lastUseAt, outSinceAt, type QuietAlert } from './last-movement'

/**
 * What an open alert's card shows under its title and line: the Emergency button's without the sentence its
 * line gives (decision 0100); a quiet or night-out alert whose line gives the quiet now, without the old length;
 * any other alert's whole
 */
export function descriptionOnCard(alert: QuietAlert & { description: string }): string {
  if (buttonLastMovement(alert)) return descriptionShown(alert)
  const live = outSinceAt(alert) ?? lastUseAt(alert) ?? lastMovementAt(alert)
  return live ? withoutLengthAsRaised(alert.description) : alert.description
}
