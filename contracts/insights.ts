// What the insight endpoints answer (SPEC.md §3 shapes), shared by the engine and the dashboard.
export type Severity = 'low' | 'medium' | 'high' | 'critical'

export interface HealthScore {
  overallScore: number
  activityLevel: number
  sleepQuality: number
  routineStability: number
  socialEngagement: number
  riskFactors: string[]
  recommendations: string[]
}

export interface BehavioralPattern {
  severity: Severity
  confidence: number
  anomalyType: string
  description: string
  recommendations: string[]
}

export interface FallRiskAssessment {
  emergencyLevel: Severity
  isFall: boolean
  confidence: number
  fallType: string
  riskFactors: string[]
}

/**
 * GET /api/dashboard/stats' petWatch, in a home with a cat or dog (decision 0050): a motion sensor may
 * be seeing the pet, so the dashboard also says when something a pet cannot use was last used. Null
 * where no pet is said, or no door, fridge or cupboard switch inside is fitted to watch
 */
export interface DashboardPetWatch {
  /** the last use of a door, the fridge, a cupboard or a flush at home (ISO), or null before any since watching began */
  lastUseAt: string | null
  /** its first week: how often these are used is still being learned, and no alert is raised on them yet */
  isLearning: boolean
}
