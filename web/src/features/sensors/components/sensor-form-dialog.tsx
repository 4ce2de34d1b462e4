import { DEVICE_KIND_LABELS, DeviceInput, generateDeviceId } from '@contracts/devices'
import { DEVICE_KINDS, type DeviceKind } from '@contracts/enums'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, type FieldPath } from 'react-hook-form'
import { FormDialogFooter } from '@/components/form-dialog-footer'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormMessage, fieldMessageId } from '@/components/ui/form-message'
import { Input } from '@/components/ui/input'
import { Label, RequiredFieldsNote } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { Switch } from '@/components/ui/switch'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { toast } from '@/lib/use-toast'
import { useCreateDevice } from '../api/create-device'
import type { Sensor } from '../api/get-devices'
import { useUpdateDevice } from '../api/update-device'
import { conflictMessage, fieldErrors } from '../lib/api-error'
import { LocationField } from './location-field'
import { isFull, PlanRoom, WhoChangesThePlan } from './plan-room'
import { useSensorCapacity } from '../api/get-sensor-capacity'
import { returnFocus } from '@/lib/return-focus'

interface SensorFormDialogProps {
  clientId: string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** the sensor to edit; none registers a new one */
  sensor?: Sensor | null
  returnFocusTo?: HTMLElement | null
  /** the viewer may change the home's plan: a refusal for the plan's limit links to Billing */
  canUpgrade?: boolean
}

/** 'Register Motion Sensor', and the same form filled in for 'Edit Sensor' */
export function SensorFormDialog({ clientId, open, onOpenChange, sensor, returnFocusTo, canUpgrade = false }: SensorFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={returnFocus(returnFocusTo)}>
        <DialogHeader>
          <DialogTitle>{sensor ? 'Edit Sensor' : 'Register Motion Sensor'}</DialogTitle>
          <DialogDescription>
            {sensor ? `Change the details of ${sensor.name}.` : 'Add a motion, door or mat sensor to start learning the daily routine.'}
          </DialogDescription>
        </DialogHeader>
        <SensorForm clientId={clientId} sensor={sensor ?? null} onDone={() => onOpenChange(false)} canUpgrade={canUpgrade} />
      </DialogContent>
    </Dialog>
  )
}

const ID = {
  name: 'sensor-name',
  location: 'sensor-location',
  deviceId: 'sensor-device-id',
  kind: 'sensor-kind',
  batteryLevel: 'sensor-battery',
  signalStrength: 'sensor-signal',
  isActive: 'sensor-active',
} as const

// the shared Input has no invalid style of its own
const INVALID = 'aria-[invalid=true]:border-destructive'
const FIELDS = Object.keys(ID) as (keyof typeof ID)[]
const percentValue = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v))

