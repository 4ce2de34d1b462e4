import type { IngestKeySummary } from '@contracts/ingest'
import type { MouseEvent } from 'react'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog'
import { buttonVariants } from '@/components/ui/button'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { toast } from '@/lib/use-toast'
import { useRevokeIngestKey } from '../api/revoke-ingest-key'
import { describeFailure } from '../lib/api-error'

interface RevokeKeyDialogProps {
  clientId: string
  ingestKey: IngestKeySummary | null
  onOpenChange: (open: boolean) => void
}

export function RevokeKeyDialog({ clientId, ingestKey, onOpenChange }: RevokeKeyDialogProps) {
  const revoke = useRevokeIngestKey(clientId)

  async function confirm(event: MouseEvent) {
    event.preventDefault()
    if (!ingestKey) return
    try {
      await revoke.mutateAsync(ingestKey.id)
      toast({ title: 'Key Revoked', description: 'Hubs using this key can no longer send events.' })
      onOpenChange(false)
    } catch (error) {
      if (!isUnauthorizedError(error)) toast({ title: 'Error', description: `Failed to revoke the key. ${describeFailure(error)}`, variant: 'destructive' })
    }
  }

  return (
    <AlertDialog open={ingestKey !== null} onOpenChange={(open) => !revoke.isPending && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Revoke Hub Key</AlertDialogTitle>
          <AlertDialogDescription>
            Revoke {ingestKey?.name ? `'${ingestKey.name}'` : 'this key'} ({ingestKey?.keyPrefix}…)? Any hub using it is refused at once. This
            cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={revoke.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} disabled={revoke.isPending} onClick={confirm}>
            {revoke.isPending ? 'Revoking...' : 'Revoke Key'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
