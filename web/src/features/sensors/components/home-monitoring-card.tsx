import { can } from '@contracts/access'
import type { Role } from '@contracts/enums'
import { HeartOff } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { softHyphens } from '@/lib/format/soft-hyphens'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { circleName, useCircles } from '@/lib/circle'
import { MONITORING_ENDED, monitoringEndedText } from '@/lib/monitoring-ended'
import { toast } from '@/lib/use-toast'
import { useSetHomeMonitoring } from '../api/home-monitoring'
import { describeFailure } from '../lib/api-error'

/**
 * Whether the home is still watched (decision 0045). Ended: an alert at the top of the page, with
 * staff's way to start again. Watched: a card at the foot, where staff end it and carers read who can.
 */
export function HomeMonitoringCard({ clientId, role, place }: { clientId: string; role: Role; place: 'top' | 'foot' }) {
  const home = useCircles().data?.find((c) => c.clientId === clientId)
  const set = useSetHomeMonitoring(clientId)
  const [asking, setAsking] = useState<'end' | 'restart' | null>(null)
  const mayChange = can(role, 'home.end_monitoring')
  if (!home) return null
  const name = circleName(home)
  const endedAt = home.monitoringEndedAt

  async function confirm(ended: boolean) {
    try {
      await set.mutateAsync(ended)
      setAsking(null)
      toast(
        ended
          ? { title: 'Monitoring ended', description: `Nothing more is raised or sent about ${name}'s home. Its history and care notes stay.` }
          : { title: 'Monitoring started again', description: `Hearthwatch is learning ${name}'s routine afresh.` },
      )
    } catch (error) {
      if (!isUnauthorizedError(error)) toast({ title: 'Error', description: describeFailure(error), variant: 'destructive' })
    }
  }

  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      onClose={() => setAsking(null)}
      // a surname longer than a line of large text breaks with a hyphen, not cut silently mid-word (decision 0104)
      title={softHyphens(asking === 'restart' ? `Start monitoring ${name}'s home again?` : `End monitoring of ${name}'s home?`)}
      description={softHyphens(
        asking === 'restart'
          ? `Hearthwatch will watch the home again and learn ${name}'s routine afresh: for the first days only a long silence raises an alert.`
          : `Do this when ${name} has moved into care or has died. Open alerts are closed, and no more alerts, e-mails or pushes are sent about this home, but for one e-mail telling the family that monitoring has ended (not before 7 in the morning on their clock). Readings from its sensors are no longer stored. The alert history and care notes stay, for the family to read. Support can start monitoring again.`,
      )}
      confirmLabel={asking === 'restart' ? 'Start monitoring' : 'End monitoring'}
      destructive={asking === 'end'}
      waitFor={{ isPending: set.isPending, label: asking === 'restart' ? 'Starting...' : 'Ending...' }}
      onConfirm={() => confirm(asking === 'end')}
    />
  )

  if (endedAt) {
    if (place !== 'top') return null
    return (
      <Alert role="region" aria-labelledby="monitoring-ended-heading">
        <HeartOff aria-hidden="true" />
        <AlertTitle id="monitoring-ended-heading">{MONITORING_ENDED}</AlertTitle>
        <AlertDescription>
          <p>{monitoringEndedText(endedAt, home.timeZone)}</p>
          {mayChange ? (
            <Button variant="outline" className="mt-2 min-h-11 sm:min-h-10" onClick={() => setAsking('restart')}>
              Start monitoring again
            </Button>
          ) : (
            <p className="mt-1">Only Hearthwatch support can start monitoring again.</p>
          )}
        </AlertDescription>
        {dialog}
      </Alert>
    )
  }
  // the person watched is not asked about their own end
  if (place !== 'foot' || !can(role, 'home.settings')) return null
  return (
    <Card role="region" aria-labelledby="home-monitoring-heading">
      <CardHeader className="p-4 pb-2">
        <h2 id="home-monitoring-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <HeartOff className="size-5 shrink-0 text-slate-600" aria-hidden="true" />
          {/* the words in a box that may wrap: as the heading's own text they were one flex item as wide as its
              longest word, and at 200 % text on a phone a surname ('Featherstonehaugh') ran past the card and
              the screen, and the page scrolled sideways. A word longer than the line breaks; the others wrap */}
          <span className="min-w-0 wrap-anywhere">When {name} no longer lives here</span>
        </h2>
        <CardDescription>
          If {name} has moved into care or has died, monitoring of this home can end: alerts and e-mails stop for everyone, and the alert history and care notes stay.
        </CardDescription>
      </CardHeader>
      <CardContent className="p-4 pt-2">
        {mayChange ? (
          <Button variant="outline" className="min-h-11 sm:min-h-10" onClick={() => setAsking('end')}>
            End monitoring
          </Button>
        ) : (
          <p className="text-sm text-slate-700">Hearthwatch support ends it, when the family asks them.</p>
        )}
        {dialog}
      </CardContent>
    </Card>
  )
}
