import type { IngestKeySummary } from '@contracts/ingest'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { relativeAge } from '@/lib/format/relative-time'
import { useFocusWhenRemoved } from '@/lib/return-focus'
import { useNow } from '@/lib/use-now'
import { toast } from '@/lib/use-toast'
import { useRevokeIngestKey } from '../api/revoke-ingest-key'
import { describeFailure } from '../lib/api-error'

const IN_USE_MS = 60 * 60_000

interface RevokeKeyDialogProps {
  clientId: string
  ingestKey: IngestKeySummary | null
  onOpenChange: (open: boolean) => void
  /** where focus goes once the key is revoked: its Revoke button, where it would go back to, is gone */
  focusAfterRevoke: () => void
}

export function RevokeKeyDialog({ clientId, ingestKey, onOpenChange, focusAfterRevoke }: RevokeKeyDialogProps) {
  const revoke = useRevokeIngestKey(clientId)
  const afterRevoke = useFocusWhenRemoved(focusAfterRevoke)
  const now = useNow()
  // a key a hub used in the last hour is most likely still carrying the home's sensors
  const inUse = ingestKey?.lastUsedAt && now.getTime() - new Date(ingestKey.lastUsedAt).getTime() <= IN_USE_MS ? ingestKey.lastUsedAt : null

  async function confirm() {
    if (!ingestKey) return
    try {
      await revoke.mutateAsync(ingestKey.id)
      toast({ title: 'Key Revoked', description: 'Hubs using this key can no longer send events.' })
      afterRevoke.removed()
      onOpenChange(false)
    } catch (error) {
      if (!isUnauthorizedError(error)) toast({ title: 'Error', description: `Failed to revoke the key. ${describeFailure(error)}`, variant: 'destructive' })
    }
  }

  return (
    <ConfirmDialog
      open={ingestKey !== null}
      onClose={() => onOpenChange(false)}
      onCloseAutoFocus={(event) => void afterRevoke.takeFocus(event)}
      title="Revoke Hub Key"
      description={
        <>
          Revoke {ingestKey?.name ? `'${ingestKey.name}'` : 'this key'} ({ingestKey?.keyPrefix}…)? Any hub using it is refused at once. This
          cannot be undone.
          {inUse && (
            <span data-in-use className="mt-2 block font-medium text-red-700">
              A hub used it {relativeAge(inUse, now).toLowerCase()}: the sensors it sends for will not be heard until that hub has a new key.
            </span>
          )}
        </>
      }
      confirmLabel="Revoke Key"
      destructive
      waitFor={{ isPending: revoke.isPending, label: 'Revoking...' }}
      onConfirm={confirm}
    />
  )
}
