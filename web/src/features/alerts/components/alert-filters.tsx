import { FilterBar, type FilterBarSelect } from '@/components/filter-bar'
import { SEVERITY_FILTERS, TYPE_FILTERS, type AlertFilters } from '../lib/alert-rules'

const SEARCH = { label: 'Search alerts', placeholder: 'Search alerts...' }

const SELECTS: FilterBarSelect<AlertFilters>[] = [
  { name: 'severity', label: 'Filter by severity', options: SEVERITY_FILTERS },
  { name: 'type', label: 'Filter by type', options: TYPE_FILTERS },
]

export function AlertFilterBar({ filters, onChange }: { filters: AlertFilters; onChange: (next: AlertFilters) => void }) {
  return <FilterBar filters={filters} onChange={onChange} search={SEARCH} selects={SELECTS} selectClassName="w-full sm:w-44" />
}
