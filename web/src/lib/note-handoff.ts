// Words written elsewhere that a new care note starts with: what she wrote in Resolve's question, carried to the
// Care Notes page that the resolved alert's Add Care Note opens (features/alerts/components/resolved-note-offer.tsx),
// so that at 2 a.m. she does not type it twice. Kept in this tab's memory only, for one home, and taken once: the
// page opened by the new-note link takes it (features/care-notes), a reload or another tab starts empty.

let handedOver: { clientId: string | undefined; content: string } | null = null

/** The next new note opened on `clientId` (the home on screen when undefined) starts with `content` */
export function handOverNote(clientId: string | undefined, content: string) {
  handedOver = { clientId, content }
}

/**
 * What was handed over for a new note on `clientId`, once; undefined when nothing was, or for another home. Let go
 * after the task that takes it, not at once: React's development mode runs the effect that takes it twice in a row
 */
export function takeHandedOverNote(clientId: string): string | undefined {
  const taken = handedOver
  if (taken) queueMicrotask(() => handedOver === taken && (handedOver = null))
  if (!taken || (taken.clientId !== undefined && taken.clientId !== clientId)) return undefined
  return taken.content
}
