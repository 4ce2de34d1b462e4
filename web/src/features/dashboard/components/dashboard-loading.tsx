import { Bell } from 'lucide-react'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'

/**
 * What stands under the title until the reads that decide the page's shape have answered (decision 0074):
 * the Alerts card waiting, neutral (nothing is called good meanwhile), and the shapes of the summary row and
 * the cards. All of it gives way at once to the page, so nothing the carer is reading moves as reads land.
 * At least a screen tall, so that nothing below it is on the screen to be pushed down.
 */
export function DashboardLoading({ isLoadingAlerts }: { isLoadingAlerts: boolean }) {
  return (
    <div className="min-h-[100dvh] space-y-6" data-testid="dashboard-loading">
      <Card aria-labelledby="alerts-loading-title" role="region">
        <CardHeader>
          <CardTitle id="alerts-loading-title" className="flex items-center gap-2 text-lg text-slate-900">
            <Bell className="size-5" aria-hidden="true" /> Alerts
          </CardTitle>
        </CardHeader>
        <CardContent>
          <div role="status" aria-label={isLoadingAlerts ? 'Loading alerts' : 'Loading dashboard'}>
            <Skeleton className="h-20 w-full" />
          </div>
        </CardContent>
      </Card>
      <Skeleton className="h-28 w-full" />
      <RestShapes />
    </div>
  )
}

/** The cards' shapes: Activity Patterns and Door Activity beside AI Health Insights */
const RestShapes = () => (
  <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
    <Skeleton className="h-96 w-full" />
    <Skeleton className="h-96 w-full" />
  </div>
)

/**
 * What stands under the summary until the door events and the health score have answered (their cards' heights
 * hang on them): the shapes of the cards, at least a screen tall, so nothing below them is on screen to be pushed
 */
export function DashboardRestLoading() {
  return (
    <div className="min-h-[100dvh]" role="status" aria-label="Loading activity and insights" data-testid="dashboard-rest-loading">
      <RestShapes />
    </div>
  )
}
