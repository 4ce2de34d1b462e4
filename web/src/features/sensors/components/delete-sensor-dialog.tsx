import { ConfirmDialog } from '@/components/confirm-dialog'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { returnFocus, useFocusWhenRemoved } from '@/lib/return-focus'
import { toast } from '@/lib/use-toast'
import { useDeleteDevice } from '../api/delete-device'
import type { Sensor } from '../api/get-devices'

export const DELETE_SENSOR_TEXT =
  'Are you sure you want to delete this sensor? This action cannot be undone and will remove all historical data associated with this device.'

interface DeleteSensorDialogProps {
  clientId: string
  sensor: Sensor | null
  onOpenChange: (open: boolean) => void
  returnFocusTo?: HTMLElement | null
  /** where focus goes once the sensor is deleted: its menu button goes with its card */
  focusFallback: () => void
}

export function DeleteSensorDialog({ clientId, sensor, onOpenChange, returnFocusTo, focusFallback }: DeleteSensorDialogProps) {
  const remove = useDeleteDevice(clientId)
  // deleted: its card's menu button, where focus went back to, was gone and focus fell to the top of the page
  const afterDelete = useFocusWhenRemoved(focusFallback)

  async function confirm() {
    if (!sensor) return
    try {
      await remove.mutateAsync(sensor.id)
      toast({ title: 'Device Deleted', description: `${sensor.name} and its history have been removed.` })
      afterDelete.removed()
      onOpenChange(false)
    } catch (error) {
      if (!isUnauthorizedError(error)) {
        toast({ title: 'Error', description: 'Failed to delete device. Please try again.', variant: 'destructive' })
      }
    }
  }

  return (
    <ConfirmDialog
      open={sensor !== null}
      onClose={() => onOpenChange(false)}
      onCloseAutoFocus={(event) => afterDelete.takeFocus(event) || returnFocus(returnFocusTo, focusFallback)(event)}
      title="Delete Sensor"
      description={DELETE_SENSOR_TEXT}
      confirmLabel="Delete Sensor"
      destructive
      // stay open (and busy) until the server answers
      waitFor={{ isPending: remove.isPending, label: 'Deleting...' }}
      onConfirm={confirm}
    >
      {sensor && (
        <p className="text-sm text-slate-700">
          <span className="font-medium">{sensor.name}</span> · <span className="font-mono">{sensor.deviceId}</span>
        </p>
      )}
    </ConfirmDialog>
  )
}