function SensorForm({ clientId, sensor, onDone, canUpgrade }: { clientId: string; sensor: Sensor | null; onDone: () => void; canUpgrade: boolean }) {
  const create = useCreateDevice(clientId)
  const capacity = useSensorCapacity(clientId)
  const update = useUpdateDevice(clientId)
  const form = useForm({
    resolver: zodResolver(DeviceInput),
    defaultValues: {
      name: sensor?.name ?? '',
      location: sensor?.location ?? '',
      deviceId: sensor?.deviceId ?? '',
      kind: sensor?.kind ?? 'motion',
      isActive: sensor?.isActive ?? true,
      batteryLevel: sensor?.batteryLevel ?? null,
      signalStrength: sensor?.signalStrength ?? null,
    },
  })
  const { errors, isSubmitting, isSubmitted } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (sensor) await update.mutateAsync({ id: sensor.id, input: values })
      else await create.mutateAsync(values)
      toast({
        title: sensor ? 'Sensor Updated' : 'Sensor Added',
        description: sensor ? `${values.name} has been updated.` : `${values.name} is now registered.`,
      })
      onDone()
    } catch (error) {
      if (isUnauthorizedError(error)) return
      const fields = fieldErrors(error)
      for (const [field, message] of Object.entries(fields)) {
        if ((FIELDS as string[]).includes(field)) form.setError(field as FieldPath<DeviceInput>, { message })
      }
      const fallback = sensor ? 'Failed to update sensor. Please try again.' : 'Failed to add sensor. Please check the device ID and try again.'
      const message = conflictMessage(error) ?? fallback
      // also inside the dialog: while it is open, the toast region sits behind the modal
      // typed 'plan' when the plan's limit refused it: the way to Billing shows under it
      form.setError('root.server', { type: 'plan' in fields ? 'plan' : 'server', message })
      toast({ title: 'Error', description: message, variant: 'destructive' })
    }
  })

  const describe = (field: keyof typeof ID) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': fieldMessageId(ID[field]) } : {}
  const percent = { setValueAs: percentValue }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {/* said before the form is filled in, not only by its refusal */}
      {!sensor && capacity.data && isFull(capacity.data) && !errors.root?.server && <PlanRoom capacity={capacity.data} canUpgrade={canUpgrade} />}
      <RequiredFieldsNote />
      <div className="grid gap-2">
        <Label htmlFor={ID.name} required>
          Sensor name
        </Label>
        <Input id={ID.name} className={INVALID} placeholder="e.g. Kitchen Motion" autoComplete="off" required {...form.register('name')} {...describe('name')} />
        <FormMessage id={fieldMessageId(ID.name)}>{errors.name?.message}</FormMessage>
      </div>

      <Controller
        control={form.control}
        name="location"
        render={({ field }) => (
          <LocationField id={ID.location} value={field.value} onChange={field.onChange} onBlur={field.onBlur} invalid={Boolean(errors.location)} />
        )}
      />
      <FormMessage id={fieldMessageId(ID.location)} className="-mt-2">
        {errors.location?.message}
      </FormMessage>

      <div className="grid gap-2">
        <Label htmlFor={ID.deviceId} required>
          Device ID
        </Label>
        <div className="flex gap-2">
          <Input id={ID.deviceId} placeholder="MSH-XXXXXXXX" autoComplete="off" className={`font-mono ${INVALID}`} required {...form.register('deviceId')} {...describe('deviceId')} />
          <Button
            type="button"
            variant="outline"
            onClick={() => form.setValue('deviceId', generateDeviceId(), { shouldDirty: true, shouldValidate: isSubmitted })}
          >
            Generate
          </Button>
        </div>
        <FormMessage id={fieldMessageId(ID.deviceId)}>{errors.deviceId?.message}</FormMessage>
      </div>

      <Controller
        control={form.control}
        name="kind"
        render={({ field }) => (
          <div className="grid gap-2">
            <p id={`${ID.kind}-label`} className="text-sm font-medium leading-none">
              Sensor type
            </p>
            <RadioGroup
              aria-labelledby={`${ID.kind}-label`}
              value={field.value ?? 'motion'}
              onValueChange={(kind) => field.onChange(kind as DeviceKind)}
              onBlur={field.onBlur}
              className="gap-0"
              {...describe('kind')}
            >
              {DEVICE_KINDS.map((kind) => (
                // a whole row to tap: 44 px on a phone
                <Label key={kind} htmlFor={`${ID.kind}-${kind}`} className="flex min-h-11 cursor-pointer items-center gap-3 font-normal">
                  <RadioGroupItem id={`${ID.kind}-${kind}`} value={kind} />
                  {DEVICE_KIND_LABELS[kind]}
                </Label>
              ))}
            </RadioGroup>
            <FormMessage id={fieldMessageId(ID.kind)}>{errors.kind?.message}</FormMessage>
          </div>
        )}
      />

      <div className="grid grid-cols-2 gap-4">
        <div className="grid content-start gap-2">
          <Label htmlFor={ID.batteryLevel}>Battery (%)</Label>
          <Input id={ID.batteryLevel} className={INVALID} type="number" inputMode="numeric" min={0} max={100} step={1} {...form.register('batteryLevel', percent)} {...describe('batteryLevel')} />
          <FormMessage id={fieldMessageId(ID.batteryLevel)}>{errors.batteryLevel?.message}</FormMessage>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={ID.signalStrength}>Signal (%)</Label>
          <Input id={ID.signalStrength} className={INVALID} type="number" inputMode="numeric" min={0} max={100} step={1} {...form.register('signalStrength', percent)} {...describe('signalStrength')} />
          <FormMessage id={fieldMessageId(ID.signalStrength)}>{errors.signalStrength?.message}</FormMessage>
        </div>
      </div>

      <div className="flex items-center gap-3">
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => <Switch id={ID.isActive} checked={field.value ?? true} onCheckedChange={field.onChange} onBlur={field.onBlur} />}
        />
        <Label htmlFor={ID.isActive}>Active</Label>
      </div>

      <FormMessage id="sensor-form-message">{errors.root?.server?.message}</FormMessage>
      {/* a carer cannot open Billing: the message's 'Upgrade the plan' says who can (decision 0042) */}
      {errors.root?.server?.type === 'plan' && <WhoChangesThePlan canUpgrade={canUpgrade} />}

      <FormDialogFooter onCancel={onDone} isBusy={isSubmitting} label={sensor ? 'Save Changes' : 'Register Sensor'} busyLabel={sensor ? 'Saving...' : 'Registering...'} />
    </form>
  )
}
