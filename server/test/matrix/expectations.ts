// What each actor must get, and the helpers the matrix's rows share
import type { Actor, MatrixWorld } from './actors'

export interface MatrixRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  url: string
  payload?: object
  form?: Record<string, string>
  /** a never-ending answer (server-sent events): only its status is read */
  stream?: boolean
}

export interface MatrixRow {
  /** `METHOD /path` exactly as declared */
  route: string
  /** what a route's further rows are tried on (`on a support member`): a route may have several */
  target?: string
  /** builds a fresh request per cell (so deletes and creates never see each other) */
  request: (w: MatrixWorld, actor: Actor) => Promise<MatrixRequest> | MatrixRequest
  expect: Record<Actor, number>
  /** answers that may name other circles (the circle list of staff) */
  mayNameOtherCircles?: boolean
}

export const all = (status: number): Record<Actor, number> => ({
  signedOut: status,
  admin: status,
  support: status,
  carer: status,
  client: status,
  otherCircle: status,
})
export const signedIn = (status: number): Record<Actor, number> => ({ ...all(status), signedOut: 401 })
/** circle A's data: staff and A's people; the other circle's carer learns nothing (404) */
export const circleA = (ok: number, overrides: Partial<Record<Actor, number>> = {}): Record<Actor, number> => ({
  ...signedIn(ok),
  otherCircle: 404,
  ...overrides,
})

/** staff name the circle; A's own people may rely on the default; B's carer tries A by id */
export const inA = (w: MatrixWorld, actor: Actor, path: string) =>
  actor === 'carer' || actor === 'client' ? path : `${path}${path.includes('?') ? '&' : '?'}clientId=${w.circleA}`

export const staffOnly = (ok: number): Record<Actor, number> => ({ ...signedIn(403), admin: ok, support: ok })
export const adminOnly = (ok: number): Record<Actor, number> => ({ ...signedIn(403), admin: ok })
