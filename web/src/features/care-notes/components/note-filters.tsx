import { FilterBar, type FilterBarSelect } from '@/components/filter-bar'
import { CATEGORY_FILTERS, type NoteFilters } from '../lib/note-rules'

const SEARCH = { label: 'Search notes', placeholder: 'Search notes by content or author...' }

const SELECTS: FilterBarSelect<NoteFilters>[] = [{ name: 'category', label: 'Filter by category', options: CATEGORY_FILTERS }]

export function NoteFilterBar({ filters, onChange }: { filters: NoteFilters; onChange: (next: NoteFilters) => void }) {
  return <FilterBar filters={filters} onChange={onChange} search={SEARCH} selects={SELECTS} selectClassName="w-full sm:w-48" />
}
