import { useAuth } from '@/features/auth/api/get-user'
import { CareNoteManagement } from '@/features/care-notes/components/care-note-management'
import { useCircle } from '@/lib/circle'
import { useLiveUpdates } from '@/lib/live'
import { Spinner } from '../guards'

/** /care-notes: a spinner while the person and their circle load, then the circle's notes, kept live */
export function CareNotesPage() {
  const { user, isLoading: isUserLoading } = useAuth()
  const { clientId, isLoading: isCircleLoading } = useCircle()
  useLiveUpdates(clientId)
  if (isUserLoading || isCircleLoading || !user) return <Spinner label="Loading care notes" />
  if (!clientId) {
    return (
      <div className="mx-auto max-w-7xl space-y-2">
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Care Notes</h1>
        <p className="text-slate-600">You are not part of a care circle yet, so there are no care notes to show.</p>
      </div>
    )
  }
  // keyed by circle: switching homes starts the page afresh (filters, open dialogs)
  return <CareNoteManagement key={clientId} clientId={clientId} viewer={user} />
}
