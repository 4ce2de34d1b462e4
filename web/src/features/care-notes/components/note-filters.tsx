import { Search } from 'lucide-react'
import { Input } from '@/components/ui/input'
import { CATEGORY_FILTERS, type NoteFilters } from '../lib/note-rules'

export function NoteFilterBar({ filters, onChange }: { filters: NoteFilters; onChange: (next: NoteFilters) => void }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
        <Input
          type="search"
          aria-label="Search notes"
          placeholder="Search notes by content or author..."
          className="pl-9"
          value={filters.search}
          onChange={(e) => onChange({ ...filters, search: e.target.value })}
        />
      </div>
      <select
        aria-label="Filter by category"
        className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:w-48"
        value={filters.category}
        onChange={(e) => onChange({ ...filters, category: e.target.value as NoteFilters['category'] })}
      >
        {CATEGORY_FILTERS.map((f) => (
          <option key={f.value} value={f.value}>
            {f.label}
          </option>
        ))}
      </select>
    </div>
  )
}
