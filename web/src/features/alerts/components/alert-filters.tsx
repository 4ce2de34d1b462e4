import { FilterSelect } from '@/components/filter-select'
import { SearchInput } from '@/components/search-input'
import { SEVERITY_FILTERS, TYPE_FILTERS, type AlertFilters } from '../lib/alert-rules'

export function AlertFilterBar({ filters, onChange }: { filters: AlertFilters; onChange: (next: AlertFilters) => void }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <SearchInput
        className="flex-1"
        aria-label="Search alerts"
        placeholder="Search alerts..."
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search })}
      />
      <FilterSelect
        label="Filter by severity"
        className="w-full sm:w-44"
        value={filters.severity}
        options={SEVERITY_FILTERS}
        onChange={(severity) => onChange({ ...filters, severity })}
      />
      <FilterSelect
        label="Filter by type"
        className="w-full sm:w-44"
        value={filters.type}
        options={TYPE_FILTERS}
        onChange={(type) => onChange({ ...filters, type })}
      />
    </div>
  )
}
