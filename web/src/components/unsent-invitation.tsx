// An invitation no e-mail could carry (no e-mail set up on the server, or it failed just now): the person who invited
// is shown its link to copy and pass on, in one dialog for User Management and Family Members, invite and Resend
// alike. A toast said to 'pass the link on' while the link was in the server's log alone, and went after 5 s.
// The link comes only in the answer to whoever invited (the server keeps its hash alone); it is kept here in memory
// until the dialog is closed, never in the page's address, storage or cache.
import { INVITATION_TTL_DAYS } from '@contracts/invitation-ttl'
import { unsentInvitationText } from '@contracts/mail'
import { useId, useState, useSyncExternalStore } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

export interface UnsentInvitation {
  email: string
  emailError: string
  /** absent from an older server, which kept it in its log */
  link?: string | null
}

let shown: UnsentInvitation | null = null
const listeners = new Set<() => void>()
const set = (next: UnsentInvitation | null) => {
  shown = next
  for (const listener of listeners) listener()
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Opens the dialog for an invitation that was saved but not e-mailed */
export const showUnsentInvitation = (invitation: UnsentInvitation) => set(invitation)

/** Mounted once, beside the toasts (app/providers.tsx) */
export function UnsentInvitationDialog() {
  const invitation = useSyncExternalStore(subscribe, () => shown)
  return (
    <Dialog open={invitation !== null} onOpenChange={(open) => !open && set(null)}>
      {invitation && <UnsentInvitationContent key={invitation.link ?? invitation.email} invitation={invitation} />}
    </Dialog>
  )
}

function UnsentInvitationContent({ invitation }: { invitation: UnsentInvitation }) {
  const linkId = useId()
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)
  const { email, emailError, link } = invitation
  async function copy() {
    try {
      await navigator.clipboard.writeText(link!)
      setCopied('yes')
    } catch {
      // a browser that will not let the page write to the clipboard (not HTTPS, or refused): the box is selected for Ctrl+C
      setCopied('failed')
      ;(document.getElementById(linkId) as HTMLInputElement | null)?.select()
    }
  }
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Invitation Saved</DialogTitle>
        <DialogDescription>{unsentInvitationText(email, emailError, !!link, INVITATION_TTL_DAYS)}</DialogDescription>
      </DialogHeader>
      {link && (
        <div className="space-y-2">
          <Label htmlFor={linkId}>Invitation link for {email}</Label>
          <Input id={linkId} readOnly value={link} onFocus={(e) => e.currentTarget.select()} className="font-mono text-sm" />
          <p role="status" className="text-sm text-slate-700">
            {copied === 'yes' ? 'Link copied.' : copied === 'failed' ? 'Could not copy here: the link is selected, copy it with Ctrl+C (or long-press on a phone).' : ''}
          </p>
        </div>
      )}
      <DialogFooter>
        {link && (
          <Button type="button" onClick={() => void copy()}>
            Copy Link
          </Button>
        )}
        <Button type="button" variant="outline" onClick={() => set(null)}>
          Done
        </Button>
      </DialogFooter>
    </DialogContent>
  )
}
