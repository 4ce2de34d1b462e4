import { MessageSquare, PhoneCall } from 'lucide-react'
import { smsHref, telHref } from '@/lib/call-target'

/**
 * How Call Now and Send Message look wherever they show (an urgent alert, on the dashboard and the Alerts
 * page; the person watched's own, which lists her circle). Call Now is the urgent one and stands apart from
 * the buttons beside it, by more than its red (which a colour-blind eye, a grey screen or a forced-colours
 * theme loses): a ringing phone that no other button has (Contact beside it has a contact card), heavier
 * words, and under forced colours a heavier border (index.css, `data-urgent-action`). Decision 0083.
 */
export const CONTACT_ACTIONS = {
  // the 3 px forced-colours border is taken from its padding (always size sm, 0.75rem), so the button is as wide
  // under forced colours as without: 6 px wider, it pushed Resolve beside it onto a line of its own on a 390 px phone
  call: { label: 'Call Now', Icon: PhoneCall, variant: 'destructive', href: telHref, look: 'font-semibold forced-colors:px-[calc(--spacing(3)-3px)]', isUrgent: true },
  message: { label: 'Send Message', Icon: MessageSquare, variant: 'outline', href: smsHref, look: '', isUrgent: false },
} as const

export type ContactActionKind = keyof typeof CONTACT_ACTIONS

/** The attributes that mark the urgent action, for the forced-colours border */
export const urgentMark = (action: ContactActionKind) => (CONTACT_ACTIONS[action].isUrgent ? { 'data-urgent-action': '' } : {})
