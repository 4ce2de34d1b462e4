import { SENSOR_LOCATIONS } from '@contracts/devices'
import { useState } from 'react'
import { fieldMessageId } from '@/components/ui/form-message'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'

const OTHER = 'other'
const isListed = (value: string) => (SENSOR_LOCATIONS as readonly string[]).includes(value)

interface LocationFieldProps {
  id: string
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  invalid: boolean
}

/** One of the spec's rooms, or 'Other' and a room typed in */
export function LocationField({ id, value, onChange, onBlur, invalid }: LocationFieldProps) {
  const [isOther, setOther] = useState(() => value !== '' && !isListed(value))
  const described = invalid ? fieldMessageId(id) : undefined
  return (
    <div className="grid gap-2">
      <Label htmlFor={id} required>
        Location
      </Label>
      <Select
        value={isOther ? OTHER : value}
        onValueChange={(choice) => {
          const other = choice === OTHER
          setOther(other)
          onChange(other ? '' : choice)
        }}
      >
        <SelectTrigger id={id} aria-invalid={invalid && !isOther} aria-describedby={isOther ? undefined : described} aria-required onBlur={onBlur}>
          <SelectValue placeholder="Choose a room" />
        </SelectTrigger>
        <SelectContent>
          {SENSOR_LOCATIONS.map((room) => (
            <SelectItem key={room} value={room}>
              {room}
            </SelectItem>
          ))}
          <SelectItem value={OTHER}>Other…</SelectItem>
        </SelectContent>
      </Select>
      {isOther && (
        <>
          <Label htmlFor={`${id}-other`} className="sr-only">
            Other location
          </Label>
          <Input
            id={`${id}-other`}
            value={value}
            className="aria-[invalid=true]:border-destructive"
            placeholder="e.g. Bathroom"
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            required
            aria-invalid={invalid}
            aria-describedby={described}
          />
        </>
      )}
    </div>
  )
}
