// Who is on an alert, on a card of the All homes list (decision 0071): so that two agents, or an agent
// and the daughter, do not ring the same family at 2 a.m. Told as the home's own card tells it
// ('Cora Hale is contacting them'), with who they are to the home and how long they have been at it.
import type { AlertResponder } from '@contracts/alerts'
import { personName } from '@/lib/alert-responders'
import { relativeAge } from '@/lib/format/relative-time'

const WHO_TO_THE_HOME: Record<AlertResponder['role'], string> = { staff: 'staff', carer: 'carer', family: 'family' }

/** 'Dora Tester (Daughter) is contacting them · started 4m ago'; 'You are checking on them · started just now' for the reader */
export function everyHomeResponderLines(responders: readonly AlertResponder[], readerId: string | null | undefined, now: Date) {
  return responders.map((r) => {
    const doing = r.action === 'check_on' ? 'checking on them' : 'contacting them'
    const who = r.userId === readerId ? 'You are' : `${personName(r)} (${r.relationship ?? WHO_TO_THE_HOME[r.role]}) is`
    const age = relativeAge(r.since, now)
    return { userId: r.userId, text: `${who} ${doing}`, at: r.since, since: age === 'Just now' ? 'started just now' : `started ${age}` }
  })
}
