import type { PaidPlan, PlanMap } from '../../../contracts/billing'

// Every plan has the whole service; they differ in how many sensors a home may register (SPEC.md §9:
// "each with a sensor limit and features from the server"). A feature listed here is one the app has.
const EVERY_PLAN = [
  'Inactivity and possible-fall alerts',
  'Live dashboard for the whole care circle',
  'E-mail and push notifications',
  'Care notes and family invitations',
]

export const SUBSCRIPTION_PLANS: PlanMap = {
  basic: { name: 'Basic', price: 9.99, maxSensors: 3, features: ['Up to 3 sensors', ...EVERY_PLAN] },
  premium: {
    name: 'Premium',
    price: 19.99,
    maxSensors: 10,
    features: ['Up to 10 sensors', ...EVERY_PLAN, 'Routine, sleep and fall-risk insights from every room'],
  },
  enterprise: {
    name: 'Enterprise',
    price: 49.99,
    maxSensors: 50,
    features: ['Up to 50 sensors', ...EVERY_PLAN, 'Routine, sleep and fall-risk insights from every room', 'Several buildings or a shared house on one plan'],
  },
}

export const planInfo = (plan: PaidPlan) => SUBSCRIPTION_PLANS[plan]
