// Every field the API documents (its OpenAPI document, made from the routes' own schemas), at any depth:
// a JSON body's fields and the groups and lists that hold them (keys.p256dh, note), each query-string and
// path parameter, and the home's clientId. Each is sent a value of the wrong kind and answered with a 4xx
// whose message names the field by its path in plain words ('keys.p256dh must be text', 'limit must be a
// number'): never a 500, never a schema library's own sentence, and never 'is required' of a value that is
// there. The top-level fields' words and choices: kind-refusals.int.test.ts; numbers: number-refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildWorld, type Actor, type MatrixWorld } from '../test/matrix/actors'
import { ROWS, type MatrixRequest } from '../test/matrix/rows'
import { startTestApp } from '../test/test-app'

interface JsonSchema {
  type?: string | string[]
  format?: string
  enum?: unknown[]
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
}
interface Operation {
  parameters?: { in: 'query' | 'path'; name: string; schema?: JsonSchema }[]
  requestBody?: { content?: { 'application/json'?: { schema?: JsonSchema } } }
}

let t: Awaited<ReturnType<typeof startTestApp>>
let world: MatrixWorld
let paths: Record<string, Record<string, Operation>>
beforeAll(async () => {
  t = await startTestApp()
  world = await buildWorld(t.app, t.db)
  paths = (JSON.parse((await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).body) as { paths: typeof paths }).paths
})
afterAll(() => t.close())

const ZOD_SENTENCE = /Invalid (input|option|string|email|uuid|url|ISO|date|enum|literal)|expected \w+, received|Too (big|small)|Unrecognized key|\bRequired\b|[Mm]ust be (string|number|integer|boolean|array|object)\b/
/** words for a value left out, which a value that is there was never */
const ABSENCE = /\brequired\b|\bPlease (enter|fill)|\bEnter the\b/i

/** a schema's kinds, 'null' left out ('string', 'boolean', 'number', 'object', 'array') */
function kindsOf(s: JsonSchema): string[] {
  const variants = s.anyOf ?? s.oneOf
  if (variants) return [...new Set(variants.flatMap(kindsOf))]
  return [s.type ?? []].flat().map((k) => (k === 'integer' ? 'number' : k)).filter((k) => k !== 'null')
}
const objectOf = (s: JsonSchema): JsonSchema | undefined => (s.properties ? s : (s.anyOf ?? s.oneOf)?.map(objectOf).find(Boolean))

/** every field of a body, groups and lists included, by path (a list's first item as '0') */
function fieldsOf(s: JsonSchema, path: string[] = []): { path: string[]; kinds: string[] }[] {
  const here = path.length > 0 ? [{ path, kinds: kindsOf(s) }] : []
  const group = objectOf(s)
  if (group) return [...here, ...Object.entries(group.properties!).flatMap(([k, v]) => fieldsOf(v, [...path, k]))]
  if (s.items && path.length > 0) return [...here, ...fieldsOf(s.items, [...path, '0'])]
  return here
}

const WRONG: Record<string, [string, unknown][]> = {
  string: [['a number', 12], ['true', true], ['a list', ['x']], ['a group of fields', { x: 'y' }]],
  boolean: [['a word', 'yes'], ['a number', 1], ['a list', [true]]],
  number: [['a word', 'lots'], ['true', true], ['a list', [1]], ['a group of fields', { n: 1 }]],
  object: [['a word', 'yes'], ['a number', 7], ['a list', [{}]]],
  array: [['a word', 'yes'], ['a group of fields', { x: 1 }]],
}
const kindOfValue = (value: unknown) => (Array.isArray(value) ? 'array' : typeof value)
/** the values of a kind the field does not take (none for a field that takes anything) */
const wrongFor = (kinds: string[]) => kinds.flatMap((kind) => WRONG[kind] ?? []).filter(([, value]) => !kinds.includes(kindOfValue(value)))

function setAt(body: unknown, path: string[], value: unknown): unknown {
  const [key, ...rest] = path
  if (key === undefined) return value
  const list = /^\d+$/.test(key)
  const copy: Record<string, unknown> | unknown[] = list ? [...((Array.isArray(body) ? body : []) as unknown[])] : { ...((body && typeof body === 'object' ? body : {}) as object) }
  ;(copy as Record<string, unknown>)[key] = setAt((copy as Record<string, unknown>)[key], rest, value)
  return copy
}

// who is let through each route (the first actor the matrix lets past its checks), as kind-refusals.int.test.ts
const BY: Actor[] = ['admin', 'support', 'carer', 'client', 'signedOut']
const cases = ROWS.flatMap((row) => {
  const actor = BY.find((a) => row.expect[a] < 300 || row.expect[a] === 409)
  return actor ? [{ name: `${row.route}${row.target ? ` ${row.target}` : ''} as ${actor}`, row, actor }] : []
})

async function send(actor: Actor, req: MatrixRequest, url = req.url, payload: unknown = req.payload) {
  const cookie = actor === 'signedOut' ? undefined : world.cookies[actor]
  return t.app.inject({ method: req.method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) })
}

/** the route's documented operation, its path written as OpenAPI writes it ('/api/devices/{id}') */
function operation(route: string): { template: string; op: Operation } | undefined {
  const [method, path] = route.split(' ') as [string, string]
  const template = path.replace(/:(\w+)/g, '{$1}')
  const op = paths[template]?.[method.toLowerCase()]
  return op ? { template, op } : undefined
}

