import type { CircleSummary } from '@contracts/circles'
import { ChevronsUpDown } from 'lucide-react'
import { useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react'
import { SearchInput } from '@/components/search-input'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { circleName } from '@/lib/circle'
import { circleDetail, pickerOptions, type PickerOption } from '@/lib/circle-search'
import { cn } from '@/lib/utils'
import { CircleOption } from './circle-option'

interface CircleComboboxProps {
  circles: readonly CircleSummary[]
  /** the chosen home's clientId; '' for none */
  value: string
  onChange: (clientId: string) => void
  /** the trigger's id, for a <Label htmlFor> */
  id?: string
  'aria-label'?: string
  'aria-invalid'?: boolean
  'aria-describedby'?: string
  /** offers a first row meaning 'no home', with these words */
  noneLabel?: string
  className?: string
  /** the list opened: a chance to fetch the latest alert counts */
  onOpen?: () => void
  /** lets the page open the list on the homes with open alerts alone (the '+N other homes' badge) */
  ref?: Ref<CircleComboboxHandle>
}

export interface CircleComboboxHandle {
  openWithAlerts: () => void
}

const PAGE = 10

/**
 * A searchable list of homes (WAI-ARIA combobox with a listbox popup): type any part of a name or an
 * e-mail, the client's or (for staff) someone's in the home's circle, whose name the row then shows;
 * arrow keys move, Enter picks, Escape closes and focus returns to the button. Homes with open alerts
 * come first, and can be shown alone. Fits a 390 px phone.
 */
export function CircleCombobox({ circles, value, onChange, noneLabel, onOpen, className, ref, ...aria }: CircleComboboxProps) {
  const [isOpen, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [onlyOpenAlerts, setOnlyOpenAlerts] = useState(false)
  const [active, setActive] = useState(0)
  const input = useRef<HTMLInputElement>(null)
  const baseId = useId()
  const listId = `${baseId}-list`
  const optionId = (i: number) => `${baseId}-option-${i}`

  const withAlerts = circles.filter((c) => c.openAlerts > 0).length
  // the choice holds from one opening to the next (an agent going through the homes that need her), until none has an alert
  const isFiltered = onlyOpenAlerts && withAlerts > 0
  const matches = useMemo(() => pickerOptions(circles, query, isFiltered), [circles, query, isFiltered])
  const hasNone = noneLabel !== undefined && !query && !isFiltered
  const options: (PickerOption | null)[] = hasNone ? [null, ...matches] : matches
  const activeIndex = Math.min(active, options.length - 1)
  const selected = circles.find((c) => c.clientId === value)
  // only staff's lists carry the circles' people
  const findsMembers = circles.some((c) => c.members !== undefined)

  function open(initialQuery = '', filtered = isFiltered) {
    setQuery(initialQuery)
    setOnlyOpenAlerts(filtered)
    // start on the chosen home, unless the person started typing
    const fresh = pickerOptions(circles, '', filtered)
    const at = fresh.findIndex((o) => o.circle.clientId === value)
    const offset = noneLabel !== undefined && !filtered ? 1 : 0
    setActive(initialQuery || at < 0 ? 0 : at + offset)
    setOpen(true)
    onOpen?.()
  }

  useImperativeHandle(ref, () => ({ openWithAlerts: () => open('', true) }))

  function pick(option: PickerOption | null | undefined) {
    if (option === undefined) return
    onChange(option?.circle.clientId ?? '')
    setOpen(false)
  }

  useEffect(() => {
    if (isOpen) document.getElementById(`${baseId}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' })
  }, [isOpen, activeIndex, baseId])

  function onTriggerKey(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      open()
    } else if (e.key.length === 1 && e.key !== ' ' && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // typing on the closed picker starts a search
      e.preventDefault()
      open(e.key)
    }
  }

  function onSearchKey(e: KeyboardEvent<HTMLInputElement>) {
    const move = { ArrowDown: 1, ArrowUp: -1, PageDown: PAGE, PageUp: -PAGE }[e.key]
    if (move !== undefined) {
      e.preventDefault()
      setActive(Math.max(0, Math.min(options.length - 1, activeIndex + move)))
    } else if (e.key === 'Enter') {
      // never the surrounding form's submit
      e.preventDefault()
      pick(options[activeIndex])
    }
  }

  const shownCount = matches.length === circles.length ? `${circles.length} homes` : `${matches.length} of ${circles.length} homes`

  return (
    <Popover open={isOpen} onOpenChange={(next) => (next ? open() : setOpen(false))} modal>
      <PopoverTrigger asChild>
        <button
          type="button"
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={isOpen}
          aria-controls={isOpen ? listId : undefined}
          {...aria}
          title={selected ? `${circleName(selected)} · ${circleDetail(selected)}` : undefined}
          onKeyDown={onTriggerKey}
          className={cn(
            'flex h-10 min-w-0 items-center gap-2 rounded-md border border-input bg-background px-3 text-left text-sm focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive',
            className,
          )}
        >
          <span className="min-w-0 flex-1 truncate">{selected ? circleName(selected) : (noneLabel ?? 'Choose a home')}</span>
          <ChevronsUpDown className="size-4 shrink-0 opacity-60" aria-hidden="true" />
        </button>
      </PopoverTrigger>
      <PopoverContent
        // the popup is a dialog to assistive technology: it needs a name of its own
        aria-label={aria['aria-label'] ?? 'Choose a home'}
        align="end"
        // never taller than the room the screen has below (or above) the button: the list shrinks and scrolls inside it
        className="flex max-h-(--radix-popover-content-available-height) w-[min(24rem,calc(100vw-1rem))] flex-col p-0"
        onOpenAutoFocus={(e) => {
          e.preventDefault()
          input.current?.focus()
          const end = input.current?.value.length ?? 0
          input.current?.setSelectionRange(end, end)
        }}
      >
        <div className="shrink-0 space-y-2 border-b p-2">
          <SearchInput
            ref={input}
            type="text"
            role="combobox"
            aria-label="Search homes by name, e-mail or phone"
            aria-autocomplete="list"
            aria-expanded="true"
            aria-controls={listId}
            aria-activedescendant={options.length > 0 ? optionId(activeIndex) : undefined}
            placeholder={findsMembers ? 'Name, e-mail or phone of client or family...' : 'Search by name, e-mail or phone...'}
            autoComplete="off"
            value={query}
            onChange={(next) => {
              setQuery(next)
              setActive(0)
            }}
            onKeyDown={onSearchKey}
          />
          <div className="flex items-center justify-between gap-2 text-xs text-slate-600">
            <span aria-live="polite">{shownCount}</span>
            {/* a thumb's 44 px on a touch screen, as every control there (it was 22 px) */}
            {withAlerts > 0 && (
              <button
                type="button"
                aria-pressed={isFiltered}
                onClick={() => {
                  setOnlyOpenAlerts(!isFiltered)
                  setActive(0)
                }}
                className="rounded-full border px-2 py-0.5 font-medium text-slate-700 pointer-coarse:min-h-11 hover:bg-accent focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring aria-pressed:border-red-600 aria-pressed:bg-red-50 aria-pressed:text-red-800"
              >
                Only open alerts ({withAlerts})
              </button>
            )}
          </div>
        </div>
        {/* a phone keeps its 22rem, clear of its on-screen keyboard; a tablet or a laptop lists as many homes as its height
            holds (a 1180 px tablet showed 7 of a support agent's 40 in 22rem) */}
        <ul id={listId} role="listbox" aria-label="Homes" className="max-h-[min(55vh,22rem)] min-h-0 overflow-y-auto p-1 md:max-h-none">
          {options.map((option, i) => (
            <CircleOption
              key={option?.circle.clientId ?? 'none'}
              id={optionId(i)}
              circle={option?.circle}
              member={option?.member}
              noneLabel={noneLabel}
              isSelected={(option?.circle.clientId ?? '') === value}
              isActive={i === activeIndex}
              onPick={() => pick(option)}
              onPoint={() => setActive(i)}
            />
          ))}
        </ul>
        {matches.length === 0 && (
          <p className="shrink-0 px-3 pb-3 text-sm text-slate-600">{isFiltered ? 'No home with open alerts matches your search.' : 'No home matches your search.'}</p>
        )}
      </PopoverContent>
    </Popover>
  )
}
