import type { AddedHome, HomeCreate } from '@contracts/users'
import { apiRequest } from '@/lib/api-client'
import { useUserAction } from './users'

/**
 * Add Home (decision 0025): the home of someone who will not sign in. Settles once the list, the trail
 * and the homes on offer are read again, so the new home can be opened in the picker straight away.
 */
export const useAddHome = () =>
  useUserAction(async (input: HomeCreate) => (await (await apiRequest('POST', '/api/users/homes', input)).json()) as AddedHome)
