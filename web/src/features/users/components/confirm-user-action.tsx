import { ConfirmDialog } from '@/components/confirm-dialog'

export interface PendingConfirmation {
  title: string
  description: string
  confirmLabel: string
  run: () => Promise<void>
}

/** One confirmation dialog for Deactivate, Reactivate and Delete User, and Revoke Invitation */
export function ConfirmUserAction({ pending, onClose }: { pending: PendingConfirmation | null; onClose: () => void }) {
  return (
    <ConfirmDialog
      open={pending !== null}
      onClose={onClose}
      title={pending?.title}
      description={pending?.description}
      confirmLabel={pending?.confirmLabel}
      onConfirm={() => pending?.run().finally(onClose)}
    />
  )
}
