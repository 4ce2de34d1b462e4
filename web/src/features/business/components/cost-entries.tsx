import type { CostEntry } from '@contracts/business'
import { format, parseISO } from 'date-fns'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { TableHead } from '@/components/table-head'
import { Button } from '@/components/ui/button'
import { serverMessage } from '@/lib/api-error'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { toast } from '@/lib/use-toast'
import { useDeleteCost } from '../api/business'
import { BILLING_PERIOD_LABELS, COST_TYPE_LABELS } from '../lib/labels'
import { formatMoney } from '@/lib/format/subscription'
import { formatUsage } from '../lib/money'

const COLUMNS = ['Date', 'Service', 'Type', 'Amount', 'Usage', 'Billing']
const dateOf = (entry: CostEntry) => format(parseISO(entry.date), 'MMM dd, yyyy')

/** The month's entries as recorded, each with Delete (asked first) */
export function CostEntries({ entries, monthName }: { entries: CostEntry[]; monthName: string }) {
  const remove = useDeleteCost()
  const [deleting, setDeleting] = useState<CostEntry | null>(null)

  async function confirmDelete(entry: CostEntry) {
    try {
      await remove.mutateAsync(entry.id)
      toast({ title: 'Cost Deleted', description: `${entry.serviceName} (${formatMoney(entry.amount)}) has been deleted.` })
    } catch (err) {
      if (isUnauthorizedError(err)) return
      toast({ title: 'Error', description: serverMessage(err, 'Failed to delete cost entry'), variant: 'destructive' })
    }
    setDeleting(null)
  }

  if (entries.length === 0) {
    return <p className="rounded-lg border bg-white p-6 text-center text-sm text-slate-600">No costs recorded for {monthName}</p>
  }
  return (
    <>
      <div className="relative overflow-x-auto rounded-lg border bg-white">
        <table className="w-full min-w-[720px] text-left text-sm">
          <TableHead columns={COLUMNS} rightAligned={['Amount']} actions />
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-b last:border-0" data-cost-service={entry.serviceName}>
                <td className="whitespace-nowrap px-4 py-3 text-slate-700">{dateOf(entry)}</td>
                <td className="min-w-40 break-words px-4 py-3 font-medium text-slate-900">{entry.serviceName}</td>
                <td className="px-4 py-3 text-slate-700">{COST_TYPE_LABELS[entry.costType]}</td>
                <td className="whitespace-nowrap px-4 py-3 text-right text-slate-900">{formatMoney(entry.amount)}</td>
                <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatUsage(entry.usageAmount, entry.usageMetric)}</td>
                <td className="px-4 py-3 text-slate-700">{BILLING_PERIOD_LABELS[entry.billingPeriod]}</td>
                <td className="px-4 py-3 text-right">
                  <Button variant="ghost" size="icon" aria-label={`Delete ${entry.serviceName} of ${dateOf(entry)}`} onClick={() => setDeleting(entry)}>
                    <Trash2 className="text-destructive" aria-hidden="true" />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete Cost Entry"
        description={
          deleting
            ? `Are you sure you want to delete ${deleting.serviceName} (${formatMoney(deleting.amount)} on ${dateOf(deleting)})? This action cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        destructive
        waitFor={{ isPending: remove.isPending, label: 'Deleting...' }}
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </>
  )
}
