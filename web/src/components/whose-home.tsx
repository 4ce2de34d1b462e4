import { circleName, useCircles } from '@/lib/circle'

/**
 * Under a page's title, whose home it is, for someone who can look at several (staff, a carer of two
 * parents): the top bar's picker cuts a long name short on a phone, and is all that said it on the
 * Alerts, Sensors and Care Notes pages. Nothing for someone with one home.
 */
export function WhoseHome({ clientId }: { clientId: string }) {
  const { data: circles = [] } = useCircles()
  const home = circles.find((c) => c.clientId === clientId)
  if (circles.length < 2 || !home) return null
  return (
    <p className="mt-1 font-medium text-slate-700 wrap-anywhere" data-testid="whose-home">
      {circleName(home)}
      {home.email ? <span className="font-normal text-slate-600"> · {home.email}</span> : null}
    </p>
  )
}
