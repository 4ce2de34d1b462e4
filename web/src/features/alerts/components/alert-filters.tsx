import { Search } from 'lucide-react'
import { Input } from '@/components/ui/input'
import { SEVERITY_FILTERS, TYPE_FILTERS, type AlertFilters } from '../lib/alert-rules'

const SELECT =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:w-44'

export function AlertFilterBar({ filters, onChange }: { filters: AlertFilters; onChange: (next: AlertFilters) => void }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
        <Input
          type="search"
          aria-label="Search alerts"
          placeholder="Search alerts..."
          className="pl-9"
          value={filters.search}
          onChange={(e) => onChange({ ...filters, search: e.target.value })}
        />
      </div>
      <select
        aria-label="Filter by severity"
        className={SELECT}
        value={filters.severity}
        onChange={(e) => onChange({ ...filters, severity: e.target.value as AlertFilters['severity'] })}
      >
        {SEVERITY_FILTERS.map((f) => (
          <option key={f.value} value={f.value}>
            {f.label}
          </option>
        ))}
      </select>
      <select
        aria-label="Filter by type"
        className={SELECT}
        value={filters.type}
        onChange={(e) => onChange({ ...filters, type: e.target.value as AlertFilters['type'] })}
      >
        {TYPE_FILTERS.map((f) => (
          <option key={f.value} value={f.value}>
            {f.label}
          </option>
        ))}
      </select>
    </div>
  )
}
