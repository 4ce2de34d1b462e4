import type { PlanMap } from '@contracts/billing'
import { useQuery } from '@tanstack/react-query'

/** GET /api/subscription/plans — the plans on offer, their monthly prices and sensor limits */
export const usePlans = () => useQuery<PlanMap>({ queryKey: ['/api/subscription/plans'] })
