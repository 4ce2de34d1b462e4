// What the matrix (authorization.int.test.ts) does not try: B's carer asks about A by naming A's circle
// there, and is refused by the circle rule before any id is read. Here she stays in her own circle
// (none named, or B's) and puts one of A's ids in the path, the query or the body instead: only the
// handlers' own "of this circle" keeps her out, and A's row must stay as it was.
import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alerts, careNotes, devices, familyMembers } from '../../db/schema'
import { alertResponses, ingestKeys, userInvitations } from '../../db/platform-schema'
import { hashSecretToken, newSecretToken } from '../../lib/secret-token'
import { makers } from '../make'
import { startTestApp } from '../test-app'
import { buildWorld, type MatrixWorld } from './actors'

let t: Awaited<ReturnType<typeof startTestApp>>
let w: MatrixWorld
beforeAll(async () => {
  t = await startTestApp()
  w = await buildWorld(t.app, t.db)
})
afterAll(() => t.close())

const hex = () => randomBytes(4).toString('hex')

const ofA = {
  async device() {
    const [row] = await w.db.insert(devices).values({ userId: w.circleA, name: 'A bedroom', location: 'Bedroom', deviceId: `MSH-A${hex().toUpperCase()}` }).returning()
    return row!
  },
  async note() {
    const [row] = await w.db.insert(careNotes).values({ userId: w.circleA, authorId: w.ids.otherCircle, content: 'Written in A' }).returning()
    return row!
  },
  async alert() {
    const [row] = await w.db.insert(alerts).values({ userId: w.circleA, type: 'inactivity', severity: 'high', title: 'Quiet', description: 'Quiet for a while' }).returning()
    return row!
  },
  async key() {
    const hash = hashSecretToken(newSecretToken())
    const [row] = await w.db.insert(ingestKeys).values({ userId: w.circleA, keyHash: hash, keyPrefix: hash.slice(0, 8) }).returning()
    return row!
  },
  async member() {
    const carer = await makers(w.db).user('carer')
    const [row] = await w.db.insert(familyMembers).values({ primaryUserId: w.circleA, memberUserId: carer.id }).returning()
    return row!
  },
  async invitation() {
    const [row] = await w.db
      .insert(userInvitations)
      .values({ email: `a-${hex()}@example.com`, role: 'carer', tokenHash: hashSecretToken(newSecretToken()), invitedBy: w.ids.carer, expiresAt: new Date(Date.now() + 86_400_000), circleId: w.circleA })
      .returning()
    return row!
  },
}

// her own circle, said in each way a page may: left out (she has one), or named
const OWN = [
  { how: 'her own circle by default', q: (path: string) => path },
  { how: "B's clientId", q: (path: string) => `${path}${path.includes('?') ? '&' : '?'}clientId=${w.circleB}` },
]

function asB(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie: w.cookies.otherCircle }, ...(payload ? { payload } : {}) })
}

describe("B's carer, in her own circle, with A's ids", () => {
  for (const { how, q } of OWN) {
    describe(how, () => {
      it("reads nothing of A's sensor", async () => {
        const d = await ofA.device()
        for (const url of [`/api/devices/${d.id}/stats`, `/api/ml/fall-risk-assessment?deviceId=${d.id}`]) {
          const res = await asB('GET', q(url))
          expect(res.statusCode, url).toBe(404)
          expect(res.body).not.toContain('A bedroom')
        }
      })

      it("changes nothing of A's sensor", async () => {
        const d = await ofA.device()
        expect((await asB('PUT', q(`/api/devices/${d.id}`), { name: 'Taken', location: 'Hallway', deviceId: `MSH-B${hex().toUpperCase()}`, isActive: false })).statusCode).toBe(404)
        const [after] = await w.db.select().from(devices).where(eq(devices.id, d.id))
        expect(after).toMatchObject({ name: 'A bedroom', isActive: true, userId: w.circleA })
      })

      it("edits no note of A's, not even one she wrote there", async () => {
        const n = await ofA.note()
        expect((await asB('PUT', q(`/api/care-notes/${n.id}`), { content: 'Changed from B' })).statusCode).toBe(404)
        const [after] = await w.db.select().from(careNotes).where(eq(careNotes.id, n.id))
        expect(after!.content).toBe('Written in A')
      })

      it("neither resolves nor answers A's alert", async () => {
        const a = await ofA.alert()
        expect((await asB('PUT', q(`/api/alerts/${a.id}/resolve`), { note: 'from B' })).statusCode).toBe(404)
        expect((await asB('POST', q(`/api/alerts/${a.id}/responses`), { action: 'check_on' })).statusCode).toBe(404)
        const [after] = await w.db.select().from(alerts).where(eq(alerts.id, a.id))
        expect(after!.isResolved).toBe(false)
        expect(await w.db.select().from(alertResponses).where(eq(alertResponses.alertId, a.id))).toEqual([])
      })

      it("revokes no hub key of A's", async () => {
        const k = await ofA.key()
        expect((await asB('DELETE', q(`/api/ingest-keys/${k.id}`))).statusCode).toBe(404)
        const [after] = await w.db.select().from(ingestKeys).where(eq(ingestKeys.id, k.id))
        expect(after!.revokedAt).toBeNull()
      })

      it("removes no one from A's circle and withdraws no invitation into it", async () => {
        const m = await ofA.member()
        const i = await ofA.invitation()
        expect((await asB('DELETE', q(`/api/family/members/${m.id}`))).statusCode).toBe(404)
        expect((await asB('DELETE', q(`/api/family/invitations/${i.id}`))).statusCode).toBe(404)
        expect(await w.db.select().from(familyMembers).where(and(eq(familyMembers.id, m.id), eq(familyMembers.primaryUserId, w.circleA)))).toHaveLength(1)
        expect(await w.db.select().from(userInvitations).where(eq(userInvitations.id, i.id))).toHaveLength(1)
      })
    })
  }
})
