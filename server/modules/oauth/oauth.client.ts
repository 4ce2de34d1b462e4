// The provider's side of the authorization-code flow: RFC 6749 §4.1 with PKCE (RFC 7636, S256) and,
// for an OpenID Connect provider, the ID token checks of OIDC Core §3.1.3.7.
import { createHmac } from 'node:crypto'
import type { ProviderConfig } from './oauth.config'

/** Who the provider says signed in */
export interface ProviderIdentity {
  subject: string
  email: string | null
  /** the provider vouches that the person controls `email` */
  isEmailVerified: boolean
  firstName: string | null
  lastName: string | null
  pictureUrl: string | null
}

/** A provider answered something the flow cannot use; the message is for the log, never the person */
export class ProviderError extends Error {
  override name = 'ProviderError'
}

interface Endpoints {
  authorizationUrl: string
  tokenUrl: string
  userinfoUrl: string
}

const TIMEOUT_MS = 10_000
const CLOCK_SKEW_S = 60

export type ProviderClient = ReturnType<typeof createProviderClient>

export function createProviderClient(config: ProviderConfig, now: () => Date = () => new Date()) {
  let discovery: Promise<Partial<Endpoints>> | undefined

  async function endpoints(): Promise<Endpoints> {
    const { issuer, authorizationUrl, tokenUrl, userinfoUrl } = config
    let found: Partial<Endpoints> = {}
    if (issuer && !(authorizationUrl && tokenUrl && userinfoUrl)) {
      // fetched once; a failure is forgotten so the next sign-in tries again
      discovery ??= discover(issuer).catch((err: unknown) => {
        discovery = undefined
        throw err
      })
      found = await discovery
    }
    const result = {
      authorizationUrl: authorizationUrl ?? found.authorizationUrl,
      tokenUrl: tokenUrl ?? found.tokenUrl,
      userinfoUrl: userinfoUrl ?? found.userinfoUrl,
    }
    if (!result.authorizationUrl || !result.tokenUrl || !result.userinfoUrl) throw new ProviderError('endpoints unknown')
    return result as Endpoints
  }

  return {
    async authorizationUrl(p: { redirectUri: string; state: string; codeChallenge: string; nonce: string }) {
      const url = new URL((await endpoints()).authorizationUrl)
      const params = {
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: p.redirectUri,
        scope: config.scope,
        state: p.state,
        code_challenge: p.codeChallenge,
        code_challenge_method: 'S256',
        ...(config.issuer ? { nonce: p.nonce } : {}),
      }
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
      return url.toString()
    },

    /** Trades the code for tokens and reads the person from the ID token and the userinfo endpoint */
    async identify(p: { code: string; codeVerifier: string; redirectUri: string; nonce: string }): Promise<ProviderIdentity> {
      const { tokenUrl, userinfoUrl } = await endpoints()
      const tokens = await requestJson(tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: p.code,
          redirect_uri: p.redirectUri,
          code_verifier: p.codeVerifier,
          client_id: config.clientId,
          client_secret: config.clientSecret,
        }),
      })
      const accessToken = tokens.access_token
      if (typeof accessToken !== 'string' || !accessToken) throw new ProviderError('token response without access_token')
      const idClaims = config.issuer ? checkIdToken(tokens.id_token, config, p.nonce, now()) : undefined

      const info = await requestJson(userinfoUrlFor(config, userinfoUrl, accessToken), {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      })
      // OIDC Core §5.3.2: userinfo about anyone but the ID token's subject must not be used
      if (idClaims && info.sub !== idClaims.sub) throw new ProviderError('userinfo subject differs from the ID token')
      return toIdentity({ ...idClaims, ...info })
    },
  }
}

