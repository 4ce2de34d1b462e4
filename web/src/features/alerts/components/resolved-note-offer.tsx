import { NotebookPen } from 'lucide-react'
import { Link } from 'wouter'
import { Button, buttonVariants } from '@/components/ui/button'

export interface NoteOffer {
  /** the alert she has just resolved */
  title: string
  /** the Care Notes page of its home, opened with a new note (lib/home-dashboard-link.ts newNoteHref) */
  href: string
  dismiss: () => void
  /** what she wrote in Resolve's question: the note opens with it (lib/note-handoff.ts), handed over by `follow` */
  wrote?: string
  /** hands the note's start over to the page the link opens: the category that matches the alert, and `wrote` */
  follow?: () => void
}

/**
 * Where the alert she has just resolved was, at the top of the list: what she found, written down in one tap
 * (the Care Notes page opens with the form open, the cursor in the note). 'Alert Resolved' says it is done; a
 * toast in the top bar has no room for an action on a phone, and is gone in five seconds. What she wrote when resolving
 * is not asked for again: the note opens with it, to send as it is (it was to be typed twice, at 2 a.m., on a phone).
 */
export function ResolvedNoteOffer({ offer }: { offer: NoteOffer | null }) {
  if (!offer) return null
  return (
    <div role="region" aria-label="Care note on the resolved alert" className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border p-3 text-sm">
      <p className="min-w-0 flex-1 basis-48 wrap-break-word text-slate-700">
        <span className="font-medium text-slate-900">Resolved: {offer.title}.</span>{' '}
        {offer.wrote === undefined ? 'Anything to write down for the others?' : 'Keep what you wrote as a care note too?'}
      </p>
      <div className="flex gap-2">
        <Link href={offer.href} onClick={offer.follow} className={buttonVariants({ size: 'sm' })}>
          <NotebookPen aria-hidden="true" /> Add Care Note
        </Link>
        <Button variant="ghost" size="sm" onClick={offer.dismiss}>
          Not now
        </Button>
      </div>
    </div>
  )
}
