// A home's subscription and what running the service costs
import { boolean, date, index, integer, jsonb, numeric, pgTable, uuid, varchar } from 'drizzle-orm/pg-core'
import { plan, subscriptionStatus, billingCycle, costType, billingPeriod } from './enums'
import type { PaymentMethod } from '../../../contracts/billing'
import { users } from './people'
import { at, createdAt, id, updatedAt } from '../columns'

export const subscriptions = pgTable('subscriptions', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeCustomerId: varchar('stripe_customer_id', { length: 255 }),
  stripeSubscriptionId: varchar('stripe_subscription_id', { length: 255 }),
  stripePriceId: varchar('stripe_price_id', { length: 255 }),
  plan: plan('plan').notNull().default('free'),
  status: subscriptionStatus('status').notNull().default('inactive'),
  maxSensors: integer('max_sensors').notNull().default(1),
  pricePerMonth: numeric('price_per_month', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
  billingCycle: billingCycle('billing_cycle').notNull().default('monthly'),
  nextBillingDate: at('next_billing_date'),
  trialEndsAt: at('trial_ends_at'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  // when it began and (for one that has ended or is set to) its last day, as calendar dates
  startDate: date('start_date', { mode: 'string' }),
  endDate: date('end_date', { mode: 'string' }),
  // the built-in provider keeps a card's brand, last 4 digits and expiry, never its number
  paymentMethod: jsonb('payment_method').$type<PaymentMethod>(),
  // a home has one free trial: set when it starts, kept through cancellations and manual changes
  hadTrial: boolean('had_trial').notNull().default(false),
  // sha-256 of the clientSecret handed to the payment dialog of the latest Start Free Trial
  setupSecretHash: varchar('setup_secret_hash', { length: 64 }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const costTracking = pgTable(
  'cost_tracking',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    costType: costType('cost_type').notNull(),
    serviceName: varchar('service_name', { length: 100 }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    usageMetric: varchar('usage_metric', { length: 50 }),
    usageAmount: numeric('usage_amount', { precision: 14, scale: 4, mode: 'number' }),
    billingPeriod: billingPeriod('billing_period').notNull(),
    date: at('date').notNull().defaultNow(),
    metadata: jsonb('metadata'),
  },
  (t) => [index('cost_tracking_date_idx').on(t.date), index('cost_tracking_user_id_idx').on(t.userId)],
)