/** what is wrong with a refusal of a field's value, or nothing */
function refusalProblem(res: { statusCode: number; body: string }, field: string): string | undefined {
  if (res.statusCode < 400 || res.statusCode >= 500) return 'not refused with a 4xx'
  const { message } = JSON.parse(res.body) as { message: string }
  if (ZOD_SENTENCE.test(message)) return "in the schema library's words"
  if (ABSENCE.test(message)) return 'said to be missing'
  // what it takes, in its own words or the plain ones ('must be text', 'Choose a category'), not some other state
  if (!/\bmust\b|\bChoose\b/i.test(message) || /not one of the forms/.test(message)) return 'not told what it takes'
  const label = field.replace(/([A-Z])/g, ' $1').toLowerCase()
  // a top-level field may be named as a person reads it ('Price per month must be …')
  const named = message.includes(field) || (!field.includes('.') && message.toLowerCase().includes(label))
  return named ? undefined : `not named as ${field}`
}

// a link's own form, which the matrix tries only with an unknown link: here with a fresh one, made by the row that reads it
const LINK_FORMS = [
  { name: 'POST /api/invitations/:token/accept', read: 'GET /api/invitations/:token', body: { firstName: 'Nora', lastName: 'Finch', password: 'secret12', confirmPassword: 'secret12' } },
  { name: 'POST /api/sign-in-offers/:token/accept', read: 'GET /api/sign-in-offers/:token', body: { password: 'secret12', confirmPassword: 'secret12' } },
]
describe.each(LINK_FORMS)('$name', ({ read, body }) => {
  it('refuses a field of the wrong kind, naming it, never as missing nor as too short', async () => {
    const row = ROWS.find((r) => r.route === read)!
    const problems: string[] = []
    for (const field of Object.keys(body)) {
      for (const [what, value] of WRONG.string!) {
        const { url } = await row.request(world, 'signedOut')
        const res = await send('signedOut', { method: 'POST', url: `${url}/accept` }, `${url}/accept`, { ...body, [field]: value })
        const problem = refusalProblem(res, field) ?? (/too short|at least/.test(res.body) ? 'said to be too short' : undefined)
        if (problem) problems.push(`${field} sent ${what}: ${problem}: ${res.statusCode} ${res.body}`)
      }
    }
    expect(problems).toEqual([])
  })
})

describe.each(cases)('$name', ({ row, actor }) => {
  it("refuses a body field of the wrong kind, at any depth, naming it by its path and never as 'required'", async () => {
    const probe = await row.request(world, actor)
    const body = operation(row.route)?.op.requestBody?.content?.['application/json']?.schema
    if (!body || probe.form || probe.stream) return
    const problems: string[] = []
    for (const { path, kinds } of fieldsOf(body)) {
      for (const [what, value] of wrongFor(kinds)) {
        const req = await row.request(world, actor)
        const res = await send(actor, req, req.url, setAt(req.payload ?? {}, path, value))
        const problem = refusalProblem(res, path.join('.'))
        if (problem) problems.push(`${path.join('.')} sent ${what}: ${problem}: ${res.statusCode} ${res.body}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('refuses a query-string or path parameter of the wrong kind, naming it', async () => {
    const probe = await row.request(world, actor)
    if (probe.stream) return
    const documented = operation(row.route)
    const params = [...(documented?.op.parameters ?? [])]
    // a home's routes all read clientId (access.plugin.ts), documented or not
    if (probe.url.includes('clientId=') && !params.some((p) => p.name === 'clientId')) params.push({ in: 'query', name: 'clientId', schema: { type: 'string', format: 'uuid' } })
    const problems: string[] = []
    for (const p of params) {
      const numeric = kindsOf(p.schema ?? {}).includes('number')
      const bad = numeric ? ['lots', '2.5', ''] : p.schema?.format === 'uuid' ? ['12', 'not-an-id'] : ['zz-no-such-word']
      for (const value of bad) {
        const req = await row.request(world, actor)
        const [path = '', query = ''] = req.url.split('?')
        let url: string
        if (p.in === 'path') {
          const at = documented!.template.split('/').indexOf(`{${p.name}}`)
          url = path.split('/').map((s, i) => (i === at ? encodeURIComponent(value) : s)).join('/') + (query ? `?${query}` : '')
        } else {
          const search = new URLSearchParams(query)
          search.set(p.name, value)
          url = `${path}?${search.toString()}`
        }
        const res = await send(actor, req, url)
        // a word a search or a link's token may be: taken, or not found
        if (!numeric && !p.schema?.format && (res.statusCode < 300 || res.statusCode === 404)) continue
        const problem = refusalProblem(res, p.name)
        if (problem) problems.push(`${p.in} ${p.name}=${JSON.stringify(value)}: ${problem}: ${res.statusCode} ${res.body}`)
      }
      if (p.in === 'query') {
        // the parameter twice: a list, where one value is taken
        const req = await row.request(world, actor)
        const [path = '', query = ''] = req.url.split('?')
        const search = new URLSearchParams(query)
        search.delete(p.name)
        const url = `${path}?${search.toString()}&${p.name}=1&${p.name}=2`
        const res = await send(actor, req, url)
        const problem = res.statusCode < 400 ? undefined : refusalProblem(res, p.name)
        if (problem || res.statusCode >= 500) problems.push(`query ${p.name} twice: ${problem ?? ''}: ${res.statusCode} ${res.body}`)
      }
    }
    expect(problems).toEqual([])
  })
})
