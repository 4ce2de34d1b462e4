import { can, isStaff } from '@contracts/access'
import type { Role } from '@contracts/enums'
import { Plus } from 'lucide-react'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { useLocation, useSearch } from 'wouter'
import { LoadFailed } from '@/components/load-failed'
import { Button } from '@/components/ui/button'
import { useCareNotes, type CareNote } from '../api/get-care-notes'
import { useHomeTimeZone } from '@/lib/circle'
import { useNow } from '@/lib/use-now'
import { countNotes, filterNotes, isFiltered, type NoteFilters } from '../lib/note-rules'
import { readNewNoteLink } from '../lib/new-note-link'
import { takeHandedOverNote, type HandedOverNote } from '@/lib/note-handoff'
import { DeleteNoteDialog } from './delete-note-dialog'
import type { NoteMenu } from './note-card'
import { NoteFilterBar } from './note-filters'
import { NoteFormDialog } from './note-form-dialog'
import { NoteList, NoteSkeletons } from './note-list'
import { NoteStats } from './note-stats'
import { WhoseHome } from '@/components/whose-home'

const NO_FILTERS: NoteFilters = { search: '', category: 'all' }

// `start`: a new note's category and words handed over by the link that opened the form (the alert she resolved, what she wrote)
type OpenDialog = { kind: 'form'; note: CareNote | null; start?: HandedOverNote | undefined } | { kind: 'delete'; note: CareNote }

/** The Care Notes page of SPEC.md §2, for one care circle */
export function CareNoteManagement({ clientId, viewer }: { clientId: string; viewer: { id: string; role: Role } }) {
  const notes = useCareNotes(clientId)
  const now = useNow()
  const timeZone = useHomeTimeZone(clientId)
  const [filters, setFilters] = useState(NO_FILTERS)
  const [dialog, setDialog] = useState<OpenDialog | null>(null)
  // kept after a dialog closes: its close handler needs it to put focus back
  const [returnFocusTo, setReturnFocusTo] = useState<HTMLElement | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const addButton = useRef<HTMLButtonElement>(null)

  const canWrite = can(viewer.role, 'notes.write')
  const canDelete = can(viewer.role, 'notes.delete')
  const all = notes.data ?? []
  const shown = filterNotes(all, filters)

  const openAdd = (event: MouseEvent<HTMLButtonElement>) => {
    setReturnFocusTo(event.currentTarget)
    setDialog({ kind: 'form', note: null })
  }
  // the dashboard's Add Care Note, or the toast's after a resolve: the form open at once (closed, focus goes to Add Note)
  const search = useSearch()
  const [location, navigate] = useLocation()
  useEffect(() => {
    const link = readNewNoteLink(search, clientId)
    if (!link) return
    const start = takeHandedOverNote(clientId)
    if (canWrite) {
      setReturnFocusTo(addButton.current)
      setDialog({ kind: 'form', note: null, start })
    }
    navigate(`${location}${link.search}`, { replace: true })
  }, [search, location, navigate, canWrite, clientId])
  // Closes the dialog that was open at this render, not one opened since: an Edit left by Escape while it saved closes
  // itself once saved and the notes read again, which on a slow connection came after she had opened the next note's
  // Delete, and shut that instead
  const closeDialog = (closing: OpenDialog | null) => () => setDialog((open) => (open === closing ? null : open))
  const menuFor = (note: CareNote): NoteMenu => ({
    // the server lets the author edit their note, and staff edit any
    canEdit: canWrite && (note.authorId === viewer.id || isStaff(viewer.role)),
    canDelete,
    edit: (n, trigger) => {
      setReturnFocusTo(trigger)
      setDialog({ kind: 'form', note: n })
    },
    remove: (n, trigger) => {
      setReturnFocusTo(trigger)
      setDialog({ kind: 'delete', note: n })
    },
  })

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-hidden md:text-3xl">
            Care Notes
          </h1>
          <WhoseHome clientId={clientId} />
        </div>
        {canWrite && (
          <Button ref={addButton} onClick={openAdd} className="self-start sm:self-auto">
            <Plus aria-hidden="true" /> Add Note
          </Button>
        )}
      </div>

      <NoteFilterBar filters={filters} onChange={setFilters} />
      <NoteStats counts={notes.data ? countNotes(all, now) : undefined} />

      {notes.isLoading ? (
        <NoteSkeletons />
      ) : notes.isError ? (
        <LoadFailed title="Care notes could not be loaded" onRetry={() => void notes.refetch()} />
      ) : (
        // a new search or category starts again from the newest notes
        <NoteList key={`${filters.search}|${filters.category}`} notes={shown} now={now} timeZone={timeZone} isFiltered={isFiltered(filters)} menuFor={menuFor} onAddFirst={canWrite ? openAdd : undefined} />
      )}

      {canWrite && (
        <NoteFormDialog
          clientId={clientId}
          open={dialog?.kind === 'form'}
          note={dialog?.kind === 'form' ? dialog.note : null}
          onClose={closeDialog(dialog)}
          returnFocusTo={returnFocusTo}
          handedOver={dialog?.kind === 'form' ? dialog.start : undefined}
        />
      )}
      {canDelete && (
        <DeleteNoteDialog
          clientId={clientId}
          note={dialog?.kind === 'delete' ? dialog.note : null}
          onClose={closeDialog(dialog)}
          returnFocusTo={returnFocusTo}
          focusFallback={() => heading.current}
        />
      )}
    </div>
  )
}
