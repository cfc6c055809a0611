import { ok, WishlistEnvelopeSchema, WishlistParamsSchema } from '@trippy/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentCustomer } from '../plugins/auth.ts'
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist.service.ts'

/** The signed-in customer's saved trips; every answer is the whole list as it now stands. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.requireCustomer }

  app.get(
    '/api/wishlist',
    { ...auth, schema: { response: { 200: WishlistEnvelopeSchema } } },
    async (request) => ok(await listWishlist(app.db, currentCustomer(request).id)),
  )

  app.post(
    '/api/wishlist/:packageId',
    {
      ...auth,
      schema: { params: WishlistParamsSchema, response: { 200: WishlistEnvelopeSchema } },
    },
    async (request) =>
      ok(await addToWishlist(app.db, currentCustomer(request).id, request.params.packageId)),
  )

  app.delete(
    '/api/wishlist/:packageId',
    {
      ...auth,
      schema: { params: WishlistParamsSchema, response: { 200: WishlistEnvelopeSchema } },
    },
    async (request) =>
      ok(await removeFromWishlist(app.db, currentCustomer(request).id, request.params.packageId)),
  )
}
