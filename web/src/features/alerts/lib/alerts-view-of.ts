// Which of the Alerts page's two views an address asks for (decision 0030): apart from alerts-view.ts,
// because the layout reads it on every page to pick its stream (decision 0076), and needs nothing else.
import { isStaff } from '@contracts/access'
import type { Role } from '@contracts/enums'

export type AlertsView = 'home' | 'all'

export const VIEW_PARAM = 'view'

/** The view an address asks for; carers and clients have only their home's, whatever it says */
export function alertsViewOf(search: string, role: Role): AlertsView {
  return isStaff(role) && new URLSearchParams(search).get(VIEW_PARAM) === 'all' ? 'all' : 'home'
}
