import type { HttpApp } from './http'

/**
 * The API's and the sign-in's answers are people's health, notes and contacts: no browser or proxy may
 * keep a copy (a family computer's disk cache after she signed out, a shared proxy). A route that says
 * how it is cached itself (an ETag's, a download's) keeps its own word; the web app's files are not
 * touched (they are cached as web-app.ts says).
 */
export function storeNoAnswers(app: HttpApp) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.url.startsWith('/api/') && !req.url.startsWith('/auth/')) return payload
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
    return payload
  })
}
