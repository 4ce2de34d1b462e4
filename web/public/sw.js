// Hearthwatch's service worker: only web push. It shows an alert the server pushed (title, body, a tag
// per alert so news of the same alert replaces it) and, on a click, brings an open Hearthwatch tab to
// the alert or opens it. No caching: the app always comes from the server.

self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

self.addEventListener('push', (event) => {
  let message = {}
  try {
    message = event.data ? event.data.json() : {}
  } catch {
    // not ours, or not JSON: still say something rather than nothing
  }
  const title = message.title || 'Hearthwatch alert'
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message.body || 'Open Hearthwatch to see what happened.',
      tag: message.tag || undefined,
      // the same alert again (escalated, resolved) is news: sound and show it again
      renotify: Boolean(message.tag),
      // an urgent alert stays on screen until someone acts on it
      requireInteraction: message.urgent === true,
      // a PNG: Android shows no SVG as a notification's icon
      icon: '/icons/icon-192.png',
      data: { url: message.url || '/alerts' },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = new URL(event.notification.data?.url || '/alerts', self.location.origin)
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const ours = open.filter((client) => new URL(client.url).origin === target.origin)
      const client = ours.find((c) => c.focused) ?? ours[0]
      if (client) {
        await client.focus()
        // a page of ours: move it to the alert (a client not controlled by this worker may refuse)
        if ('navigate' in client && client.url !== target.href) await client.navigate(target.href).catch(() => undefined)
        return
      }
      await self.clients.openWindow(target.href)
    })(),
  )
})
