// Every API route's body fields of text, true/false and a choice of words (the authorization matrix's requests,
// server/test/matrix/rows.ts), each sent a value of the wrong kind, a word not among the choices, or left out:
// each refusal is a 400 whose message names the field in plain words ('email must be text', 'isPrivate must be
// true or false', 'category must be one of: …', 'name is required'), never a schema library's own sentence
// ('Invalid input: expected string, received array') nor a 500. The number fields: number-refusals.int.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildWorld, type Actor, type MatrixWorld } from '../test/matrix/actors'
import { ROWS, type MatrixRequest } from '../test/matrix/rows'
import { startTestApp } from '../test/test-app'

let t: Awaited<ReturnType<typeof startTestApp>>
let world: MatrixWorld
beforeAll(async () => {
  t = await startTestApp()
  world = await buildWorld(t.app, t.db)
})
afterAll(() => t.close())

const ZOD_SENTENCE = /Invalid (input|option|string|email|uuid|url|ISO|date|enum|literal)|expected \w+, received|Too (big|small)|Unrecognized key|\bRequired\b|[Mm]ust be (string|number|integer|boolean|array|object)\b/

const WRONG: Record<'string' | 'boolean', [string, unknown][]> = {
  string: [
    ['a number', 12],
    ['true', true],
    ['a list', ['x']],
    ['a group of fields', { x: 'y' }],
    ['null', null],
  ],
  boolean: [
    ['a word', 'yes'],
    ['a number', 1],
    ['null', null],
    ['a list', [true]],
  ],
}

// who is let through each route (the first actor the matrix expects a success of), its JSON body's text and true/false fields
const BY: Actor[] = ['admin', 'support', 'carer', 'client', 'signedOut']
const cases = ROWS.flatMap((row) => {
  const actor = BY.find((a) => row.expect[a] < 300)
  return actor ? [{ name: `${row.route}${row.target ? ` ${row.target}` : ''} as ${actor}`, row, actor }] : []
})

async function send(actor: Actor, req: MatrixRequest, payload: object) {
  const cookie = actor === 'signedOut' ? undefined : world.cookies[actor]
  return t.app.inject({ method: req.method, url: req.url, headers: cookie ? { cookie } : {}, payload })
}

describe.each(cases)('$name', ({ row, actor }) => {
  it('refuses a wrong kind of value, a word not among the choices, or a field left out, in plain words', async () => {
    const probe = await row.request(world, actor)
    if (!probe.payload || probe.form || probe.stream) return
    const fields = Object.entries(probe.payload as Record<string, unknown>).filter(([, v]) => typeof v === 'string' || typeof v === 'boolean')
    for (const [field, good] of fields) {
      const tries: [string, unknown][] = [...WRONG[typeof good as 'string' | 'boolean'], ['left out', undefined]]
      if (typeof good === 'string') tries.push(['a word not among the choices', 'zz-no-such-choice'])
      for (const [what, value] of tries) {
        const req = await row.request(world, actor)
        const payload = { ...(req.payload as Record<string, unknown>) }
        if (value === undefined) delete payload[field]
        else payload[field] = value
        const res = await send(actor, req, payload)
        const where = `${field} sent ${what}: ${res.statusCode} ${res.body}`
        expect(res.statusCode, where).not.toBeGreaterThanOrEqual(500)
        if (res.statusCode < 300) {
          // taken: text where any text will do, a field left out or emptied (null) that may be
          expect(['left out', 'null', 'a word not among the choices'], where).toContain(what)
          continue
        }
        // a word the route does not know may also be one in use already (a sensor's id: 409)
        if (what === 'a word not among the choices') expect(res.statusCode, where).toBeLessThan(500)
        else expect(res.statusCode, where).toBe(400)
        const { message } = res.json() as { message: string }
        expect(message, where).not.toMatch(ZOD_SENTENCE)
        // a field left out may leave nothing to change; a word not among the choices may be refused by what it says
        if (what === 'left out' || what === 'a word not among the choices') continue
        // a value of the wrong kind is there: not 'endpoint is required'
        if (what !== 'null') expect(message, where).not.toMatch(new RegExp(`${field} is required`))
        expect(message, where).toMatch(new RegExp(`${field}\\b|${field.replace(/([A-Z])/g, ' $1').toLowerCase()}`, 'i'))
      }
    }
  })
})
