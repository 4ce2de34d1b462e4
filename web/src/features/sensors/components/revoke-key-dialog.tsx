import type { IngestKeySummary } from '@contracts/ingest'
import { useRef } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { relativeAge } from '@/lib/format/relative-time'
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
  focusAfterRevoke?: () => void
}

export function RevokeKeyDialog({ clientId, ingestKey, onOpenChange, focusAfterRevoke }: RevokeKeyDialogProps) {
  const revoke = useRevokeIngestKey(clientId)
  const revoked = useRef(false)
  const now = useNow()
  // a key a hub used in the last hour is most likely still carrying the home's sensors
  const inUse = ingestKey?.lastUsedAt && now.getTime() - new Date(ingestKey.lastUsedAt).getTime() <= IN_USE_MS ? ingestKey.lastUsedAt : null

  async function confirm() {
    if (!ingestKey) return
    try {
      await revoke.mutateAsync(ingestKey.id)
      toast({ title: 'Key Revoked', description: 'Hubs using this key can no longer send events.' })
      revoked.current = true
      onOpenChange(false)
    } catch (error) {
      if (!isUnauthorizedError(error)) toast({ title: 'Error', description: `Failed to revoke the key. ${describeFailure(error)}`, variant: 'destructive' })
    }
  }

  return (
    <ConfirmDialog
      open={ingestKey !== null}
      onClose={() => onOpenChange(false)}
      onCloseAutoFocus={(event) => {
        if (!revoked.current || !focusAfterRevoke) return
        revoked.current = false
        event.preventDefault()
        focusAfterRevoke()
      }}
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
