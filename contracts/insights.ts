// What the insight endpoints answer (SPEC.md §3 shapes), shared by the engine and the dashboard.
export type Severity = 'low' | 'medium' | 'high' | 'critical'

export type HealthScorePart = 'overallScore' | 'activityLevel' | 'sleepQuality' | 'routineStability' | 'socialEngagement'

export interface HealthScore {
  overallScore: number
  activityLevel: number
  sleepQuality: number
  routineStability: number
  socialEngagement: number
  riskFactors: string[]
  recommendations: string[]
  /**
   * The scores there is not yet enough history to work out: their number is only a neutral 70, and the
   * dashboard says 'Not enough data yet' instead (absent from older servers: every score is real)
   */
  unscored?: HealthScorePart[]
  /**
   * For a part in `unscored` that no history will score (no sensor of the home can show it), why, shown in its place
   * instead of 'Not enough data yet'. Absent when there is none, and from older servers
   */
  unscoredWhy?: Partial<Record<HealthScorePart, string>>
  /**
   * For a part in `unscored` that waits for more of something, how much more, shown after 'Not enough data yet'
   * ('1 more night needed' for sleep quality). Absent when there is none, and from older servers
   */
  unscoredNeeds?: Partial<Record<HealthScorePart, string>>
}

/**
 * GET /api/dashboard/stats' activityScoreUnknown: why its activityScore is not a measure (then only the engine's
 * neutral 70, kept for the shape's sake, SPEC §3), shown under a '–'; null when it is measured
 */
export const ACTIVITY_SCORE_UNKNOWN = {
  notHeard: 'Scored once the sensors have reported',
  historyArriving: 'Scored once the history the hub is sending has been read',
  learning: 'Scored once the routine is learned',
  nothingLearned: 'Scored once a sensor inside has shown enough of the day at home',
  switchedOff: 'Not scored while every sensor is switched off',
  monitoringEnded: 'Not scored: the watching of this home has ended',
  /** a home with a pet and no sensor inside it cannot set off (a switch, a sensor marked so): every report may be the pet's */
  petNoSureSensor: 'Not scored: with a pet at home, these sensors cannot tell its movement from theirs',
  /** nothing a pet cannot use has been used for longer than usual, while motion went on: it may all be the pet's */
  petOnlyLately: 'Not scored while only movement the pet could make has been seen for longer than usual',
} as const
export type ActivityScoreUnknown = (typeof ACTIVITY_SCORE_UNKNOWN)[keyof typeof ACTIVITY_SCORE_UNKNOWN]

export interface BehavioralPattern {
  severity: Severity
  confidence: number
  anomalyType: string
  description: string
  recommendations: string[]
}

/**
 * GET /api/ml/fall-risk-assessment for a sensor the family switched off: nothing it saw since is watched,
 * so no risk is worked out from it (a 409 naming deviceId); the Fall Risk tab does not offer it
 */
export const FALL_RISK_SWITCHED_OFF = 'This sensor is switched off, so no fall risk is assessed from it until it is switched on again'

export interface FallRiskAssessment {
  emergencyLevel: Severity
  isFall: boolean
  confidence: number
  fallType: string
  riskFactors: string[]
  /**
   * No quiet was judged from this sensor (out, nothing moved yet, the last movement was elsewhere): why. Its
   * emergencyLevel 'low' and confidence 0.5 are then only the shape's stand-ins, which the tab does not show.
   * Absent when judged, and from older servers
   */
  unassessed?: string
}

/**
 * GET /api/dashboard/stats' petWatch, in a home with a cat or dog (decision 0050): a motion sensor may
 * be seeing the pet, so the dashboard also says when something a pet cannot use was last used. Null
 * where no pet is said, or nothing a pet cannot use is fitted inside to watch (a door, fridge or
 * cupboard switch, or a motion sensor the family says the pet cannot set off)
 */
export interface DashboardPetWatch {
  /** the last sure sign of the person at home (ISO): a door, the fridge, a cupboard, a flush or a motion sensor the pet cannot set off; null before any since watching began */
  lastUseAt: string | null
  /** its first week: how often these are used is still being learned, and no alert is raised on them yet */
  isLearning: boolean
  /** the rooms of the motion sensors the pet cannot set off, as the engine names them ('bathroom'); [] when none is marked */
  immuneRooms: string[]
  /**
   * the other motion sensors count too when kept on by someone moving about for a while, longer than a pet passing by
   * sets one off (decision 0078): then every sure sign is not a door, the fridge or a cupboard. Absent from older servers
   */
  heldMotionCounts?: boolean
  /** the last sure sign was such a sensor kept on: its room (as the engine names it); null when it was anything else. Absent from older servers */
  lastHeldRoom?: string | null
}
