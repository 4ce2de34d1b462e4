import { CareNoteManagement } from '@/features/care-notes/components/care-note-management'
import { CirclePage } from './circle-page'

/** /care-notes: the circle's notes, kept live */
export function CareNotesPage() {
  return (
    <CirclePage title="Care Notes" loading="Loading care notes" nothing="are no care notes to show">
      {({ user, clientId }) => <CareNoteManagement clientId={clientId} viewer={user} />}
    </CirclePage>
  )
}
