import { CostInput, type CostEntry } from '@contracts/business'
import { useState, type FormEvent } from 'react'
import { FormDialogFooter } from '@/components/form-dialog-footer'
import { OptionSelect } from '@/components/option-select'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { serverMessage } from '@/lib/api-error'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { issuesByField, serverFieldErrors, type FieldErrors } from '@/lib/field-errors'
import { toast } from '@/lib/use-toast'
import { useRecordCost } from '../api/business'
import { newCostValues, toCostRequest, type CostValues } from '../lib/cost-values'
import { BILLING_PERIOD_OPTIONS, COST_TYPE_OPTIONS } from '../lib/labels'
import { formatMoney } from '@/lib/format/subscription'
import { FormField } from '@/components/form-field'
import { useFocusFirstError } from '@/lib/focus-first-error'

type Field = keyof CostInput
const FIELDS: Field[] = ['costType', 'serviceName', 'amount', 'usageMetric', 'usageAmount', 'billingPeriod', 'date']

interface RecordCostDialogProps {
  open: boolean
  /** the date the form starts with (YYYY-MM-DD) */
  initialDate: string
  onClose: () => void
  onRecorded: (entry: CostEntry) => void
}

/** Record Cost: one bill or usage line (a hosting invoice, an SMS bundle), checked as the server checks it */
export function RecordCostDialog({ open, initialDate, onClose, onRecorded }: RecordCostDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Record Cost</DialogTitle>
          <DialogDescription>Add a bill or a usage charge of running the service.</DialogDescription>
        </DialogHeader>
        {/* a fresh form at each opening */}
        {open && <RecordCostForm initialDate={initialDate} onCancel={onClose} onRecorded={onRecorded} />}
      </DialogContent>
    </Dialog>
  )
}

function RecordCostForm({ initialDate, onCancel, onRecorded }: { initialDate: string; onCancel: () => void; onRecorded: (entry: CostEntry) => void }) {
  const [values, setValues] = useState<CostValues>(() => newCostValues(initialDate))
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const formRef = useFocusFirstError(errors)
  const record = useRecordCost()
  const set = <K extends keyof CostValues>(key: K) => (value: CostValues[K]) => setValues((v) => ({ ...v, [key]: value }))

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = CostInput.safeParse(toCostRequest(values))
    if (!parsed.success) return setErrors(issuesByField<Field>(parsed.error.issues))
    setErrors({})
    try {
      const entry = await record.mutateAsync(parsed.data)
      toast({ title: 'Cost Recorded', description: `${entry.serviceName}: ${formatMoney(entry.amount)} on ${entry.date}.` })
      onRecorded(entry)
    } catch (err) {
      if (isUnauthorizedError(err)) return
      setErrors(serverFieldErrors(err, FIELDS))
      toast({ title: 'Error', description: serverMessage(err, 'Failed to record cost'), variant: 'destructive' })
    }
  }

  const select = 'w-full aria-[invalid=true]:border-destructive'
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="cost-costType" label="Cost type" error={errors.costType}>
          {(aria) => <OptionSelect {...aria} className={select} value={values.costType} options={COST_TYPE_OPTIONS} onChange={set('costType')} />}
        </FormField>
        <FormField id="cost-serviceName" label="Service name" error={errors.serviceName}>
          {(aria) => <Input {...aria} required placeholder="e.g. Cloud hosting" value={values.serviceName} onChange={(e) => set('serviceName')(e.target.value)} />}
        </FormField>
        <FormField id="cost-amount" label="Amount ($)" error={errors.amount}>
          {(aria) => <Input {...aria} type="number" inputMode="decimal" step="0.01" min="0" required value={values.amount} onChange={(e) => set('amount')(e.target.value)} />}
        </FormField>
        <FormField id="cost-billingPeriod" label="Billing period" error={errors.billingPeriod}>
          {(aria) => <OptionSelect {...aria} className={select} value={values.billingPeriod} options={BILLING_PERIOD_OPTIONS} onChange={set('billingPeriod')} />}
        </FormField>
        <FormField id="cost-usageAmount" label="Usage amount (optional)" error={errors.usageAmount}>
          {(aria) => <Input {...aria} type="number" inputMode="decimal" step="any" min="0" value={values.usageAmount} onChange={(e) => set('usageAmount')(e.target.value)} />}
        </FormField>
        <FormField id="cost-usageMetric" label="Usage metric (optional)" error={errors.usageMetric}>
          {(aria) => <Input {...aria} placeholder="e.g. GB-hours" value={values.usageMetric} onChange={(e) => set('usageMetric')(e.target.value)} />}
        </FormField>
        <FormField id="cost-date" label="Date" error={errors.date}>
          {(aria) => <Input {...aria} type="date" required value={values.date} onChange={(e) => set('date')(e.target.value)} />}
        </FormField>
      </div>
      <FormDialogFooter onCancel={onCancel} isBusy={record.isPending} label="Record Cost" busyLabel="Recording..." />
    </form>
  )
}
