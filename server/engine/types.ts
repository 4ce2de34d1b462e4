// The engine's inputs, outputs and memory. Everything here is plain data: the state goes to a jsonb
// column between ticks, so it holds numbers, strings, arrays and records only (no Date, Map or class).
import type { DeviceKind } from '../../contracts/enums'
import type { DaySpread } from './activity-score'
import type { DailyState } from './daily'
import type { NightOutWatch } from './night-out'
import type { NightVisits } from './night-visits'
import type { DeviceHealth } from './offline'
import type { PetWatch } from './pets'
import type { PresenceState } from './presence'
import type { LastMovement } from './last-movement'
import type { QuietModel } from './quiet-model'
import type { RoutineState } from './routine'

export type { DeviceKind }
export type AlertType = 'inactivity' | 'sensor_offline' | 'pattern_change' | 'emergency'
export type AlertSeverity = 'low' | 'medium' | 'high' | 'critical'

export const SEVERITY_RANK: Record<AlertSeverity, number> = { low: 0, medium: 1, high: 2, critical: 3 }

/** One state change of a sensor. `active`: motion seen, door opened, mat pressed, switch closed/opened */
export interface EngineEvent {
  deviceKey: string
  kind: DeviceKind
  room: string
  /** The UTC instant it happened */
  timestamp: Date
  active: boolean
  /** 0-100 when the sensor reported it with this event */
  batteryLevel?: number | null
}

export interface EngineDevice {
  key: string
  kind: DeviceKind
  room: string
  /** Latest known level, 0-100 */
  batteryLevel?: number | null
  /** The hub (bridge, gateway) it reports through, when known */
  hubKey?: string | null
  /** What the family calls it, e.g. 'Hallway motion (MSH-MORRO14HAL)': alert texts name it so; without it, its room */
  name?: string | null
  /**
   * In a home with a pet (EngineHome.pets): the family says the pet cannot set this motion sensor off (a
   * pet-immune sensor, or a room the pet is kept out of), so it is proof of the person as a switch is.
   * Ignored for other kinds and in homes without a pet
   */
  petImmune?: boolean
}

export interface EngineHub {
  key: string
  /** When the hub last reported anything (a heartbeat counts) */
  lastSeenAt: Date | null
  /** What the family calls it; without it, its key */
  name?: string | null
  /** Unheard this long, the sensors behind it cannot be heard (default HUB_UNHEARD_MINUTES: a listener marks it heard every minute; a hub's own heartbeats come less often) */
  unheardAfterMinutes?: number
  /** Its key was revoked then (a hub posting over HTTP): what it sends is refused, so it is heard again only under a new key */
  revokedAt?: Date | null
}

export interface EngineHome {
  /** IANA zone of the circle, e.g. Europe/Amsterdam */
  timeZone: string
  devices: EngineDevice[]
  hubs?: EngineHub[]
  /**
   * A cat or dog lives here where the motion sensors can see it (the home's setting): a motion sensor firing
   * is then no proof of the person, so a fall is also judged on what a pet cannot do (doors, the fridge,
   * cupboards, a flush). Absent: no pet
   */
  pets?: boolean
}

export interface AlertCandidate {
  type: AlertType
  severity: AlertSeverity
  title: string
  /** A carer-readable explanation with the numbers behind it */
  description: string
  /** One open alert per cause: inactivity, emergency, offline:<key>, battery:<key>, chatter:<key>, hub:<key>, pattern:<kind> */
  dedupeKey: string
  deviceKey?: string
  metadata: Record<string, number | string | boolean | null>
}

/** An alert the engine considers open, so it is not raised again every minute */
export interface OpenAlert {
  type: AlertType
  severity: AlertSeverity
  raisedAt: number
  /** For a quiet alert: when the quiet it reports began (ms). Movement after it ends the alert, even movement a hub delivered late; absent in old states */
  quietSince?: number
  /** When a still-going quiet alert was last reported again (see QUIET_REMINDER_MINUTES) */
  remindedAt?: number
  /** Raised in a home with a pet (pets.ts): only the use of something a pet cannot use, or going out, ends it; movement does not */
  beyondPet?: boolean
  /** Raised by the watch on what a pet cannot use, not by the motion sensors' quiet */
  petWatch?: boolean
  /** 'Came in, nothing since' raised as a night-out alert closed (arrival-handover.ts): that alert's severity, kept as its floor */
  tookOverFrom?: AlertSeverity
}

/** A room she went through: its last sensor to see her there, and when (way-back.ts) */
export interface WayStep {
  room: string
  deviceKey: string
  kind: EngineEvent['kind']
  at: number
}

