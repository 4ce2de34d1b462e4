import { Brain, Loader2 } from 'lucide-react'
import { useId, useState } from 'react'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { cn } from '@/lib/utils'
import { isNotFound, useBehavioralPatterns, useFallRisk, useHealthScore, type BehavioralPattern, type DashboardSensor, type FallRisk } from '../api/dashboard-api'
import { anomalyLabel, fallTypeLabel, healthScoreShown, NOT_ENOUGH_DATA, patternGrade, TONE_BADGE, TONE_TEXT } from '../lib/dashboard-rules'
import { fallRiskChoices, fallRiskHeadline } from '../lib/fall-risk-sensors'

// on a phone the three tabs share one line (smaller text and padding); where large text or zoom cannot
// hold them on one, they go onto a second row, each as wide as its words (never scrolled out of sight)
const TAB = 'flex-auto px-2 text-xs text-slate-700 data-[state=active]:text-slate-900 sm:px-3 sm:text-sm'
const SEVERITY: Record<string, string> = { critical: TONE_BADGE.red, high: TONE_BADGE.orange, medium: TONE_BADGE.yellow, low: 'bg-blue-100 text-blue-800' }

// a new hub's history arriving (the status's HISTORY_ARRIVING, lib/no-sensors.ts): the sensors have reported, the
// engine reads it all once it has come. Here, not in lib/no-sensors.ts, whose texts are on the Alerts page's first load
const HISTORY_ARRIVING_INSIGHTS = "The hub's history is still arriving: insights appear once it has all been read."

/** Nothing to show: the engine has not read the home yet (its hub's history still arriving, or no report yet), or the read failed */
const NoData = ({ error, receivingHistory }: { error: unknown; receivingHistory?: boolean }) => (
  <p className="text-sm text-slate-600">
    {!isNotFound(error) ? 'Insights could not be loaded.' : receivingHistory ? HISTORY_ARRIVING_INSIGHTS : 'No motion data yet: insights appear once the sensors have reported.'}
  </p>
)

const List = ({ title, items }: { title: string; items: string[] }) =>
  items.length === 0 ? null : (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <ul className="list-disc space-y-0.5 pl-5 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  )

/** AI health insights: Health Score, Behavioral Patterns and Fall Risk tabs */
export function AiInsights({ clientId, sensors, receivingHistory }: { clientId: string; sensors: DashboardSensor[] | undefined; receivingHistory?: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Brain className="size-5" aria-hidden="true" /> AI Health Insights
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="health">
          <TabsList aria-label="AI health insights" className="flex w-full">
            <TabsTrigger value="health" className={TAB}>
              Health Score
            </TabsTrigger>
            <TabsTrigger value="patterns" className={TAB}>
              Behavioral Patterns
            </TabsTrigger>
            <TabsTrigger value="fall" className={TAB}>
              Fall Risk
            </TabsTrigger>
          </TabsList>
          <TabsContent value="health">
            <HealthScoreTab clientId={clientId} receivingHistory={receivingHistory} />
          </TabsContent>
          <TabsContent value="patterns">
            <PatternsTab clientId={clientId} receivingHistory={receivingHistory} />
          </TabsContent>
          <TabsContent value="fall">
            <FallRiskTab clientId={clientId} sensors={sensors ?? []} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  )
}

type TabProps = { clientId: string; receivingHistory?: boolean }

function HealthScoreTab({ clientId, receivingHistory }: TabProps) {
  const { data, error, isLoading } = useHealthScore(clientId)
  if (isLoading) return <Skeleton className="h-24 w-full" />
  if (!data) return <NoData error={error} receivingHistory={receivingHistory} />
  const parts = [
    ['Activity level', 'activityLevel'],
    ['Sleep quality', 'sleepQuality'],
    ['Routine stability', 'routineStability'],
    ['Social engagement', 'socialEngagement'],
  ] as const
  const overall = healthScoreShown(data, 'overallScore')
  const isScored = overall.text !== NOT_ENOUGH_DATA
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Overall score{isScored ? ' ' : ': '}
        <span data-testid="health-score" data-tone={overall.tone} className={cn(isScored ? 'text-2xl font-bold' : 'font-semibold', TONE_TEXT[overall.tone])}>
          {isScored ? overall.text : overall.text.toLowerCase()}
        </span>
        {isScored && '/100'}
      </p>
      {/* two a row while each has 6rem, else one: at 200 % text on a 390 px phone two a row made the grid wider than
          the card, 'Social engagement' past its edge. In rem, so the usual text size keeps two a row on a 320 px phone */}
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(max(6rem,calc((100%_-_0.5rem)/2)),1fr))] gap-2 text-sm">
        {parts.map(([label, part]) => {
          const shown = healthScoreShown(data, part)
          return (
            <div key={label}>
              <dt className="text-slate-600">{label}</dt>
              <dd className={cn('font-semibold', TONE_TEXT[shown.tone])}>{shown.text}</dd>
            </div>
          )
        })}
      </dl>
      <List title="Risk factors" items={data.riskFactors} />
      <List title="Recommendations" items={data.recommendations} />
    </div>
  )
}

