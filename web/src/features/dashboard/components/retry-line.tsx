import { RefreshCw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { TAP } from '@/lib/tap'

/** A dashboard card's read that failed: what could not be loaded, in red, and Try again */
export function RetryLine({ text, onRetry, busy }: { text: string; onRetry: () => void; busy: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-red-800">
      <span>{text}</span>
      <Button variant="outline" size="sm" className={TAP} busy={busy} onClick={onRetry}>
        <RefreshCw aria-hidden="true" /> Try again
      </Button>
    </div>
  )
}
