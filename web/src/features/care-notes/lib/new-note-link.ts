// The dashboard's Add Care Note and the Add Care Note of the toast after a resolve link to /care-notes?new-note=1
// (lib/home-dashboard-link.ts newNoteHref): the page opens with the form open, the cursor in the note. The
// parameter then leaves the address, so a reload or Back does not open the form again.
import { HOME_PARAM, NEW_NOTE_PARAM } from '@/lib/home-dashboard-link'

/**
 * Whether the address asks for a new note on `clientId`, the home on screen, and the address without it; undefined
 * while `?home=` names another home (the layout is still to switch to it, or to refuse it and put the home on screen in
 * the address: decision 0122), so the form never opens on a home the link did not name
 */
export function readNewNoteLink(search: string, clientId: string): { search: string } | undefined {
  const params = new URLSearchParams(search)
  const home = params.get(HOME_PARAM)
  if (!params.has(NEW_NOTE_PARAM) || (home !== null && home !== clientId)) return undefined
  params.delete(NEW_NOTE_PARAM)
  const rest = params.toString()
  return { search: rest ? `?${rest}` : '' }
}
