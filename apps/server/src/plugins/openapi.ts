import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { SITE } from '@trippy/contracts'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { pageContentSecurityPolicy } from './security-headers.ts'

/**
 * The OpenAPI document of every API route, generated from the zod schemas the routes validate
 * and answer with: JSON at /api/docs/json, a reference page at /api/docs. Registered before the
 * routes, so it sees each one as it is added.
 */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${SITE.name} API`,
          description: 'Every answer is an envelope: see docs/http-contract.md.',
          version: '1',
        },
        servers: [{ url: app.env.PUBLIC_URL }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
      },
      transform: jsonSchemaTransform,
      // Only the API: the pages and assets served by the web plugin are not part of it.
      hideUntagged: false,
    })
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list', deepLinking: true },
      // A page, not JSON: the site's page policy (its scripts are files of this origin).
      staticCSP: pageContentSecurityPolicy([]),
    })
  },
  { name: 'openapi', dependencies: ['env'] },
)
