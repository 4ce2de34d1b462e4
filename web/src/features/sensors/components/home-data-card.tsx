import { isStaff, mayDownloadHomeData } from '@contracts/access'
import type { Role } from '@contracts/enums'
import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { circleName, useCircles } from '@/lib/circle'

const WHAT_IS_IN_IT =
  'the profile, the plan and its dates, the care circle and everyone invited to join it, the alerts each of them chose to get, the sensors and every reading they sent, the routine learned from them, the alerts, who was told of them and who responded, the care notes, the hub keys (names and dates only) and the record of who did what here (kept six years)'

/**
 * A copy of the home's data, as the privacy page promises (decision 0063): the person watched downloads
 * her own; support downloads any home's when she, or someone who may act for her, asks. A carer reads
 * who can. A plain link: the browser saves the file as the server sends it, however long the history.
 */
export function HomeDataCard({ clientId, viewer }: { clientId: string; viewer: { id: string; role: Role } }) {
  const home = useCircles().data?.find((c) => c.clientId === clientId)
  if (!home) return null
  const name = circleName(home)
  const isOwn = viewer.id === clientId
  const mayDownload = mayDownloadHomeData(viewer, clientId)
  return (
    <Card role="region" aria-labelledby="home-data-heading">
      <CardHeader className="p-4 pb-2">
        <h2 id="home-data-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Download className="size-5 text-slate-600" aria-hidden="true" />
          A copy of this home&rsquo;s data
        </h2>
        <CardDescription>
          {mayDownload
            ? `One file (JSON) with everything Hearthwatch keeps about ${isOwn ? 'your' : `${name}'s`} home: ${WHAT_IS_IN_IT}.${isOwn ? ' Private notes others wrote are not in it.' : ''} Each download is recorded.`
            : `${name}, or Hearthwatch support when ${name} asks, can download a copy of this home's data.`}
        </CardDescription>
      </CardHeader>
      {mayDownload && (
        <CardContent className="space-y-2 p-4 pt-2">
          {isStaff(viewer.role) && (
            <p className="text-sm text-slate-700">Private care notes are in it, marked &ldquo;isPrivate&rdquo;: read it through before passing it on.</p>
          )}
          <Button asChild variant="outline" className="min-h-11 sm:min-h-10">
            <a href={`/api/circle/export?clientId=${encodeURIComponent(clientId)}`} download>
              <Download aria-hidden="true" /> Download this home&rsquo;s data
            </a>
          </Button>
        </CardContent>
      )}
    </Card>
  )
}
