import { NotebookPen, Plus, SearchX } from 'lucide-react'
import { useState, type MouseEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import type { CareNote } from '../api/get-care-notes'
import { NoteCard, type NoteMenu } from './note-card'

/** Five placeholders while the notes load (SPEC.md §2) */
export function NoteSkeletons() {
  return (
    <div role="status" aria-label="Loading care notes" className="space-y-3">
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} data-testid="note-skeleton" className="h-28 w-full" />
      ))}
    </div>
  )
}

interface NoteListProps {
  notes: CareNote[]
  now: Date
  /** the home's, for the dates of notes past a week */
  timeZone?: string
  isFiltered: boolean
  menuFor: (note: CareNote) => NoteMenu
  /** 'Add First Note', for those who may add notes */
  onAddFirst?: (event: MouseEvent<HTMLButtonElement>) => void
}

/**
 * How many notes show at first, and how many more each 'Show more' adds: a home written about daily has
 * hundreds, and all of them at once made the page twenty thousand pixels tall on a phone. The counts and
 * the search still cover every note.
 */
export const NOTES_SHOWN_AT_ONCE = 50

export function NoteList({ notes, now, timeZone, isFiltered, menuFor, onAddFirst }: NoteListProps) {
  const [shownCount, setShownCount] = useState(NOTES_SHOWN_AT_ONCE)
  if (notes.length === 0) {
    return isFiltered ? (
      <div className="rounded-lg border bg-white p-8 text-center">
        <SearchX className="mx-auto size-10 text-slate-500" aria-hidden="true" />
        <h2 className="mt-3 text-lg font-semibold text-slate-900">No matching notes found</h2>
        <p className="mt-1 text-slate-600">Try adjusting your search or category filter.</p>
      </div>
    ) : (
      <div className="rounded-lg border bg-white p-8 text-center">
        <NotebookPen className="mx-auto size-10 text-slate-500" aria-hidden="true" />
        <h2 className="mt-3 text-lg font-semibold text-slate-900">No care notes yet</h2>
        <p className="mt-1 text-slate-600">Notes about health, medication and daily life will appear here.</p>
        {onAddFirst && (
          <Button className="mt-4" onClick={onAddFirst}>
            <Plus aria-hidden="true" /> Add First Note
          </Button>
        )}
      </div>
    )
  }
  const hidden = notes.length - shownCount
  return (
    <div className="space-y-3">
      <ul className="space-y-3" aria-label="Care notes">
        {notes.slice(0, shownCount).map((note) => (
          <li key={note.id}>
            <NoteCard note={note} now={now} timeZone={timeZone} menu={menuFor(note)} />
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <div className="flex flex-wrap items-center justify-center gap-3 text-sm text-slate-600">
          <span>
            Showing the newest {shownCount} of {notes.length} notes.
          </span>
          <Button variant="outline" onClick={() => setShownCount((n) => n + NOTES_SHOWN_AT_ONCE)}>
            Show {Math.min(hidden, NOTES_SHOWN_AT_ONCE)} more
          </Button>
        </div>
      )}
    </div>
  )
}
