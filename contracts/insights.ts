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
