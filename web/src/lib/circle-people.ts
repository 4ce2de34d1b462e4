// The people of a care circle with the numbers they gave (GET /api/circle/members): Quick Contact
// lists them, and Call Now on the dashboard and the Alerts page calls the person being watched.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { Reader } from './alert-responders'
import { USER_QUERY_KEY } from './auth-errors'

export interface CirclePerson {
  id: string
  firstName: string | null
  lastName: string | null
  email: string | null
  /** as the person typed it ('+44 7700 900123'), or none yet */
  phone: string | null
  role: 'client' | 'carer'
  relationship: string | null
  /** the signed-in person's own entry */
  isYou: boolean
  /** the person watched does not sign in, and the viewer looks after the home: the viewer may give their number */
  mayEditPhone?: boolean
}

/** The root of every circle's people query, for invalidating them all */
export const CIRCLE_PEOPLE_KEY = '/api/circle/members'
export const useCirclePeople = (clientId: string) => useQuery<CirclePerson[]>({ queryKey: [CIRCLE_PEOPLE_KEY, { clientId }] })

/**
 * The circle's people now, read first if the page has not got them yet: a carer who taps Check On Them
 * as soon as the alert shows must not find the call skipped because the numbers were still on their way
 */
export const circlePeopleNow = (queryClient: QueryClient, clientId: string) =>
  queryClient.ensureQueryData<CirclePerson[]>({ queryKey: [CIRCLE_PEOPLE_KEY, { clientId }] }).catch(() => undefined)

/** Who a person is to the circle, as Quick Contact says it: the relationship they gave ('Daughter'), else their role ('Carer') */
export const personTie = (person: Pick<CirclePerson, 'role' | 'relationship'>) =>
  person.relationship?.trim() || (person.role === 'carer' ? 'Carer' : 'Client')

/** Who reads this home's alerts: their id, and whether the home is their own (they are the person watched) */
export function useReader(clientId: string): Required<Reader> {
  const people = useCirclePeople(clientId)
  // signed in before any page of a home shows: the cache has them
  const me = useQueryClient().getQueryData<{ id: string } | null>(USER_QUERY_KEY)
  // a home is its client's (clientId is their id): known at once, so their own alert does not show Check On Them until the people come
  const isOwnHome = me ? me.id === clientId : (people.data?.some((p) => p.id === clientId && p.isYou) ?? false)
  return { id: me?.id ?? null, isOwnHome }
}
