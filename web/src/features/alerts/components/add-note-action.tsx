import { Link } from 'wouter'
import { ToastAction } from '@/components/ui/toast'

/** What 'Alert Resolved' offers next: a care note on what she found, one tap to the form with the cursor in the note */
export function AddNoteAction({ href }: { href: string }) {
  return (
    <ToastAction altText="Add a care note: open Care Notes with a new note" asChild>
      <Link href={href}>Add Care Note</Link>
    </ToastAction>
  )
}
