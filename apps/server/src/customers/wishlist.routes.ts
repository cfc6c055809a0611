import { ok, type Package, WishlistEnvelopeSchema, WishlistParamsSchema } from '@trippy/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentCustomer } from './customer-auth.plugin.ts'
import type { ImageVersionsOption } from '../catalogue/index.ts'
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist.service.ts'

/** The signed-in customer's saved trips; every answer is the whole list as it now stands. */
export const wishlistRoutes: FastifyPluginAsyncZod<ImageVersionsOption> = async (
  app,
  { imageVersions },
) => {
  const auth = { onRequest: app.requireCustomer }
  const answer = (packages: Package[]) => ok(packages.map(imageVersions.ofPackage))

  app.get(
    '/api/wishlist',
    { ...auth, schema: { response: { 200: WishlistEnvelopeSchema } } },
    async (request) => answer(await listWishlist(app.db, currentCustomer(request).id)),
  )

  app.post(
    '/api/wishlist/:packageId',
    {
      ...auth,
      schema: { params: WishlistParamsSchema, response: { 200: WishlistEnvelopeSchema } },
    },
    async (request) =>
      answer(await addToWishlist(app.db, currentCustomer(request).id, request.params.packageId)),
  )

  app.delete(
    '/api/wishlist/:packageId',
    {
      ...auth,
      schema: { params: WishlistParamsSchema, response: { 200: WishlistEnvelopeSchema } },
    },
    async (request) =>
      answer(
        await removeFromWishlist(app.db, currentCustomer(request).id, request.params.packageId),
      ),
  )
}