function PatternsTab({ clientId, receivingHistory }: TabProps) {
  const { data, error, isLoading } = useBehavioralPatterns(clientId)
  if (isLoading) return <Skeleton className="h-24 w-full" />
  if (!data) return <NoData error={error} receivingHistory={receivingHistory} />
  if (data.length === 0) return <p className="text-sm text-slate-600">No unusual patterns found.</p>
  return (
    <ul className="space-y-3">
      {data.map((p, i) => (
        <PatternItem key={`${p.anomalyType}-${i}`} pattern={p} />
      ))}
    </ul>
  )
}

function PatternItem({ pattern }: { pattern: BehavioralPattern }) {
  const grade = patternGrade(pattern)
  return (
    <li className="space-y-1 rounded-md border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium capitalize text-slate-900">{anomalyLabel(pattern.anomalyType)}</span>
        {grade && (
          <>
            <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', SEVERITY[pattern.severity])}>{grade.severity}</span>
            <span className="text-xs text-slate-600">{grade.confidence}</span>
          </>
        )}
      </div>
      <p className="text-sm text-slate-700">{pattern.description}</p>
      <List title="Recommendations" items={pattern.recommendations} />
    </li>
  )
}

function FallRiskTab({ clientId, sensors: all }: { clientId: string; sensors: DashboardSensor[] }) {
  const [chosen, setChosen] = useState<string | null>(null)
  // a sensor the family switched off is not offered: no risk is worked out from a sensor nobody watches
  const { choices: sensors, switchedOffNote } = fallRiskChoices(all)
  const sensor = sensors.find((s) => s.id === chosen)
  const deviceId = sensor?.id ?? null
  // a sensor that never reported has nothing to assess: no request, the spec's empty text
  const hasMotion = Boolean(sensor?.lastActivity)
  const { data, isFetching } = useFallRisk(clientId, hasMotion ? deviceId : null)
  const selectId = useId()
  if (all.length > 0 && sensors.length === 0) return <p className="text-sm text-slate-600">{switchedOffNote}</p>
  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <label htmlFor={selectId} className="text-sm font-medium text-slate-900">
          Sensor
        </label>
        <select
          id={selectId}
          value={deviceId ?? ''}
          onChange={(e) => setChosen(e.target.value || null)}
          className="block h-10 w-full max-w-xs rounded-md border border-input bg-background px-3 text-sm pointer-coarse:h-11"
        >
          <option value="">Choose a sensor</option>
          {sensors.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name} ({s.location})
            </option>
          ))}
        </select>
        {switchedOffNote && <p className="text-sm text-slate-600">{switchedOffNote}</p>}
      </div>
      {!deviceId ? (
        <p className="text-sm text-slate-600">Choose a sensor to assess fall risk.</p>
      ) : hasMotion && isFetching && !data ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Assessing fall risk...
        </p>
      ) : !hasMotion || !data ? (
        <p className="text-sm text-slate-600">No recent motion data available</p>
      ) : (
        <FallRiskResult risk={data} />
      )}
    </div>
  )
}

/** A judged sensor: its level, verdict and confidence; one judged nothing from: 'Not assessed' and why (the reason is not listed twice) */
function FallRiskResult({ risk }: { risk: FallRisk }) {
  const line = fallRiskHeadline(risk, fallTypeLabel(risk.fallType))
  return (
    <div className="space-y-2 text-sm" data-testid="fall-risk-result">
      <div className="flex flex-wrap items-center gap-2">
        {line.level && <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', SEVERITY[risk.emergencyLevel])}>{line.level}</span>}
        <span className="font-medium text-slate-900">{line.verdict}</span>
        <span className="text-slate-600">{line.detail}</span>
      </div>
      <List title="Risk factors" items={risk.riskFactors.filter((factor) => factor !== risk.unassessed)} />
    </div>
  )
}