async function discover(issuer: string): Promise<Partial<Endpoints>> {
  const doc = await requestJson(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, { headers: { accept: 'application/json' } })
  // OIDC Discovery §4.3: the document must name the issuer it was fetched for
  if (doc.issuer !== issuer) throw new ProviderError(`discovery names issuer ${String(doc.issuer)}, expected ${issuer}`)
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined)
  return {
    authorizationUrl: str(doc.authorization_endpoint),
    tokenUrl: str(doc.token_endpoint),
    userinfoUrl: str(doc.userinfo_endpoint),
  }
}

/**
 * The ID token's claims, after the checks of OIDC Core §3.1.3.7. Its signature is not verified: the
 * token comes straight from the token endpoint over TLS, which §3.1.3.7 (6) accepts in its place.
 */
function checkIdToken(idToken: unknown, config: ProviderConfig, nonce: string, at: Date): Record<string, unknown> & { sub: string } {
  if (typeof idToken !== 'string') throw new ProviderError('token response without id_token')
  const payload = idToken.split('.')[1]
  let claims: Record<string, unknown>
  try {
    claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>
  } catch {
    throw new ProviderError('id_token is not a JWT')
  }
  // Google's ID tokens may name their issuer without the scheme
  const issuers = config.issuer === 'https://accounts.google.com' ? [config.issuer, 'accounts.google.com'] : [config.issuer]
  if (!issuers.includes(claims.iss as string)) throw new ProviderError(`id_token issuer ${String(claims.iss)}`)
  const audiences = [claims.aud].flat()
  if (!audiences.includes(config.clientId)) throw new ProviderError('id_token is for another client')
  if (audiences.length > 1 && claims.azp !== config.clientId) throw new ProviderError('id_token azp is another client')
  const nowS = Math.floor(at.getTime() / 1000)
  if (typeof claims.exp !== 'number' || claims.exp + CLOCK_SKEW_S < nowS) throw new ProviderError('id_token expired')
  if (claims.nonce !== nonce) throw new ProviderError('id_token nonce does not match')
  if (typeof claims.sub !== 'string' || !claims.sub) throw new ProviderError('id_token without sub')
  return claims as Record<string, unknown> & { sub: string }
}

/** Facebook's Graph API takes the token as a parameter, with a proof that the caller holds the app secret */
function userinfoUrlFor(config: ProviderConfig, userinfoUrl: string, accessToken: string) {
  if (config.name !== 'facebook') return userinfoUrl
  const url = new URL(userinfoUrl)
  url.searchParams.set('access_token', accessToken)
  url.searchParams.set('appsecret_proof', createHmac('sha256', config.clientSecret).update(accessToken).digest('hex'))
  return url.toString()
}

/** OIDC standard claims, or Facebook's Graph fields */
function toIdentity(c: Record<string, unknown>): ProviderIdentity {
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)
  const subject = str(c.sub) ?? (typeof c.id === 'number' ? String(c.id) : str(c.id))
  if (!subject) throw new ProviderError('no subject in the identity')
  const [first, ...rest] = (str(c.name) ?? '').split(/\s+/)
  const picture = c.picture as string | { data?: { url?: unknown } } | undefined
  return {
    subject,
    email: str(c.email)?.toLowerCase() ?? null,
    isEmailVerified: c.email_verified === true || c.email_verified === 'true',
    firstName: (str(c.given_name) ?? str(c.first_name) ?? first) || null,
    lastName: (str(c.family_name) ?? str(c.last_name) ?? rest.join(' ')) || null,
    pictureUrl: typeof picture === 'string' ? picture : str(picture?.data?.url),
  }
}

async function requestJson(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  const res = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) })
  const text = await res.text()
  if (!res.ok) throw new ProviderError(`${init.method ?? 'GET'} ${new URL(url).origin}${new URL(url).pathname} answered ${res.status}: ${text.slice(0, 200)}`)
  try {
    const body = JSON.parse(text) as unknown
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('not an object')
    return body as Record<string, unknown>
  } catch {
    throw new ProviderError(`${new URL(url).pathname} did not answer a JSON object`)
  }
}
