// Where and when the person last moved inside, as the engine takes it (server/engine/last-movement.ts, decision 0096):
// GET /api/dashboard/stats' engine.lastMovement, and the Emergency button's alert metadata.

export interface LastMovement {
  /** When (ISO) */
  at: string
  /**
   * Where: the sensor's location as the family gave it ('Bathroom'), or, where that names no room the engine
   * knows, the family's own name for the sensor ('Garage motion'); null when neither is known
   */
  place: string | null
}
