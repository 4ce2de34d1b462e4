import { monthlyValue, periodPrice } from '@contracts/billing'
import type { BusinessClient } from '@contracts/business'
import { Button } from '@/components/ui/button'
import { relativeAge } from '@/lib/format/relative-time'
import { CYCLE_LABELS, formatMoney, PLAN_LABELS } from '@/lib/format/subscription'
import { clientName } from '../lib/client-filters'

// what a client's row says, written once for the table (md and up) and the phone's cards

export type OnManage = (client: BusinessClient, button: HTMLElement) => void

const none = <span className="text-slate-600">—</span>

export function ClientPlan({ client }: { client: BusinessClient }) {
  const s = client.subscription
  if (!s) return none
  return (
    <>
      <p className="text-slate-900">{PLAN_LABELS[s.planType]}</p>
      <p className="text-xs text-slate-600">{CYCLE_LABELS[s.billingCycle]}</p>
    </>
  )
}

export function ClientMonthlyCost({ client }: { client: BusinessClient }) {
  const s = client.subscription
  if (!s) return none
  return (
    <>
      {formatMoney(monthlyValue(s.pricePerMonth, s.billingCycle))}
      {s.billingCycle === 'yearly' && <p className="text-xs text-slate-600">{formatMoney(periodPrice(s.pricePerMonth, 'yearly'))}/year</p>}
    </>
  )
}

export const lastActivityOf = (client: BusinessClient, now: Date) => (client.lastActivity ? relativeAge(client.lastActivity, now) : 'Never')

/** Manage: the dialog gives focus back to the button that opened it, in a row or on a card */
export function ManageClientButton({ client, onManage, className }: { client: BusinessClient; onManage: OnManage; className?: string }) {
  return (
    <Button variant="outline" size="sm" className={className} aria-label={`Manage ${clientName(client)}`} onClick={(e) => onManage(client, e.currentTarget)}>
      Manage
    </Button>
  )
}
