import { CircleCombobox } from '@/components/circle-combobox'
import { useCircle, useCircles } from '@/lib/circle'

/** Shown when a person can see more than one home: search by name or e-mail, homes with open alerts first */
export function CirclePicker() {
  const { circles, clientId, choose } = useCircle()
  const { refetch } = useCircles()
  if (circles.length < 2) return null
  return (
    <div className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
      <span className="hidden sm:inline" aria-hidden="true">
        Watching
      </span>
      <CircleCombobox
        aria-label="Care circle"
        circles={circles}
        value={clientId ?? ''}
        onChange={choose}
        // the counts are as fresh as the last look: opening the list looks again
        onOpen={() => void refetch()}
        // a thumb's 44 px on a phone, the desktop's usual height beside a pointer
        className="h-11 w-40 sm:w-56 md:h-9"
      />
    </div>
  )
}
