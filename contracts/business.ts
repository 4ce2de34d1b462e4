import { z } from 'zod'
import { PAID_PLANS, type CurrentSubscription } from './billing'
import { DateOnly, MonthOnly } from './date-time'
import { PageQuery, type PageOf } from './paging'
import { BILLING_CYCLES, BILLING_PERIODS, COST_TYPES, type SUBSCRIPTION_STATUSES } from './enums'

/** Business Management (SPEC.md §2, §3, §5): an administrator's view of every home and what it costs */

/** The statuses an administrator may set by hand (SPEC.md §4) */
export const MANAGED_STATUSES = ['active', 'inactive', 'cancelled'] as const

export const BUSINESS_MESSAGES = {
  clientGone: 'Client not found',
  startRequired: 'Start date is required',
  endBeforeStart: 'End date must be on or after the start date',
  activeButEnded: 'An active subscription cannot have ended already: clear the end date or set a later one',
  priceInvalid: 'Price per month must be a number of at least 0',
  priceTooHigh: 'Price per month must be at most 100000',
  costGone: 'Cost entry not found',
  serviceRequired: 'Service name is required',
  serviceTooLong: 'Service name too long (at most 100 characters)',
  amountInvalid: 'Amount must be a number of at least 0',
  amountTooHigh: 'Amount must be at most 99999999.99',
} as const

const money = (invalid: string, tooHigh: string, max: number) =>
  z
    .number({ message: invalid })
    .finite(invalid)
    .min(0, invalid)
    .max(max, tooHigh)
    .transform((v) => Math.round(v * 100) / 100)

/** The Manage Subscription dialog (SPEC.md §5); defaults basic, monthly, 29.99, active, today */
export const ManageSubscription = z
  .object({
    planType: z.enum(PAID_PLANS, { message: 'Choose basic, premium or enterprise' }),
    billingCycle: z.enum(BILLING_CYCLES, { message: 'Choose monthly or yearly billing' }),
    pricePerMonth: money(BUSINESS_MESSAGES.priceInvalid, BUSINESS_MESSAGES.priceTooHigh, 100_000),
    status: z.enum(MANAGED_STATUSES, { message: 'Choose active, inactive or cancelled' }),
    // an emptied date field sends '': said as the field, not as a format the date picker does not show
    startDate: z.string({ message: BUSINESS_MESSAGES.startRequired }).min(1, BUSINESS_MESSAGES.startRequired).pipe(DateOnly),
    endDate: z
      .union([DateOnly, z.literal(''), z.null()])
      .optional()
      .transform((v) => v || null),
  })
  .superRefine((v, ctx) => {
    if (v.endDate && v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: BUSINESS_MESSAGES.endBeforeStart })
  })
export type ManageSubscription = z.input<typeof ManageSubscription>

export const MANAGE_DEFAULTS = { planType: 'basic', billingCycle: 'monthly', pricePerMonth: 29.99, status: 'active' } as const

export const ClientParams = z.object({ id: z.uuid({ message: 'id must be a client id' }) })

/** Client Management's search (a name, an e-mail or a phone number) and plan filter: on a plan is active or on trial */
export const CLIENT_STATUS_FILTERS = ['all', 'active', 'inactive'] as const
export const ClientListQuery = PageQuery.extend({
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
  status: z.enum(CLIENT_STATUS_FILTERS, { message: `status must be one of ${CLIENT_STATUS_FILTERS.join(', ')}` }).optional(),
})
export type ClientListQuery = z.infer<typeof ClientListQuery>
export type ClientStatusFilter = (typeof CLIENT_STATUS_FILTERS)[number]

/** A row of Client Management (SPEC.md §3) */
export interface BusinessClient {
  id: string
  firstName: string | null
  lastName: string | null
  email: string | null
  /**
   * The number given in Add Home, by staff in User Management or on their own profile: a home added with
   * Add Home has no e-mail, so its number is what tells it from another of the same name, and what staff search it by
   */
  phone: string | null
  subscription: {
    planType: CurrentSubscription['plan']
    billingCycle: CurrentSubscription['billingCycle']
    pricePerMonth: number
    status: (typeof SUBSCRIPTION_STATUSES)[number]
    startDate: string | null
    endDate: string | null
  } | null
  deviceCount: number
  lastActivity: string | null
  /** when staff ended the watching of the home (decision 0045); null while it is watched */
  monitoringEndedAt: string | null
}

/**
 * GET /api/business/clients: `clients` are those from `offset` of the `matching` homes (A–Z by last name)
 * that fit the search and filter, `limit` of them at most (decision 0127)
 */
export interface BusinessClientList extends PageOf {
  clients: BusinessClient[]
}

/** The Overview cards; revenue counts paying subscriptions (active), a yearly one at a twelfth of its year */
export interface BusinessStats {
  totalClients: number
  activeSubscriptions: number
  monthlyRevenue: number
  /** every sensor of every home, switched on or off */
  totalDevices: number
  /** the sensors Online: switched on and not judged offline by the engine (decision 0017) */
  activeDevices: number
}

/** Cost Monitoring (SPEC.md §3) for one calendar month */
export interface CostSummary {
  month: string
  totalCosts: number
  cloudServicesCosts: number
  mlProcessingCosts: number
  dataStorageCosts: number
  apiCallsCosts: number
  infrastructureCosts: number
  costsByService: { serviceName: string; amount: number; usageAmount: number | null; usageMetric: string | null }[]
}

export const MonthQuery = z.object({
  month: MonthOnly.optional(),
})

/** One bill or usage line an administrator records (a hosting invoice, an SMS bundle…) */
export const CostInput = z.object({
  costType: z.enum(COST_TYPES, { message: `Choose one of ${COST_TYPES.join(', ')}` }),
  serviceName: z.string({ message: BUSINESS_MESSAGES.serviceRequired }).trim().min(1, BUSINESS_MESSAGES.serviceRequired).max(100, BUSINESS_MESSAGES.serviceTooLong),
  amount: money(BUSINESS_MESSAGES.amountInvalid, BUSINESS_MESSAGES.amountTooHigh, 99_999_999.99),
  usageMetric: z
    .string()
    .trim()
    .max(50, 'Usage metric too long (at most 50 characters)')
    .nullish()
    .transform((v) => v || null),
  usageAmount: z
    .number({ message: 'Usage must be a number of at least 0' })
    .finite()
    .min(0, 'Usage must be a number of at least 0')
    .max(9_999_999_999, 'Usage must be at most 9999999999')
    .nullish()
    .transform((v) => v ?? null),
  billingPeriod: z.enum(BILLING_PERIODS, { message: `Choose one of ${BILLING_PERIODS.join(', ')}` }).default('monthly'),
  date: DateOnly,
})
export type CostInput = z.input<typeof CostInput>

export interface CostEntry {
  id: string
  costType: (typeof COST_TYPES)[number]
  serviceName: string
  amount: number
  currency: string
  usageMetric: string | null
  usageAmount: number | null
  billingPeriod: (typeof BILLING_PERIODS)[number]
  date: string
}

export const CostParams = z.object({ id: z.uuid({ message: 'id must be a cost entry id' }) })