export interface EngineState {
  version: 1
  timeZone: string
  /** When learning began (ms); day 1 of the learning period is its local date */
  startedAt: number
  startDay: number
  /** The latest instant the engine has advanced to (ms) */
  clock: number
  /**
   * When the home was last evaluated (ms): null for a state just begun, at its first event (a new home's
   * hub sending its history), whose clock is that event's time and no look at the home (absent in states
   * from before it was kept: their clock was the last look). An outage is counted from it (watch.ts)
   */
  lookedAt?: number | null
  /** Last evidence of a person inside (ms), its room and device */
  lastInsideAt: number | null
  lastRoom: string | null
  lastDeviceKey: string | null
  /** Since when she has been up: her evidence with no long quiet in it (morning-up.ts); absent in old states */
  upSince?: number
  /** The last few rooms evidence inside came from, one step a room, newest last (way-back.ts); absent in old states */
  way?: WayStep[]
  /** How busy the person was just before the last evidence (see quiet-model `paceOf`); absent in old states */
  lastPace?: number
  /** Evidence inside in the last few minutes (ms), for the pace */
  recentInside?: number[]
  /** The last evidence was a seat or bed mat being pressed: the person is resting on it; absent in old states */
  lastOnMat?: boolean
  /** The last evidence was a pressure mat (bed or seat), pressed or released; absent in old states */
  lastMat?: boolean
  /** The last evidence was a motion sensor, which sees no one lying still; absent in old states */
  lastMotion?: boolean
  /**
   * A motion sensor watches the living room, where she sits up in the evening, and none the bedroom: her sitting up
   * shows, her going to bed does not (rest-kind.ts wakefulBeforeBed). Set from the home's sensors at each look; absent
   * in states from before it was kept until their next look
   */
  upSeenBedUnseen?: boolean
  /** Minutes of the current quiet spell Hearthwatch could not watch (its own outage, or the home's hubs unheard): not held against the limit (watch.ts) */
  unwatchedMinutes?: number
  /** Since when the home cannot be heard (every hub of its sensors down), or null */
  unheardSince?: number | null
  /** Every sensor was switched off during that time (watch.ts), not only its hubs unheard; absent in older states */
  unheardSwitchedOff?: boolean
  /** The newest report set aside because its sensor keeps firing (chatter.ts), and where that sensor is */
  keepsFiring?: { deviceKey: string; room: string; until: number; kind?: EngineEvent['kind'] }
  /**
   * Where she was last seen inside, before a front door that kept firing or banging paused and the quiet was
   * counted from its last report instead (chatter.ts endSetAside); kept until anyone is seen inside again
   */
  quietBeforeDoor?: number
  presence: PresenceState
  /** Whether the way back to bed after a night-time bathroom visit shows; absent in old states */
  nightVisits?: NightVisits
  quiet: QuietModel
  devices: Record<string, DeviceHealth>
  routine: RoutineState
  daily: DailyState
  /** How the day so far usually departs from the routine, per hour of the day, for the dashboard's activity score; absent in old states */
  daySpread?: DaySpread
  /** The same, of the sensors a pet cannot set off, in a home with a pet (activity-score-pet.ts); absent in other homes and old states */
  sureDaySpread?: DaySpread
  /** Pattern changes found when the last day closed */
  patterns: AlertCandidate[]
  open: Record<string, OpenAlert>
  /** Minutes added to every quiet limit after quiet alerts the person ended themselves (caution.ts); absent in old states */
  caution?: { alerts: number; at: number }
  /** When and for how long the person has lately been out at night (night-out.ts); absent in old states, begun on their next tick */
  nightOut?: NightOutWatch
  /** In a home with a pet: the watch on what a pet cannot do (pets.ts); absent otherwise */
  pets?: PetWatch
}

export interface EngineStatus {
  /** 1 on the first local day, 7 on the last day of learning; keeps counting afterwards */
  learningDay: number
  isLearning: boolean
  /** "Learning the routine: day 3 of 7", or null once learned */
  learningLabel: string | null
  atHome: boolean
  /** At home, quiet, at an hour when the person is usually asleep */
  asleep: boolean
  presence: 'home' | 'door' | 'away'
  /** Since when the person has been out (ms), when away */
  awaySince: number | null
  /**
   * The front door opened at this time (ms) while she was out and nothing inside has shown her in since, so she
   * may be in and fallen (arrival.ts watches it); null otherwise. In a home with a pet she may be taken as home
   * (`atHome`) meanwhile, on motion the pet could make
   */
  cameInAt: number | null
  /** Since `cameInAt`, motion a pet could make has moved (after the walk-in window), and nothing surer */
  cameInPetMoved: boolean
  /** `cameInAt` came minutes after a caller's likely leaving (arrival-caller.ts): she may have gone out, not come in; watched as long as her outings last */
  cameInAfterCaller: boolean
  lastActivityAt: number | null
  lastRoom: string | null
  /**
   * Where and when she last moved inside (last-movement.ts, decision 0096); null while out, learning, before any
   * report inside, while a door she may have come in by is watched, or in a home with a pet when the newest may be the pet's
   */
  lastMovement: LastMovement | null
  quietMinutes: number | null
  /** How long a quiet spell may last now before the engine worries (null while away or learning) */
  quietLimitMinutes: number | null
}

export interface EvaluateResult {
  state: EngineState
  /** New alerts: insert unless an open alert with the same dedupeKey exists */
  alerts: AlertCandidate[]
  /** Open alerts whose severity rose: update the open alert with this dedupeKey to the new severity */
  escalations: AlertCandidate[]
  /** Dedupe keys whose cause has cleared (activity resumed, device back, battery replaced, drift gone) */
  resolved: string[]
  /** For each of `resolved`, what was seen that cleared it, as the family reads it (cleared-text.ts) */
  resolvedHow: Record<string, string>
  status: EngineStatus
}
