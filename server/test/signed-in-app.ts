// The set-up that integration files each wrote in their own beforeAll: the real app on a database of the
// file's own (with a live bus of its own where the file hears what open pages are told), the file's
// people made with the test password, put in their circles and signed in. Its hooks are registered by the
// call, never as this module loads (the files one worker runs share it: mocking-files.test.ts).
import { afterAll, beforeAll } from 'vitest'
import type { Role } from '../../contracts/enums'
import type { AppEnv } from '../app'
import type { Db } from '../lib/db'
import type { HttpApp } from '../lib/http'
import type { LiveBus, LiveEvent } from '../lib/live-bus'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../demo/seed'
import { findUserByEmail } from '../modules/users/users.repository'
import { makers, TEST_PASSWORD } from './make'
import { signIn, signInEach, startLiveTestApp, startTestApp, type TestAppDeps } from './test-app'

/**
 * Someone a test file acts as: a role, or a role with a name (or e-mail address), the circle they are a
 * member of (`in`, by the name the file gives its home: a carer, or a client who shares the home) and
 * `signsIn: false` for someone with a home made for them who never signs in (their id only); or the demo's
 * account of a role (`demo`, with the option of that name), signed in with the demo's password
 */
export type Person = Role | { role: Role; firstName?: string; lastName?: string; email?: string; in?: string; signsIn?: false } | { demo: Role }

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface SignedInApp {
  app: HttpApp
  db: Db
  /** makers on the file's database (usable once its tests run) */
  make: ReturnType<typeof makers>
  /** each person's id by the name the file gave them (filled in before its tests) */
  ids: Record<string, string>
  /** each person's cookie header by name */
  cookie: Record<string, string>
  /** each person's e-mail address by name */
  emails: Record<string, string>
  /** what each home named in `hear` was told, from before the file's tests */
  heard: Record<string, LiveEvent[]>
  /** a call as the person of that name, with a JSON body where one is given */
  as(who: string, method: Method, url: string, payload?: object): ReturnType<HttpApp['inject']>
  /** signs in someone a test made (with the test password) and answers their cookie header */
  signIn(person: { email: string | null }): Promise<string>
  /**
   * Stops the app, then drops its database (and ends the live bus the kit made): for a test that stops the
   * server itself. The kit calls it after the file's tests; a second call does nothing more.
   */
  close(): Promise<void>
}

interface Options {
  /** or a function, for settings known only once the file's earlier beforeAll hooks have run */
  env?: Partial<AppEnv> | (() => Partial<AppEnv>)
  /** with a live bus of the app's own, for files that hear what open pages are told, or the file's own (which it closes) */
  live?: boolean | LiveBus
  /** the homes (by name) whose live events the file hears, in `heard`: with a live bus, as with `live` */
  hear?: string[]
  /** false: the people are made, but nobody is signed in */
  signIn?: boolean
  /** the app's timings, for files that hear a live stream's heartbeats sooner than a page would */
  deps?: TestAppDeps
  /** routes of the file's own, added before the app is ready: for tests of what the app does to every route (access rules, compression) */
  routes?: (app: HttpApp) => void
  /**
   * the demo's home and people, seeded before the file's own with a month of history that ends an hour
   * before the file's tests: the last hour is the file's own, whatever today's date
   */
  demo?: boolean
}

const HOUR = 60 * 60_000

