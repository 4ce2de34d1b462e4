import type { CircleSummary } from '@contracts/circles'
import { CheckCircle2, House } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'wouter'
import { Button, buttonVariants } from '@/components/ui/button'
import { HomeGlance } from '@/components/home-glance'
import { circleName } from '@/lib/circle'
import { TAP } from '@/lib/tap'
import { cn } from '@/lib/utils'
import type { OpenAlertOfHome } from '../api/get-open-alerts'
import { homeAlertsHref } from '../lib/alerts-view'
import { everyHomeResponderLines } from '../lib/every-home-responders'
import { FILLED_BUTTON_FORCED_COLOURS, OpenAlertCard } from './open-alert-card'
import { ResolveWithNote } from './resolve-with-note'
import { ResponderList } from './responder-list'

interface HomeAlertCardProps {
  alert: OpenAlertOfHome
  /** what tells the home from another of the same name: its e-mail or its tag */
  homeDetail: string
  /** the home as the picker lists it: its learning week and whether they are out are said under its name (decision 0104) */
  circle?: CircleSummary
  now: Date
  /** who is reading: their own response reads 'You are …' */
  readerId: string | null | undefined
  isBusy: boolean
  /** the button, to take focus back after a confirmation that was cancelled; `withNote`: 'Resolve with a note' */
  onResolve: (alert: OpenAlertOfHome, button: HTMLElement, withNote?: boolean) => void
  /** as Open home is followed: the list keeps its place for Back */
  onOpenHome: () => void
}

/** One open alert in the All homes list: the active alert card's look, whose home it is, and a way there */
export function HomeAlertCard({ alert, homeDetail, circle, now, readerId, isBusy, onResolve, onOpenHome }: HomeAlertCardProps) {
  const titleId = useId()
  const homeId = useId()
  const home = circleName(alert.home)
  // the same title ('Emergency button pressed') comes from many homes: the home is part of the name
  const named = `${titleId} ${homeId}`
  const responders = everyHomeResponderLines(alert.responders, readerId, now)
  return (
    <OpenAlertCard
      alert={alert}
      clientId={alert.clientId}
      now={now}
      titleId={titleId}
      labelledBy={named}
      data-home-id={alert.clientId}
      above={
        <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-slate-700">
          <House className="size-4 shrink-0" aria-hidden="true" />
          <span id={homeId} className="font-semibold text-slate-900 wrap-anywhere">
            {home}
          </span>
          <span className="text-slate-600 wrap-anywhere">· {homeDetail}</span>
          {circle && <HomeGlance circle={circle} now={now} className="basis-full" />}
        </p>
      }
      // who is already on it, so that nobody rings the family a second time (decision 0071)
      below={<ResponderList lines={responders} />}
    >
      {/* a link: the home's own page, with its Contact, Call Now and Troubleshoot; a new tab keeps this list */}
      <Link
        href={homeAlertsHref(alert.clientId)}
        className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), TAP)}
        aria-label={`Open home: ${home}`}
        data-action="open-home"
        onClick={onOpenHome}
      >
        <House aria-hidden="true" /> Open home
      </Link>
      <ResolveWithNote alert={alert} describedBy={named} busy={isBusy} onClick={(button) => onResolve(alert, button, true)} />
      <Button size="sm" className={cn(TAP, FILLED_BUTTON_FORCED_COLOURS)} aria-describedby={named} busy={isBusy} data-action="resolve" onClick={(e) => onResolve(alert, e.currentTarget)}>
        <CheckCircle2 aria-hidden="true" /> Resolve
      </Button>
    </OpenAlertCard>
  )
}
