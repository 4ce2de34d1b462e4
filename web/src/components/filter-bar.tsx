import { OptionSelect, type Option } from './option-select'
import { SearchInput } from './search-input'

type Choice<F> = Exclude<keyof F, 'search'> & string

/** One select of a filter bar: which of the filters it sets, its accessible name and its options */
export type FilterBarSelect<F> = { [K in Choice<F>]: { name: K; label: string; options: readonly Option<F[K] & string>[] } }[Choice<F>]

interface FilterBarProps<F extends { search: string }> {
  filters: F
  onChange: (next: F) => void
  search: { label: string; placeholder: string; type?: 'search' | 'text' }
  selects: readonly FilterBarSelect<F>[]
  /** the selects' width */
  selectClassName?: string
}

/**
 * Above a list: the search box and its selects, stacked on a phone, in one row from `sm`. Where the row leaves the
 * box less than 18 rem (a tablet beside the sidebar: on an 820 px iPad the Alerts page's two selects left it 'Search
 * alert'), the selects that do not fit go under it, so its words show whole
 */
export function FilterBar<F extends { search: string }>({ filters, onChange, search, selects, selectClassName }: FilterBarProps<F>) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <SearchInput
        className="flex-1 sm:min-w-72"
        type={search.type}
        aria-label={search.label}
        placeholder={search.placeholder}
        value={filters.search}
        onChange={(value) => onChange({ ...filters, search: value })}
      />
      {selects.map((select) => (
        <OptionSelect<string>
          key={select.name}
          aria-label={select.label}
          className={selectClassName}
          value={String(filters[select.name])}
          options={select.options}
          onChange={(value) => onChange({ ...filters, [select.name]: value })}
        />
      ))}
    </div>
  )
}
