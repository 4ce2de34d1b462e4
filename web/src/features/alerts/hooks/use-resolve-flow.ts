import type { CurrentUser } from '@contracts/auth'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type RefObject } from 'react'
import { asksBeforeResolve, type AlertKind } from '@/lib/alert-urgency'
import { USER_QUERY_KEY } from '@/lib/auth-errors'
import { focusInPlace, neighbourOf } from '@/lib/keep-place'
import { HOME_PARAM } from '@/lib/home-dashboard-link'
import { handOverNote, noteCategoryOf } from '@/lib/note-handoff'
import { toast } from '@/lib/use-toast'
import type { NoteOffer } from '../components/resolved-note-offer'
import type { Resolvable, ResolveQuestion } from '../components/resolve-confirm-dialog'
import { toastFailure } from '../lib/action-feedback'
import { RESOLVED_TITLE, resolveOutcome, type ResolveAnswer } from '../lib/resolve-outcome'

/**
 * Resolve on a list of alerts, one home's or every home's: straight away, or asked first where someone
 * may not be moving (or a note was asked for); then the outcome told (someone else may have resolved it
 * first: they are named, rather than this person thanked) and focus kept in the list, on the card after
 * the one gone. `send` resolves it on the server; `listed`, the cards as shown; `list`, their container;
 * `noteHref`, where one who may write notes writes one about the alert she has just resolved (`noteOffer`).
 */
export function useResolveFlow<A extends Resolvable & AlertKind>(
  send: (alert: A, note?: string) => Promise<ResolveAnswer>,
  listed: readonly { id: string }[],
  list: RefObject<HTMLElement | null>,
  noteHref?: (alert: A) => string,
) {
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState<ResolveQuestion<A> | null>(null)
  const [returnFocusTo, setReturnFocusTo] = useState<HTMLElement | null>(null)
  // the alert she has just resolved, and what she wrote about it in Resolve's question
  const [resolvedByMe, setResolvedByMe] = useState<{ alert: A; wrote: string | undefined } | null>(null)

  // `note`: what happened, said in Resolve's question; a failed resolve keeps it there to send again
  const resolveNow = async (alert: A, note?: string) => {
    const next = neighbourOf(listed, alert.id)
    try {
      const answer = await send(alert, note)
      const outcome = resolveOutcome(answer, queryClient.getQueryData<CurrentUser | null>(USER_QUERY_KEY)?.id)
      toast(outcome)
      // she resolved it (not someone before her): what she found is a note away
      setResolvedByMe(noteHref && outcome.title === RESOLVED_TITLE ? { alert, wrote: note?.trim() || undefined } : null)
      focusInPlace(list.current, next)
    } catch (error) {
      toastFailure(error, 'Failed to resolve alert. Please try again.')
    }
  }

  /** A card's Resolve (or Resolve with a note): `button`, where focus returns when the question closes */
  const ask = (alert: A, button: HTMLElement, withNote = false) => {
    if (!withNote && !asksBeforeResolve(alert)) return void resolveNow(alert)
    setReturnFocusTo(button)
    setAsking({ alert, open: true, withNote })
  }

  /** The page's ResolveConfirmDialog, but for what only the page knows (whose home) */
  const dialog = {
    asking,
    onResolve: (alert: A, note?: string) => void resolveNow(alert, note),
    offersNote: true,
    onClose: () => setAsking((a) => a && { ...a, open: false }),
    returnFocusTo,
    fallback: () => list.current?.focus(),
  }

  const noteOffer: NoteOffer | null = resolvedByMe && noteHref ? offerFor(resolvedByMe.alert, resolvedByMe.wrote, noteHref(resolvedByMe.alert), () => setResolvedByMe(null)) : null

  return { ask, dialog, returnFocusTo, setReturnFocusTo, noteOffer }
}

/**
 * The offer of a note on the alert she resolved: the note starts, on the home the link opens, in the category that
 * matches the alert, with what she wrote when resolving, if anything
 */
function offerFor(alert: Resolvable & AlertKind, wrote: string | undefined, href: string, dismiss: () => void): NoteOffer {
  const home = new URLSearchParams(href.split('?')[1] ?? '').get(HOME_PARAM) ?? undefined
  const category = noteCategoryOf(alert)
  const follow = () => handOverNote(home, { category, content: wrote === undefined ? '' : `${alert.title}: ${wrote}` })
  return { title: alert.title, href, dismiss, follow, ...(wrote === undefined ? {} : { wrote }) }
}
