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
import { useDeleteDevice } from '../api/delete-device'
import type { Sensor } from '../api/get-devices'
import { returnFocus } from '@/lib/return-focus'

export const DELETE_SENSOR_TEXT =
  'Are you sure you want to delete this sensor? This action cannot be undone and will remove all historical data associated with this device.'

interface DeleteSensorDialogProps {
  clientId: string
  sensor: Sensor | null
  onOpenChange: (open: boolean) => void
  returnFocusTo?: HTMLElement | null
}

export function DeleteSensorDialog({ clientId, sensor, onOpenChange, returnFocusTo }: DeleteSensorDialogProps) {
  const remove = useDeleteDevice(clientId)

  async function confirm(event: MouseEvent) {
    // stay open (and busy) until the server answers
    event.preventDefault()
    if (!sensor) return
    try {
      await remove.mutateAsync(sensor.id)
      toast({ title: 'Device Deleted', description: `${sensor.name} and its history have been removed.` })
      onOpenChange(false)
    } catch (error) {
      if (!isUnauthorizedError(error)) {
        toast({ title: 'Error', description: 'Failed to delete device. Please try again.', variant: 'destructive' })
      }
    }
  }

  return (
    <AlertDialog open={sensor !== null} onOpenChange={(open) => !remove.isPending && onOpenChange(open)}>
      <AlertDialogContent onCloseAutoFocus={returnFocus(returnFocusTo)}>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Sensor</AlertDialogTitle>
          <AlertDialogDescription>{DELETE_SENSOR_TEXT}</AlertDialogDescription>
        </AlertDialogHeader>
        {sensor && (
          <p className="text-sm text-slate-700">
            <span className="font-medium">{sensor.name}</span> · <span className="font-mono">{sensor.deviceId}</span>
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} disabled={remove.isPending} onClick={confirm}>
            {remove.isPending ? 'Deleting...' : 'Delete Sensor'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
