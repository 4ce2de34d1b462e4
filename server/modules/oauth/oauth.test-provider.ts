// Test support: a scripted OAuth 2.0 / OpenID Connect provider on loopback for the integration tests.
// It plays by the rules the app must follow (PKCE S256, one-time codes, exact redirect_uri, client
// secret, Facebook's appsecret_proof) and records every token request. The browser journeys use the
// real `oidc-provider` package instead (e2e/fixtures/oidc-provider.ts).
import { createHash, createHmac, generateKeyPairSync, randomBytes, sign } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { HttpApp } from '../../lib/http'

export interface TestPerson {
  sub: string
  email?: string
  email_verified?: boolean
  given_name?: string
  family_name?: string
}

interface IssuedCode {
  clientId: string
  redirectUri: string
  codeChallenge: string
  nonce?: string
  person: TestPerson
}

export const TEST_CLIENT = { id: 'hearthwatch-test', secret: 'test-client-secret' }

export async function startTestProvider() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const codes = new Map<string, IssuedCode>()
  const tokens = new Map<string, TestPerson>()
  const tokenRequests: Record<string, string>[] = []
  const state = {
    /** who signs in at the next authorization request */
    person: { sub: 'person-1' } as TestPerson,
    /** answer the next authorization with `?error=access_denied` */
    deny: false,
    /** put this nonce in the next ID token instead of the one asked for */
    nonceOverride: undefined as string | undefined,
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', base)
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, { issuer: base, authorization_endpoint: `${base}/authorize`, token_endpoint: `${base}/token`, userinfo_endpoint: `${base}/userinfo` })
    }
    if (url.pathname === '/authorize') {
      const q = Object.fromEntries(url.searchParams)
      const back = new URL(q.redirect_uri!)
      back.searchParams.set('state', q.state ?? '')
      if (state.deny) {
        state.deny = false
        back.searchParams.set('error', 'access_denied')
      } else {
        const code = randomBytes(16).toString('hex')
        codes.set(code, { clientId: q.client_id!, redirectUri: q.redirect_uri!, codeChallenge: q.code_challenge!, nonce: q.nonce, person: state.person })
        back.searchParams.set('code', code)
      }
      res.writeHead(302, { location: back.toString() }).end()
      return
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let raw = ''
      for await (const chunk of req) raw += String(chunk)
      const form = Object.fromEntries(new URLSearchParams(raw))
      tokenRequests.push(form)
      const issued = codes.get(form.code ?? '')
      codes.delete(form.code ?? '')
      const challenge = createHash('sha256')
        .update(form.code_verifier ?? '')
        .digest('base64url')
      if (
        !issued ||
        form.client_id !== TEST_CLIENT.id ||
        form.client_secret !== TEST_CLIENT.secret ||
        form.redirect_uri !== issued.redirectUri ||
        challenge !== issued.codeChallenge
      ) {
        return json(400, { error: 'invalid_grant' })
      }
      const accessToken = randomBytes(16).toString('hex')
      tokens.set(accessToken, issued.person)
      const now = Math.floor(Date.now() / 1000)
      const idToken = jwt(privateKey, { iss: base, aud: TEST_CLIENT.id, sub: issued.person.sub, nonce: state.nonceOverride ?? issued.nonce, iat: now, exp: now + 300 })
      state.nonceOverride = undefined
      return json(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 300, id_token: idToken })
    }
    if (url.pathname === '/userinfo') {
      const token = req.headers.authorization?.replace(/^Bearer /, '') ?? ''
      const person = tokens.get(token)
      return person ? json(200, person) : json(401, { error: 'invalid_token' })
    }
    // Facebook's Graph API: the token as a parameter with its appsecret_proof, its own field names
    if (url.pathname === '/me') {
      const token = url.searchParams.get('access_token') ?? ''
      const proof = createHmac('sha256', TEST_CLIENT.secret).update(token).digest('hex')
      const person = tokens.get(token)
      if (!person || url.searchParams.get('appsecret_proof') !== proof) return json(400, { error: { message: 'Invalid OAuth access token' } })
      return json(200, { id: person.sub, email: person.email, first_name: person.given_name, last_name: person.family_name })
    }
    json(404, { error: 'not_found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: base,
    state,
    tokenRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type TestProvider = Awaited<ReturnType<typeof startTestProvider>>

/** The settings that point Continue with Google and with Facebook at the test provider */
export const testProviderEnv = (providerUrl: string) => ({
  GOOGLE_CLIENT_ID: TEST_CLIENT.id,
  GOOGLE_CLIENT_SECRET: TEST_CLIENT.secret,
  GOOGLE_ISSUER: providerUrl,
  FACEBOOK_CLIENT_ID: TEST_CLIENT.id,
  FACEBOOK_CLIENT_SECRET: TEST_CLIENT.secret,
  FACEBOOK_AUTHORIZATION_URL: `${providerUrl}/authorize`,
  FACEBOOK_TOKEN_URL: `${providerUrl}/token`,
  FACEBOOK_USERINFO_URL: `${providerUrl}/me?fields=id,first_name,last_name,email`,
})

/**
 * A browser's whole social sign-in: our redirect (with `startQuery`), the provider's answer as
 * `person` (tampered with if asked), our callback with the pending cookie the start set
 */
export async function providerRoundTrip(
  app: HttpApp,
  provider: TestProvider,
  p: { name: 'google' | 'facebook'; person: TestPerson; startQuery?: string; tamper?: (callback: URL) => void },
) {
  provider.state.person = p.person
  const start = await app.inject({ method: 'GET', url: `/auth/${p.name}${p.startQuery ?? ''}` })
  if (start.statusCode !== 302) throw new Error(`the sign-in start answered ${start.statusCode}`)
  const pending = [start.headers['set-cookie']].flat().find((c): c is string => typeof c === 'string' && c.startsWith(`hw_oauth_${p.name}=`))
  if (!pending) throw new Error(`the sign-in start set no pending cookie: went to ${String(start.headers.location)}`)
  const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' })
  const callback = new URL(atProvider.headers.get('location')!)
  p.tamper?.(callback)
  const done = await app.inject({ method: 'GET', url: callback.pathname + callback.search, headers: { cookie: pending.split(';')[0]! } })
  return { start, pending, callback, done }
}

function jwt(key: Parameters<typeof sign>[2], claims: Record<string, unknown>) {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
  const input = `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}`
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`
}
