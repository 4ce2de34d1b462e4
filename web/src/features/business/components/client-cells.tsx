import { monthlyValue, periodPrice } from '@contracts/billing'
import type { BusinessClient } from '@contracts/business'
import { Link } from 'wouter'
import { Button, buttonVariants } from '@/components/ui/button'
import { tellApartBy } from '@/lib/circle-search'
import { relativeAge } from '@/lib/format/relative-time'
import { homeDashboardHref } from '@/lib/home-dashboard-link'
import { endedOn, MONITORING_ENDED } from '@/lib/monitoring-ended'
import { cn } from '@/lib/utils'
import { CYCLE_LABELS, formatMoney, PLAN_LABELS } from '@/lib/format/subscription'
import { clientName } from '../lib/client-filters'

// what a client's row says, written once for the table (md and up) and the phone's cards

export type OnManage = (client: BusinessClient, button: HTMLElement) => void

const none = <span className="text-slate-600">—</span>

/** What tells a client from another of the same name: e-mail, else phone, else the home's tag */
export const clientDetail = (client: BusinessClient) => tellApartBy(client, client.id)

/** 'Joan Taylor · 07700 900021', as the row's buttons and link name their client to a screen reader */
export const clientLabel = (client: BusinessClient) => [...new Set([clientName(client), clientDetail(client)])].join(' · ')

/** The name, and under it what tells two clients of one name apart: e-mail, else phone, else the home's tag */
export function ClientIdentity({ client }: { client: BusinessClient }) {
  const name = clientName(client)
  const detail = clientDetail(client)
  return (
    <>
      <p className="font-medium break-words text-slate-900">{name}</p>
      {/* a client with no name is shown by their e-mail already */}
      {detail !== name && (
        <p className="break-all text-xs text-slate-600" data-client-detail>
          {detail}
        </p>
      )}
      {/* its plan may still be billed: ending the watching leaves the subscription to whoever manages it (decision 0045) */}
      {client.monitoringEndedAt && (
        <p className="text-xs font-medium text-slate-700" data-testid="client-monitoring-ended">
          {MONITORING_ENDED} on {endedOn(client.monitoringEndedAt, undefined)}
        </p>
      )}
    </>
  )
}

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
    <Button variant="outline" size="sm" className={className} aria-label={`Manage ${clientLabel(client)}`} onClick={(e) => onManage(client, e.currentTarget)}>
      Manage
    </Button>
  )
}

/** A link, not a button: an admin may open the home in a new tab and keep Client Management where it was */
export function OpenDashboardLink({ client, className }: { client: BusinessClient; className?: string }) {
  return (
    <Link href={homeDashboardHref(client.id)} className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), className)} aria-label={`Open Dashboard of ${clientLabel(client)}`}>
      Open Dashboard
    </Link>
  )
}
