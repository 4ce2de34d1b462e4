import { PAID_PLANS, periodPrice, TRIAL_DAYS, type CurrentSubscription, type PaidPlan } from '@contracts/billing'
import type { BILLING_CYCLES } from '@contracts/enums'
import { Check } from 'lucide-react'
import { useId, useState } from 'react'
import { LoadFailed } from '@/components/load-failed'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { Skeleton } from '@/components/ui/skeleton'
import { serverMessage } from '@/lib/api-error'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { toast } from '@/lib/use-toast'
import { cn } from '@/lib/utils'
import { useCreateSubscription } from '../api/create-subscription'
import { usePlans } from '../api/get-plans'
import { formatMoney } from '@/lib/format/subscription'
import { formatDay, PER_PERIOD, planLabel, yearlySaving } from '../lib/billing-format'

type Cycle = (typeof BILLING_CYCLES)[number]

const POPULAR: PaidPlan = 'premium'
/**
 * Three plans abreast only where the page has room for them (42rem of its own width: a 1024 px screen
 * up, beside the sidebar); a 768 px tablet's ~490 px beside it made each card ~140 px, and '$9.99/month'
 * ran out of its card. A container query: the sidebar, not the screen, decides the room
 */
const PLAN_GRID = 'grid gap-4 @2xl:grid-cols-3'

interface PlanChooserProps {
  clientId: string
  /** the subscription that ended, if there was one */
  ended: CurrentSubscription | null
  /** false once the home has had its free trial: a new plan then starts at once */
  trialAvailable: boolean
  /** the plan began: its clientSecret opens the payment dialog */
  onStarted: (clientSecret: string, status: CurrentSubscription['status']) => void
}

/** 'Choose Your Plan' (SPEC.md §2): for a home with no plan running; Start Free Trial on one of them */
export function PlanChooser({ clientId, ended, trialAvailable, onStarted }: PlanChooserProps) {
  const headingId = useId()
  const [cycle, setCycle] = useState<Cycle>('monthly')
  const plans = usePlans()
  const create = useCreateSubscription(clientId)
  const starting = create.isPending ? create.variables?.plan : undefined

  async function start(plan: PaidPlan) {
    try {
      const created = await create.mutateAsync({ plan, billingCycle: cycle })
      const onTrial = created.subscription.status === 'trialing'
      toast({
        title: 'Subscription Created!',
        description: onTrial
          ? `Your free trial has started. You'll be charged after ${TRIAL_DAYS} days.`
          : 'Your subscription has started. Add a payment method to keep it running.',
      })
      onStarted(created.clientSecret, created.subscription.status)
    } catch (err) {
      if (isUnauthorizedError(err)) return
      toast({ title: 'Error', description: serverMessage(err, 'Failed to create subscription'), variant: 'destructive' })
    }
  }

  return (
    <section aria-labelledby={headingId} className="@container space-y-5">
      <div className="space-y-1">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Choose Your Plan
        </h2>
        <p className="text-slate-600">
          {trialAvailable ? `Start with a ${TRIAL_DAYS}-day free trial. Cancel anytime.` : 'This home has had its free trial: a new plan starts today. Cancel anytime.'}
        </p>
        {ended?.status === 'cancelled' && (
          <p className="text-sm text-slate-600">
            {ended.endDate ? `The previous ${planLabel(ended.plan)} plan ended on ${formatDay(ended.endDate)}.` : `The previous ${planLabel(ended.plan)} plan has ended.`}
          </p>
        )}
      </div>

      <RadioGroup aria-label="Billing cycle" value={cycle} onValueChange={(v) => setCycle(v as Cycle)} className="flex flex-wrap gap-x-6 gap-y-3">
        <div className="flex items-center gap-2">
          <RadioGroupItem id="cycle-monthly" value="monthly" />
          <Label htmlFor="cycle-monthly" className="cursor-pointer">
            Monthly
          </Label>
        </div>
        <div className="flex items-center gap-2">
          <RadioGroupItem id="cycle-yearly" value="yearly" />
          <Label htmlFor="cycle-yearly" className="flex cursor-pointer items-center gap-2">
            Yearly
            <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">2 months free</span>
          </Label>
        </div>
      </RadioGroup>

      {plans.isLoading ? (
        <div role="status" aria-label="Loading plans" className={PLAN_GRID}>
          {PAID_PLANS.map((p) => (
            <Skeleton key={p} className="h-80 w-full" />
          ))}
        </div>
      ) : plans.isError || !plans.data ? (
        <LoadFailed title="The plans could not be loaded" onRetry={() => void plans.refetch()} />
      ) : (
        <ul className={PLAN_GRID}>
          {PAID_PLANS.map((key) => {
            const plan = plans.data[key]
            const isPopular = key === POPULAR
            const nameId = `plan-${key}-name`
            return (
              <li key={key} aria-labelledby={nameId} data-plan={key} className="min-w-0">
                <Card className={cn('flex h-full flex-col', isPopular && 'border-2 border-primary')}>
                  <CardHeader className="gap-2 pb-4">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <h3 id={nameId} className="text-lg font-semibold text-slate-900">
                        {plan.name}
                      </h3>
                      {isPopular && <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">Most Popular</span>}
                    </div>
                    <p>
                      <span className="text-3xl font-bold text-slate-900" data-testid="plan-price">
                        {formatMoney(periodPrice(plan.price, cycle))}
                      </span>
                      <span className="text-slate-600">{PER_PERIOD[cycle]}</span>
                    </p>
                    {cycle === 'yearly' ? (
                      <p className="text-sm font-medium text-green-800">Save {formatMoney(yearlySaving(plan.price))}</p>
                    ) : (
                      <p className="text-sm text-slate-600">Billed monthly</p>
                    )}
                  </CardHeader>
                  <CardContent className="flex-1">
                    <ul className="space-y-2 text-sm text-slate-700">
                      {plan.features.map((feature) => (
                        <li key={feature} className="flex gap-2">
                          <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
                          <span className="min-w-0">{feature}</span>
                        </li>
                      ))}
                    </ul>
                  </CardContent>
                  <CardFooter>
                    <Button
                      className="w-full"
                      variant={isPopular ? 'default' : 'outline'}
                      busy={create.isPending}
                      aria-describedby={nameId}
                      onClick={() => void start(key)}
                    >
                      {starting === key ? 'Starting...' : trialAvailable ? 'Start Free Trial' : 'Subscribe'}
                    </Button>
                  </CardFooter>
                </Card>
              </li>
            )
          })}
        </ul>
      )}

      {trialAvailable && <p className="text-center text-sm text-slate-600">{TRIAL_DAYS}-day free trial • No credit card required during trial</p>}
    </section>
  )
}
