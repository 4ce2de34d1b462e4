import { NOTIFY_LEVEL_HINTS, NOTIFY_LEVEL_LABELS, NOTIFY_LEVELS, type NotifyLevel } from '@contracts/notify-levels'
import type { ReactNode } from 'react'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'

interface LevelChoiceProps {
  id: string
  legend: string
  value: NotifyLevel
  onChange: (level: NotifyLevel) => void
  isDisabled?: boolean
  /** said under the title, before the choices, and read with the group */
  note?: ReactNode
}

/**
 * Every alert / Urgent alerts only / None, each with what it means; the arrow keys move between them. One radio
 * group named by its title: inside a fieldset of the same legend, a screen reader said the name twice ('E-mail,
 * group. E-mail, radio group'). The note, when there is one, describes the group.
 */
export function LevelChoice({ id, legend, value, onChange, isDisabled, note }: LevelChoiceProps) {
  return (
    <div className="grid gap-2">
      <p id={`${id}-legend`} className="mb-1 text-sm font-medium text-slate-900">
        {legend}
      </p>
      {note && <div id={`${id}-note`}>{note}</div>}
      <RadioGroup
        aria-labelledby={`${id}-legend`}
        aria-describedby={note ? `${id}-note` : undefined}
        value={value}
        onValueChange={(v) => onChange(v as NotifyLevel)}
        disabled={isDisabled}
      >
        {NOTIFY_LEVELS.map((level) => (
          <div key={level} className="flex items-start gap-3 rounded-md border px-3 py-2">
            <RadioGroupItem id={`${id}-${level}`} value={level} aria-describedby={`${id}-${level}-hint`} className="mt-0.5" />
            <div className="grid gap-1">
              <Label htmlFor={`${id}-${level}`} className="cursor-pointer">
                {NOTIFY_LEVEL_LABELS[level]}
              </Label>
              <p id={`${id}-${level}-hint`} className="text-xs text-slate-600">
                {NOTIFY_LEVEL_HINTS[level]}
              </p>
            </div>
          </div>
        ))}
      </RadioGroup>
    </div>
  )
}
