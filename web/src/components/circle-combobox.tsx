import type { CircleSummary } from '@contracts/circles'
import { ChevronsUpDown } from 'lucide-react'
import { lazy, Suspense, useId, useImperativeHandle, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react'
import { circleName } from '@/lib/circle'
import { circleDetail, pickerOptions, type PickerOption } from '@/lib/circle-search'
import { loadPageCode } from '@/lib/stale-build'
import { cn } from '@/lib/utils'
import { useFetchAheadWhenSettled } from '@/lib/when-idle'

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

// the open list is code of its own (circle-combobox-list.tsx): asked for once the page has its data and the
// browser is idle, or when a pointer or focus comes to the button, so it is there before the first press
const loadList = () => import('./circle-combobox-list')
const CircleComboboxList = lazy(async () => ({ default: (await loadPageCode(loadList)).CircleComboboxList }))
const fetchList = () => void loadList().catch(() => undefined)

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
  // once opened, the list stays mounted (closed), so it closes as it would have and gives focus back
  const [hasOpened, setHasOpened] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const baseId = useId()
  const listId = `${baseId}-list`
  useFetchAheadWhenSettled(fetchList)

  const withAlerts = circles.filter((c) => c.openAlerts > 0).length
  // the choice holds from one opening to the next (an agent going through the homes that need her), until none has an alert
  const isFiltered = onlyOpenAlerts && withAlerts > 0
  const matches = useMemo(() => pickerOptions(circles, query, isFiltered), [circles, query, isFiltered])
  const hasNone = noneLabel !== undefined && !query && !isFiltered
  const options: (PickerOption | null)[] = hasNone ? [null, ...matches] : matches
  const activeIndex = Math.min(active, options.length - 1)
  const selected = circles.find((c) => c.clientId === value)

  function open(initialQuery = '', filtered = isFiltered) {
    setQuery(initialQuery)
    setOnlyOpenAlerts(filtered)
    // start on the chosen home, unless the person started typing
    const fresh = pickerOptions(circles, '', filtered)
    const at = fresh.findIndex((o) => o.circle.clientId === value)
    const offset = noneLabel !== undefined && !filtered ? 1 : 0
    setActive(initialQuery || at < 0 ? 0 : at + offset)
    setOpen(true)
    setHasOpened(true)
    onOpen?.()
  }

  useImperativeHandle(ref, () => ({ openWithAlerts: () => open('', true) }))

  function pick(option: PickerOption | null | undefined) {
    if (option === undefined) return
    onChange(option?.circle.clientId ?? '')
    setOpen(false)
  }

  function onTriggerKey(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      open()
    } else if (e.key.length === 1 && e.key !== ' ' && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // typing on the closed picker starts a search; typed while its list's code is still on the way, the search goes on
      e.preventDefault()
      if (isOpen) setQuery(query + e.key)
      else open(e.key)
    }
  }

  return (
    <>
      <button
        ref={trigger}
        type="button"
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        {...aria}
        title={selected ? `${circleName(selected)} · ${circleDetail(selected)}` : undefined}
        data-state={isOpen ? 'open' : 'closed'}
        onClick={() => (isOpen ? setOpen(false) : open())}
        onKeyDown={onTriggerKey}
        onPointerEnter={fetchList}
        onFocus={fetchList}
        className={cn(
          'flex h-10 min-w-0 items-center gap-2 rounded-md border border-input bg-background px-3 text-left text-sm focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive',
          className,
        )}
      >
        <span className="min-w-0 flex-1 truncate">{selected ? circleName(selected) : (noneLabel ?? 'Choose a home')}</span>
        <ChevronsUpDown className="size-4 shrink-0 opacity-60" aria-hidden="true" />
      </button>
      {hasOpened && (
        <Suspense fallback={null}>
          <CircleComboboxList
            isOpen={isOpen}
            close={() => setOpen(false)}
            trigger={trigger}
            label={aria['aria-label'] ?? 'Choose a home'}
            baseId={baseId}
            circles={circles}
            value={value}
            noneLabel={noneLabel}
            query={query}
            setQuery={setQuery}
            activeIndex={activeIndex}
            setActive={setActive}
            isFiltered={isFiltered}
            setOnlyOpenAlerts={setOnlyOpenAlerts}
            matches={matches}
            options={options}
            pick={pick}
          />
        </Suspense>
      )}
    </>
  )
}
