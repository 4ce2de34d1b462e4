// Who said they are on an alert ('Check On Them' on the dashboard, 'Contact' on the Alerts page), as
// one line per person. Told from where the reader stands: the person watched reads 'Sarah Ellis is
// checking on you', the responder reads 'You are checking on them'.

export interface Responder {
  userId: string
  firstName: string | null
  lastName: string | null
  action: string
  /** absent in the dashboard's shorter list, which is in the order given */
  createdAt?: string
}

export const personName = (p: { firstName: string | null; lastName: string | null } | null | undefined) =>
  [p?.firstName, p?.lastName].filter(Boolean).join(' ') || 'Someone'

/** Who is reading: their id, and whether the home is their own (they are the person watched) */
export interface Reader {
  id?: string | null
  isOwnHome?: boolean
}

/** One line per person, their latest response: 'Cora Hale is checking on them' */
export function responderLines(responses: readonly Responder[], reader: Reader = {}) {
  const latest = new Map<string, Responder>()
  for (const r of responses) {
    const seen = latest.get(r.userId)
    if (!seen || new Date(r.createdAt ?? 0).getTime() >= new Date(seen.createdAt ?? 0).getTime()) latest.set(r.userId, r)
  }
  const whom = reader.isOwnHome ? 'you' : 'them'
  return [...latest.values()].map((r) => {
    const doing = r.action === 'check_on' ? `checking on ${whom}` : `contacting ${whom}`
    return { userId: r.userId, text: r.userId === reader.id ? `You are ${doing}` : `${personName(r)} is ${doing}` }
  })
}
