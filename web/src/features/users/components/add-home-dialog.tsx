import { HomeCreate, type AddedHome } from '@contracts/users'
import { useMemo, useState, type FormEvent, type ReactNode } from 'react'
import { FormDialogFooter } from '@/components/form-dialog-footer'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormMessage, fieldMessageId } from '@/components/ui/form-message'
import { Input } from '@/components/ui/input'
import { Label, RequiredFieldsNote } from '@/components/ui/label'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { useCircle, useCircles } from '@/lib/circle'
import { circleDetail, homesNamed } from '@/lib/circle-search'
import { issuesByField, serverFieldErrors, type FieldErrors } from '@/lib/field-errors'
import { useFocusFirstError } from '@/lib/focus-first-error'
import { toast } from '@/lib/use-toast'
import { useAddHome } from '../api/homes'
import { messageOf } from '../api/users'
import { allZones, browserZone } from '@/lib/format/home-time'

type Field = 'firstName' | 'lastName' | 'phone' | 'timeZone'
const FIELDS: Field[] = ['firstName', 'lastName', 'phone', 'timeZone']
const fieldId = (field: Field) => `add-home-${field}`

const SELECT_CLASS =
  'h-10 w-full pointer-coarse:h-11 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive'

/**
 * Add Home (decision 0025): staff set up the home of someone who will not sign in, then open it to
 * fit its sensors and invite its family. The dialog says when the home is ready and offers to open it.
 */
export function AddHomeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [added, setAdded] = useState<AddedHome | null>(null)
  const close = () => {
    setAdded(null)
    onClose()
  }
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        {added ? (
          <HomeAdded home={added} onClose={close} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Add Home</DialogTitle>
              <DialogDescription>
                For someone who will not sign in themselves: their family and carers use Hearthwatch for them. Their account has no e-mail and no
                password.
              </DialogDescription>
            </DialogHeader>
            {/* a fresh form at each opening */}
            {open && <AddHomeForm onAdded={setAdded} />}
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}

const nameOf = (home: AddedHome) => `${home.firstName} ${home.lastName}`

/** The home is there: open it (the picker's choice, as picking it in the top bar) or stay on this page */
function HomeAdded({ home, onClose }: { home: AddedHome; onClose: () => void }) {
  const { choose } = useCircle()
  const open = () => {
    onClose()
    choose(home.clientId, '/')
  }
  return (
    <>
      <DialogHeader>
        <DialogTitle>Home Added</DialogTitle>
        <DialogDescription>
          {nameOf(home)}&apos;s home is ready. Open it to add sensors and a hub key on the Sensors page, then invite their family from Family Members.
        </DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Close
        </Button>
        <Button type="button" onClick={open} autoFocus>
          Open Home
        </Button>
      </DialogFooter>
    </>
  )
}

function AddHomeForm({ onAdded }: { onAdded: (home: AddedHome) => void }) {
  const [firstName, setFirstName] = useState('')
  const [lastName, setLastName] = useState('')
  const [phone, setPhone] = useState('')
  const [timeZone, setTimeZone] = useState(browserZone)
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const formRef = useFocusFirstError(errors)
  const add = useAddHome()
  const zones = useMemo(() => allZones(), [])
  const { data: circles } = useCircles()
  // a home of the same name is there already: said once, and Add Home again adds the second
  const [sameNamed, setSameNamed] = useState<{ name: string; tags: string[] } | null>(null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    // the server's own rules and words, before the round trip
    const parsed = HomeCreate.safeParse({ firstName, lastName, phone, timeZone })
    if (!parsed.success) return setErrors(issuesByField<Field>(parsed.error.issues))
    setErrors({})
    const name = `${parsed.data.firstName} ${parsed.data.lastName}`
    const already = homesNamed(circles ?? [], parsed.data.firstName, parsed.data.lastName)
    if (already.length > 0 && sameNamed?.name !== name) return setSameNamed({ name, tags: already.map(circleDetail) })
    try {
      onAdded(await add.mutateAsync(parsed.data))
    } catch (err) {
      if (isUnauthorizedError(err)) return
      const found = serverFieldErrors(err, FIELDS)
      if (Object.keys(found).length > 0) return setErrors(found)
      toast({ title: 'Error', description: messageOf(err, 'Failed to add home. Please try again.'), variant: 'destructive' })
    }
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
      <RequiredFieldsNote />
      <TextField field="firstName" label="First name" required value={firstName} onChange={setFirstName} error={errors.firstName} autoComplete="off" />
      <TextField field="lastName" label="Last name" required value={lastName} onChange={setLastName} error={errors.lastName} autoComplete="off" />
      <TextField
        field="phone"
        label="Phone number (optional)"
        value={phone}
        onChange={setPhone}
        error={errors.phone}
        type="tel"
        placeholder="+44 7700 900123"
        hint="What their care circle dials from Quick Contact and Call Now. Digits, spaces or dashes, with + and the country code if you like."
      />
      <div className="grid gap-2">
        <Label htmlFor={fieldId('timeZone')} required>
          Home time zone
        </Label>
        <select
          id={fieldId('timeZone')}
          required
          className={SELECT_CLASS}
          value={timeZone}
          onChange={(e) => setTimeZone(e.target.value)}
          aria-invalid={errors.timeZone ? true : undefined}
          aria-describedby={describedBy('timeZone', errors, `${fieldId('timeZone')}-hint`)}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
        <p id={`${fieldId('timeZone')}-hint`} className="text-xs text-slate-600">
          The routine, &quot;today&quot;, the night and the times on alerts are counted in the home&apos;s own time. It starts as this device&apos;s.
        </p>
        <FormMessage id={fieldMessageId(fieldId('timeZone'))}>{errors.timeZone}</FormMessage>
      </div>
      {sameNamed && (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          There is already a home for {sameNamed.name} ({sameNamed.tags.join('; ')}). Press Add Home again to add a second home for someone of the same
          name, or change the name.
        </p>
      )}
      <FormDialogFooter isBusy={add.isPending} label="Add Home" busyLabel="Adding..." />
    </form>
  )
}

const describedBy = (field: Field, errors: FieldErrors<Field>, hint?: string) =>
  [hint, errors[field] ? fieldMessageId(fieldId(field)) : null].filter(Boolean).join(' ') || undefined

function TextField(props: {
  field: Field
  label: string
  required?: boolean
  value: string
  onChange: (value: string) => void
  error?: string
  type?: 'text' | 'tel'
  placeholder?: string
  autoComplete?: string
  hint?: ReactNode
}) {
  const id = fieldId(props.field)
  const hintId = props.hint ? `${id}-hint` : undefined
  return (
    <div className="grid gap-2">
      <Label htmlFor={id} required={props.required}>
        {props.label}
      </Label>
      <Input
        id={id}
        required={props.required}
        type={props.type ?? 'text'}
        inputMode={props.type === 'tel' ? 'tel' : undefined}
        autoComplete={props.autoComplete ?? 'off'}
        placeholder={props.placeholder}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.field, { [props.field]: props.error }, hintId)}
      />
      {props.hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {props.hint}
        </p>
      )}
      <FormMessage id={fieldMessageId(id)}>{props.error}</FormMessage>
    </div>
  )
}
