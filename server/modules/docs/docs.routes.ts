// The OpenAPI document of the whole API (ARCHITECTURE.md "Interfaces"), generated from the same zod
// schemas the routes validate with, so it cannot drift from what the server accepts and answers.
import swagger from '@fastify/swagger'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { HttpApp } from '../../lib/http'
import { PUBLIC } from '../access/access.plugin'

export const OPENAPI_PATH = '/api/docs/openapi.json'

/** Registers the generator; call before any route so it sees them all */
export async function installOpenApi(app: HttpApp) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Hearthwatch API',
        version: '1',
        description: 'Care circles, sensors, alerts, care notes and insights. Errors answer { message, code, details? }.',
      },
    },
    transform: jsonSchemaTransform,
  })
}

export function docsRoutes(app: HttpApp) {
  app.get(OPENAPI_PATH, { config: { access: PUBLIC }, schema: { hide: true } }, async () => app.swagger())
}
