import { CheckCircle2 } from 'lucide-react'
import type { MouseEvent } from 'react'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { HUB_PANEL_ID } from './hub-keys-panel'

// the person watched has no Add Sensor button and cannot change Pets (SPEC §6): her guide says who does it
const steps = (canManage: boolean) => [
  { title: 'Unbox your sensor', text: 'Find the device ID printed on the back of the sensor or on its box.' },
  { title: 'Choose a location', text: 'Pick a room where daily life happens: Living Room, Bedroom, Kitchen or Hallway.' },
  {
    title: 'Register the sensor',
    text: canManage ? 'Press Add Sensor and enter its name, location and device ID.' : 'Ask a carer or support to add it: they enter its name, location and device ID.',
  },
  {
    title: 'Start monitoring',
    text: canManage ? (
      <>
        A sensor reports through its hub: connect the hub under{' '}
        <a href={`#${HUB_PANEL_ID}`} onClick={toHubPanel} className="font-medium text-blue-700 underline underline-offset-2">
          Connect a hub
        </a>
        , further down this page. {LEARNS}
      </>
    ) : (
      LEARNS
    ),
  },
]

const LEARNS = 'Once it reports motion, the sensor starts learning the daily routine.'

/** The panel takes focus where it is, so Tab goes on to its Key name field */
function toHubPanel(event: MouseEvent) {
  const panel = document.getElementById(HUB_PANEL_ID)
  if (!panel) return
  event.preventDefault()
  panel.focus({ preventScroll: true })
  panel.scrollIntoView({ block: 'start' })
}

const practices = (canChangePets: boolean) => [
  'Mount sensors 6-8 feet high for the widest view of the room.',
  `Have a cat or dog? Choose pet-immune motion sensors, or mount them high and pointing across the room rather than down at the floor. If the sensors can still see it, ${
    canChangePets ? 'turn on' : 'ask a carer or support to turn on'
  } 'A cat or dog lives here' under Pets, and tick there the ones it can't set off.`,
  'Make sure each sensor has a strong Wi-Fi signal.',
  'Start with high-traffic areas such as the kitchen and hallway.',
]

export function SetupGuide({ id, canManage, canChangePets }: { id: string; canManage: boolean; canChangePets: boolean }) {
  return (
    <Card id={id} className="border-blue-200 bg-blue-50/50">
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">Motion Sensor Setup Guide</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <ol className="space-y-3">
          {steps(canManage).map((step, i) => (
            <li key={step.title} className="flex gap-3">
              <span aria-hidden="true" className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-white">
                {i + 1}
              </span>
              <div>
                <p className="font-medium text-slate-900">{step.title}</p>
                <p className="text-sm text-slate-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <div>
          <h3 className="mb-2 font-medium text-slate-900">Best practices</h3>
          <ul className="space-y-2">
            {practices(canChangePets).map((p) => (
              <li key={p} className="flex gap-2 text-sm text-slate-700">
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden="true" />
                {p}
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  )
}
