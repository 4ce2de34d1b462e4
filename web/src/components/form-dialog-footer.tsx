import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'

interface FormDialogFooterProps {
  /** Cancel is shown only where it is given */
  onCancel?: () => void
  isBusy: boolean
  /** the submit button's words, and while the form is being sent (when a press does nothing, focus staying on it) */
  label: string
  busyLabel: string
}

/** A dialog form's buttons: Cancel, and the submit button that cannot be pressed twice */
export function FormDialogFooter({ onCancel, isBusy, label, busyLabel }: FormDialogFooterProps) {
  return (
    <DialogFooter>
      {onCancel && (
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      )}
      <Button type="submit" busy={isBusy}>
        {isBusy ? busyLabel : label}
      </Button>
    </DialogFooter>
  )
}
