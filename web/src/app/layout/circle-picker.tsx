import { circleName, useCircle } from '@/lib/circle'

/** Shown when a person can see more than one home */
export function CirclePicker() {
  const { circles, clientId, choose } = useCircle()
  if (circles.length < 2) return null
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <span className="hidden sm:inline">Watching</span>
      <select
        aria-label="Care circle"
        className="h-9 max-w-[11rem] rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        value={clientId}
        onChange={(e) => choose(e.target.value)}
      >
        {circles.map((c) => (
          <option key={c.clientId} value={c.clientId}>
            {circleName(c)}
          </option>
        ))}
      </select>
    </label>
  )
}
