// The address names the home on screen (`?home=<clientId>`, decision 0122; lib/home-address.ts) for a person
// with several homes: after a plain visit (the home this tab remembers), a link, the picker, Back or Forward.
// A home not on offer (a colleague's link to a home this person may not see, an e-mail's link to a home she
// was since taken out of) is refused with a toast: the tab shows her own home and the address says so. The
// other parameters stay (?notifications=1 is someone else's); the entry's state stays (a dialog's Back mark,
// All homes' place).
import { useEffect, useRef } from 'react'
import { useLocation, useSearch } from 'wouter'
import { useCircles } from '@/lib/circle'
import { homeAddressFix, rememberRefusedHome } from '@/lib/home-address'
import { toast } from '@/lib/use-toast'

export const HOME_NOT_AVAILABLE = 'That home is not available to you'

/** Call once, in the signed-in layout, with the home on screen (lib/circle.ts useCircle: the address's home first) */
export function useHomeInAddress(shown: string | undefined) {
  const search = useSearch()
  const [, navigate] = useLocation()
  const { data: circles } = useCircles()
  // the home on screen when the address last agreed: the address naming it once it is gone (the vanished
  // notice of watched-circle.ts says so) is not a link to refuse
  const agreed = useRef<string | null>(null)
  useEffect(() => {
    if (!circles) return
    // the address as it is now: another effect of this commit (an alert link's) may have changed it
    const { pathname, search: now, hash } = window.location
    const fix = homeAddressFix(now, circles, shown)
    if (fix) {
      if (fix.refused !== null && fix.refused !== agreed.current) {
        rememberRefusedHome(fix.refused)
        toast({ title: HOME_NOT_AVAILABLE })
      }
      navigate(`${pathname}${fix.search}${hash}`, { replace: true, state: window.history.state })
    }
    agreed.current = shown ?? null
  }, [circles, shown, search, navigate])
}
