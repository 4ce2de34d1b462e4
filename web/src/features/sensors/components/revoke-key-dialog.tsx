import type { IngestKeySummary } from '@contracts/ingest'
import { ConfirmDialog } from '@/components/confirm-dialog'
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

  async function confirm() {
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
    <ConfirmDialog
      open={ingestKey !== null}
      onClose={() => onOpenChange(false)}
      title="Revoke Hub Key"
      description={
        <>
          Revoke {ingestKey?.name ? `'${ingestKey.name}'` : 'this key'} ({ingestKey?.keyPrefix}…)? Any hub using it is refused at once. This
          cannot be undone.
        </>
      }
      confirmLabel="Revoke Key"
      destructive
      waitFor={{ isPending: revoke.isPending, label: 'Revoking...' }}
      onConfirm={confirm}
    />
  )
}