/** The app, its database and the people of `people`, there from before the file's tests (its later beforeAll hooks see them) to after them */
export function useSignedInApp<O extends Options = Options>(
  people: Record<string, Person>,
  options?: O,
): SignedInApp & (O['live'] extends true | LiveBus ? { live: LiveBus } : O['hear'] extends string[] ? { live: LiveBus } : unknown) {
  let close: (() => Promise<void>) | undefined
  let closing: Promise<void> | undefined
  const ids: Record<string, string> = {}
  const cookie: Record<string, string> = {}
  const emails: Record<string, string> = {}
  const heard = Object.fromEntries((options?.hear ?? []).map((name) => [name, [] as LiveEvent[]]))
  const t = {
    make: makers(() => t.db),
    ids,
    cookie,
    emails,
    heard,
    as: (who: string, method: Method, url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie: cookie[who]! }, ...(payload ? { payload } : {}) }),
    signIn: (person: { email: string | null }) => signIn(t.app, person.email!, TEST_PASSWORD),
    close: () => (closing ??= close?.() ?? Promise.resolve()),
  } as SignedInApp & { live: LiveBus }
  beforeAll(async () => {
    const env = typeof options?.env === 'function' ? options.env() : options?.env
    const own = typeof options?.live === 'object' ? options.live : undefined
    const { deps, routes } = options ?? {}
    const started = own
      ? { ...(await startTestApp(env, routes, own, undefined, deps)), live: own }
      : options?.live || options?.hear
        ? await startLiveTestApp(env, deps, routes)
        : await startTestApp(env, routes, undefined, undefined, deps)
    const { close: stop, ...fields } = started
    close = stop
    Object.assign(t, fields)
    if (options?.demo) await seedDemo(t.db, { log: { info: () => {}, warn: () => {} }, url: 'http://localhost', now: new Date(Date.now() - HOUR) })
    const made = await makePeople(t.db, t.make, people)
    for (const person of made) {
      ids[person.name] = person.id
      emails[person.name] = person.email!
    }
    for (const name of options?.hear ?? []) t.live.subscribe(ids[name]!, (event) => heard[name]!.push(event))
    if (options?.signIn === false) return
    await signInEach(t.app, Object.fromEntries(made.filter((person) => person.signsIn).map((person) => [person.name, person])), { ids, cookie })
  })
  afterAll(() => t.close())
  return t
}

/** Makes the people in the order given (or finds the demo's), then puts each in the circle they are `in` */
async function makePeople(db: Db, make: ReturnType<typeof makers>, people: Record<string, Person>) {
  const entries = Object.entries(people).map(([name, person]) => ({ name, person: typeof person === 'string' ? { role: person } : person }))
  const specs = entries.flatMap(({ name, person }) => ('role' in person ? [{ name, ...person }] : []))
  const made: Record<string, { id: string; email: string | null; password: string }> = {}
  for (const { name, person } of entries) if ('demo' in person) made[name] = await demoAccount(db, name, person.demo)
  for (const { name, role, firstName, lastName, email } of specs) made[name] = { ...(await make.user(role, { firstName, lastName, email })), password: TEST_PASSWORD }
  for (const { name, role, in: circle } of specs) {
    if (circle === undefined) continue
    if (!made[circle]) throw new Error(`${name} is in ${circle}, whom the file does not make`)
    await make.member(made[circle].id, made[name]!.id, role === 'client' ? 'client' : 'carer')
  }
  return entries.map(({ name, person }) => ({ name, ...made[name]!, signsIn: !('signsIn' in person && person.signsIn === false) }))
}

/** The demo's account of a role, which the `demo` option seeded */
async function demoAccount(db: Db, name: string, role: Role) {
  const email = DEMO_ACCOUNTS.find((account) => account.role === role)!.email
  const user = await findUserByEmail(db, email)
  if (!user) throw new Error(`${name} is the demo's ${role}: the file needs the demo option`)
  return { id: user.id, email, password: DEMO_PASSWORD }
}

/** A home and its carer */
export const HOME_WITH_CARER = { home: 'client', carer: { role: 'carer', in: 'home' } } satisfies Record<string, Person>

/** A home with its carer, another home with its own, and a support member */
export const TWO_HOMES_AND_SUPPORT = {
  home: 'client',
  carer: { role: 'carer', in: 'home' },
  elsewhere: 'client',
  otherCarer: { role: 'carer', in: 'elsewhere' },
  support: 'support',
} satisfies Record<string, Person>

/** The people of the subscription and business tests: staff, and three homes, Grace's with a carer */
export const STAFF_AND_THREE_HOMES = {
  admin: 'admin',
  support: 'support',
  carer: { role: 'carer', in: 'grace' },
  grace: { role: 'client', firstName: 'Grace', lastName: 'Hopper' },
  alan: { role: 'client', firstName: 'Alan', lastName: 'Turing' },
  ada: { role: 'client', firstName: 'Ada', lastName: 'Lovelace' },
} satisfies Record<string, Person>
