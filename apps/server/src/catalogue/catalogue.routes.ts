import {
  CategoryParamsSchema,
  CategorySchema,
  MAX_PACKAGE_LIST_LIMIT,
  ok,
  okEnvelope,
  PackageListQuerySchema,
  PackageParamsSchema,
  PackageSchema,
  PackageSummarySchema,
} from '@trippy/contracts'
import { API_MESSAGES } from '@trippy/contracts/api-messages'
import { z } from 'zod'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HttpError } from '../http-error.ts'
import { SENDS_STORED_ANSWERS, workCounter } from '../plugins/index.ts'
import { createAnswerCache, sendCachedAnswer } from './answer-cache.ts'
import {
  catalogueCacheVersion,
  getPackage,
  listCategories,
  listPackages,
} from './catalogue.service.ts'
import type { ImageVersionsOption } from './image-versions.ts'

// What the answers hold, for the OpenAPI document. The answers themselves are sent as the cached
// bytes (a Buffer is never run through a serializer), so describing them costs nothing per request.
export const PACKAGE_LIST_ANSWER = { 200: okEnvelope(z.array(PackageSummarySchema)) }
export const PACKAGE_ANSWER = { 200: okEnvelope(PackageSchema) }
export const CATEGORIES_ANSWER = { 200: okEnvelope(z.array(CategorySchema)) }

/** The public catalogue: active packages only, cached per catalogue version, with ETags. */
export const catalogueRoutes: FastifyPluginAsyncZod<ImageVersionsOption> = async (
  app,
  { imageVersions },
) => {
  const cache = createAnswerCache()
  const version = catalogueCacheVersion(app.db)
  // Only an answer that has to be queried counts against the address's limit (SENDS_STORED_ANSWERS).
  const countWork = workCounter(app)
  /**
   * Sends the answer stored under `key`, querying it (counted) when the catalogue has changed.
   * A stored answer under a version known to be current is sent at once, without a promise.
   */
  const sendStored = (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    query: () => Promise<unknown>,
  ): void | Promise<void> => {
    const current = version.fresh()
    const hit = current === undefined ? undefined : cache.stored(key, current)
    if (!hit) return sendQueried(request, reply, key, query)
    sendCachedAnswer(request, reply, hit)
  }
  const sendQueried = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    query: () => Promise<unknown>,
  ) => {
    const answer = await cache.get(key, await version.read(), async () => {
      await countWork(request, reply)
      return query()
    })
    sendCachedAnswer(request, reply, answer)
  }

  app.get(
    '/api/packages',
    {
      ...SENDS_STORED_ANSWERS,
      schema: { querystring: PackageListQuerySchema, response: PACKAGE_LIST_ANSWER },
    },
    (request, reply) => {
      const { q = '', category = '', limit = MAX_PACKAGE_LIST_LIMIT } = request.query
      // The category's length keeps the key unambiguous whatever either text holds.
      const key = `packages?${limit}:${category.length}:${category}${q}`
      return sendStored(request, reply, key, async () => {
        const filter = {
          ...(q ? { q } : {}),
          ...(category ? { categoryNames: [category] } : {}),
          limit,
        }
        return ok((await listPackages(app.db, filter)).map(imageVersions.ofPackage))
      })
    },
  )

  app.get(
    '/api/packages/category/:name',
    {
      ...SENDS_STORED_ANSWERS,
      schema: { params: CategoryParamsSchema, response: PACKAGE_LIST_ANSWER },
    },
    (request, reply) => {
      const name = request.params.name.toLowerCase()
      return sendStored(request, reply, `category:${name}`, async () =>
        ok((await listPackages(app.db, { categoryNames: [name] })).map(imageVersions.ofPackage)),
      )
    },
  )

  app.get(
    '/api/packages/:idOrSlug',
    { ...SENDS_STORED_ANSWERS, schema: { params: PackageParamsSchema, response: PACKAGE_ANSWER } },
    (request, reply) => {
      const { idOrSlug } = request.params
      return sendStored(request, reply, `package:${idOrSlug}`, async () => {
        const pkg = await getPackage(app.db, idOrSlug)
        if (!pkg) throw new HttpError(404, API_MESSAGES.packageNotFound)
        return ok(imageVersions.ofPackage(pkg))
      })
    },
  )

  app.get(
    '/api/categories',
    { ...SENDS_STORED_ANSWERS, schema: { response: CATEGORIES_ANSWER } },
    (request, reply) =>
      sendStored(request, reply, 'categories', async () => ok(await listCategories(app.db))),
  )
}
