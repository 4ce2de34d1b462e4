import { Lock, MoreVertical, Pencil, Trash2 } from 'lucide-react'
import { useId, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { noteAge } from '@/lib/format/note-age'
import { NOTE_CATEGORY_LABELS, noteCategoryTone } from '@/lib/format/note-category'
import { cn } from '@/lib/utils'
import type { CareNote } from '../api/get-care-notes'
import { authorName, editedBy, initials } from '../lib/note-rules'

export interface NoteMenu {
  canEdit: boolean
  canDelete: boolean
  edit: (note: CareNote, trigger: HTMLElement | null) => void
  remove: (note: CareNote, trigger: HTMLElement | null) => void
}

/** One note: who wrote it and when, its category, whether it is private, and what it says */
export function NoteCard({ note, now, timeZone, menu }: { note: CareNote; now: Date; timeZone?: string; menu: NoteMenu }) {
  const nameId = useId()
  const name = authorName(note.author)
  const trigger = useRef<HTMLButtonElement>(null)
  const edited = editedBy(note)
  return (
    <article aria-labelledby={nameId} data-note-id={note.id} className="rounded-lg border bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-100 text-sm font-semibold text-blue-800">
          {initials(note.author)}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h2 id={nameId} className="font-medium text-slate-900">
              {name}
            </h2>
            <time dateTime={note.createdAt} className="text-xs text-slate-600">
              {noteAge(note.createdAt, now, timeZone)}
            </time>
          </div>
          {edited && (
            <p data-note-edited className="text-xs text-slate-600">
              {edited} · <time dateTime={note.editedAt!}>{noteAge(note.editedAt, now, timeZone)}</time>
            </p>
          )}
          <div className="mt-1 flex flex-wrap gap-2">
            <span data-category={note.category} className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold', noteCategoryTone(note.category))}>
              {NOTE_CATEGORY_LABELS[note.category]}
            </span>
            {note.isPrivate && (
              <span className="inline-flex items-center gap-1 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
                <Lock className="size-3" aria-hidden="true" /> Private
              </span>
            )}
          </div>
        </div>
        {(menu.canEdit || menu.canDelete) && (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button ref={trigger} variant="ghost" size="icon" aria-label={`Actions for the note by ${name}`}>
                <MoreVertical aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {menu.canEdit && (
                <DropdownMenuItem onSelect={() => menu.edit(note, trigger.current)}>
                  <Pencil aria-hidden="true" /> Edit Note
                </DropdownMenuItem>
              )}
              {menu.canDelete && (
                <DropdownMenuItem variant="destructive" onSelect={() => menu.remove(note, trigger.current)}>
                  <Trash2 aria-hidden="true" /> Delete Note
                </DropdownMenuItem>
              )}
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </div>
      <p className="mt-3 whitespace-pre-wrap break-words text-sm text-slate-800">{note.content}</p>
    </article>
  )
}
