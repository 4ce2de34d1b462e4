import type { CircleSummary } from '@contracts/circles'
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react'
import { Popover as PopoverPrimitive } from 'radix-ui'
import { SearchInput } from '@/components/search-input'
import { Popover, PopoverContent } from '@/components/ui/popover'
import type { PickerOption } from '@/lib/circle-search'
import { CircleOption } from './circle-option'

const PAGE = 10

export interface CircleComboboxListProps {
  isOpen: boolean
  close: () => void
  /** the picker's button, which the list hangs from and gives focus back to */
  trigger: RefObject<HTMLButtonElement | null>
  /** the popup's name (the picker's) */
  label: string
  /** ids of the list and its rows come from it (the button's aria-controls names the list) */
  baseId: string
  circles: readonly CircleSummary[]
  /** the chosen home's clientId; '' for none */
  value: string
  noneLabel?: string
  query: string
  setQuery: (query: string) => void
  activeIndex: number
  setActive: (index: number) => void
  isFiltered: boolean
  setOnlyOpenAlerts: (only: boolean) => void
  /** the homes matching the search (and filter) */
  matches: readonly PickerOption[]
  /** the rows shown: `matches`, after a 'none' row when there is one */
  options: readonly (PickerOption | null)[]
  pick: (option: PickerOption | null | undefined) => void
}

/**
 * The open list of CircleCombobox, its search box and rows: code of its own (with the popover's positioning
 * library), fetched when the list is first opened or the browser is idle, not with the page, so the first
 * load of every page is lighter (decision 0069's first-load budget)
 */
export function CircleComboboxList(props: CircleComboboxListProps) {
  const { isOpen, close, trigger, label, baseId, circles, value, noneLabel, query, setQuery, activeIndex, setActive } = props
  const { isFiltered, setOnlyOpenAlerts, matches, options, pick } = props
  const input = useRef<HTMLInputElement>(null)
  // a right click outside closes the list and leaves focus for the menu it opens, as Radix's own trigger does
  const isRightClickOutside = useRef(false)
  const listId = `${baseId}-list`
  const optionId = (i: number) => `${baseId}-option-${i}`
  const withAlerts = circles.filter((c) => c.openAlerts > 0).length
  // only staff's lists carry the circles' people
  const findsMembers = circles.some((c) => c.members !== undefined)

  useEffect(() => {
    if (isOpen) document.getElementById(`${baseId}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' })
  }, [isOpen, activeIndex, baseId])

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
    <Popover open={isOpen} onOpenChange={(next) => !next && close()} modal>
      <PopoverPrimitive.Anchor virtualRef={trigger} />
      <PopoverContent
        // the popup is a dialog to assistive technology: it needs a name of its own
        aria-label={label}
        align="end"
        // never taller than the room the screen has below (or above) the button: the list shrinks and scrolls inside it
        className="flex max-h-(--radix-popover-content-available-height) w-[min(24rem,calc(100vw-1rem))] flex-col p-0"
        onPointerDownOutside={(e) => {
          const { button, ctrlKey } = e.detail.originalEvent
          isRightClickOutside.current = button === 2 || (button === 0 && ctrlKey)
        }}
        onCloseAutoFocus={(e) => {
          e.preventDefault()
          if (!isRightClickOutside.current) trigger.current?.focus()
        }}
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
