// Settings for sign-in with Google and Facebook. server/lib/env.ts spreads OAUTH_ENV into its schema
// (it alone reads process.env); the routes get the parsed result from oauthProviders().
import { z } from 'zod'

export const PROVIDERS = ['google', 'facebook'] as const
export type ProviderName = (typeof PROVIDERS)[number]

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** https://, or http:// to this machine only (a provider run by the tests) */
const endpoint = z.url().refine((value) => {
  const url = URL.parse(value)
  return url?.protocol === 'https:' || (url?.protocol === 'http:' && LOOPBACK.has(url.hostname))
}, 'must be an https:// URL (http:// only for localhost)')
const credential = z.string().min(1).optional()

export const OAUTH_ENV = {
  GOOGLE_CLIENT_ID: credential,
  GOOGLE_CLIENT_SECRET: credential,
  /** OpenID Connect issuer; its /.well-known/openid-configuration names the endpoints */
  GOOGLE_ISSUER: endpoint.optional(),
  /** each overrides the discovered endpoint */
  GOOGLE_AUTHORIZATION_URL: endpoint.optional(),
  GOOGLE_TOKEN_URL: endpoint.optional(),
  GOOGLE_USERINFO_URL: endpoint.optional(),
  FACEBOOK_CLIENT_ID: credential,
  FACEBOOK_CLIENT_SECRET: credential,
  FACEBOOK_AUTHORIZATION_URL: endpoint.optional(),
  FACEBOOK_TOKEN_URL: endpoint.optional(),
  /** answers the person as JSON: id (or sub), email, first_name/last_name (or given_name/family_name) */
  FACEBOOK_USERINFO_URL: endpoint.optional(),
}

export type OAuthEnv = { [K in keyof typeof OAUTH_ENV]?: string }

export const DEFAULTS = {
  GOOGLE_ISSUER: 'https://accounts.google.com',
  FACEBOOK_AUTHORIZATION_URL: 'https://www.facebook.com/v23.0/dialog/oauth',
  FACEBOOK_TOKEN_URL: 'https://graph.facebook.com/v23.0/oauth/access_token',
  FACEBOOK_USERINFO_URL: 'https://graph.facebook.com/v23.0/me?fields=id,first_name,last_name,email,picture',
} as const

export interface ProviderConfig {
  name: ProviderName
  clientId: string
  clientSecret: string
  scope: string
  /** OpenID Connect: an id_token is expected and checked against this issuer */
  issuer?: string
  /** explicit endpoints; with `issuer`, the missing ones come from discovery */
  authorizationUrl?: string
  tokenUrl?: string
  userinfoUrl?: string
}

export type OAuthProviders = Partial<Record<ProviderName, ProviderConfig>>

/** The providers with a client id and secret; a provider left out answers with the failure redirect */
export function oauthProviders(env: OAuthEnv): OAuthProviders {
  const providers: OAuthProviders = {}
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.google = {
      name: 'google',
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      scope: 'openid email profile',
      issuer: env.GOOGLE_ISSUER ?? DEFAULTS.GOOGLE_ISSUER,
      authorizationUrl: env.GOOGLE_AUTHORIZATION_URL,
      tokenUrl: env.GOOGLE_TOKEN_URL,
      userinfoUrl: env.GOOGLE_USERINFO_URL,
    }
  }
  if (env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET) {
    providers.facebook = {
      name: 'facebook',
      clientId: env.FACEBOOK_CLIENT_ID,
      clientSecret: env.FACEBOOK_CLIENT_SECRET,
      scope: 'email public_profile',
      authorizationUrl: env.FACEBOOK_AUTHORIZATION_URL ?? DEFAULTS.FACEBOOK_AUTHORIZATION_URL,
      tokenUrl: env.FACEBOOK_TOKEN_URL ?? DEFAULTS.FACEBOOK_TOKEN_URL,
      userinfoUrl: env.FACEBOOK_USERINFO_URL ?? DEFAULTS.FACEBOOK_USERINFO_URL,
    }
  }
  return providers
}
