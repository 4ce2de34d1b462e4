import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { DEFAULTS, OAUTH_ENV, oauthProviders } from './oauth.config'

const parse = (env: Record<string, string>) => z.object(OAUTH_ENV).safeParse(env)

describe('social sign-in settings', () => {
  it.each([
    ['https://accounts.google.com', true],
    ['http://127.0.0.1:3109', true],
    ['http://localhost:8080/realms/x', true],
    ['http://idp.example.org', false],
    ['ftp://idp.example.org', false],
    ['not a url', false],
  ])('takes %s as an endpoint: %s', (url, ok) => {
    expect(parse({ GOOGLE_ISSUER: url }).success).toBe(ok)
  })

  it('configures a provider only with both its client id and secret', () => {
    expect(oauthProviders({})).toEqual({})
    expect(oauthProviders({ GOOGLE_CLIENT_ID: 'id' })).toEqual({})
    expect(oauthProviders({ FACEBOOK_CLIENT_SECRET: 'secret' })).toEqual({})
  })

  it('fills in Google’s issuer and Facebook’s endpoints by default', () => {
    const { google, facebook } = oauthProviders({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 'gs', FACEBOOK_CLIENT_ID: 'f', FACEBOOK_CLIENT_SECRET: 'fs' })
    expect(google).toMatchObject({ issuer: DEFAULTS.GOOGLE_ISSUER, scope: 'openid email profile' })
    expect(google?.authorizationUrl).toBeUndefined()
    expect(facebook?.issuer).toBeUndefined()
    expect(facebook).toMatchObject({
      authorizationUrl: DEFAULTS.FACEBOOK_AUTHORIZATION_URL,
      tokenUrl: DEFAULTS.FACEBOOK_TOKEN_URL,
      userinfoUrl: DEFAULTS.FACEBOOK_USERINFO_URL,
    })
  })

  it('lets explicit Google endpoints override discovery', () => {
    const { google } = oauthProviders({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 'gs', GOOGLE_TOKEN_URL: 'https://t.example/token' })
    expect(google).toMatchObject({ tokenUrl: 'https://t.example/token', issuer: DEFAULTS.GOOGLE_ISSUER })
  })
})
