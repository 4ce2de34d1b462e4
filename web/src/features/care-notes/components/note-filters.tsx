import { FilterSelect } from '@/components/filter-select'
import { SearchInput } from '@/components/search-input'
import { CATEGORY_FILTERS, type NoteFilters } from '../lib/note-rules'

export function NoteFilterBar({ filters, onChange }: { filters: NoteFilters; onChange: (next: NoteFilters) => void }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <SearchInput
        className="flex-1"
        aria-label="Search notes"
        placeholder="Search notes by content or author..."
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search })}
      />
      <FilterSelect
        label="Filter by category"
        className="w-full sm:w-48"
        value={filters.category}
        options={CATEGORY_FILTERS}
        onChange={(category) => onChange({ ...filters, category })}
      />
    </div>
  )
}
