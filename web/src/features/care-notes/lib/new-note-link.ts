// The dashboard's Add Care Note and the Add Care Note of the toast after a resolve link to /care-notes?new-note=1
// (lib/home-dashboard-link.ts newNoteHref): the page opens with the form open, the cursor in the note. The
// parameter then leaves the address, so a reload or Back does not open the form again.
import { HOME_PARAM, NEW_NOTE_PARAM } from '@/lib/home-dashboard-link'

/** Whether the address asks for a new note, and the address without it; undefined while `?home=` is still to be read (it may change the home) */
export function readNewNoteLink(search: string): { search: string } | undefined {
  const params = new URLSearchParams(search)
  if (!params.has(NEW_NOTE_PARAM) || params.has(HOME_PARAM)) return undefined
  params.delete(NEW_NOTE_PARAM)
  const rest = params.toString()
  return { search: rest ? `?${rest}` : '' }
}
