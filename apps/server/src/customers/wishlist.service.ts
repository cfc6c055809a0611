import { ACCOUNT_MESSAGES, type Package, WISHLIST_LIMIT } from '@trippy/contracts'
import type { Kysely } from 'kysely'
import { getPackage } from '../catalogue/index.ts'
import type { Database } from '../db/index.ts'
import { HttpError } from '../http-error.ts'
import {
  deleteWishlistItem,
  findWishlistPackageIds,
  insertWishlistItem,
} from './wishlist.repository.ts'

/** The customer's saved trips that are still on sale, most recently saved first. */
export async function listWishlist(db: Kysely<Database>, customerId: string): Promise<Package[]> {
  const ids = await findWishlistPackageIds(db, customerId)
  const packages = await Promise.all(ids.map((id) => getPackage(db, id)))
  return packages.filter((pkg): pkg is Package => pkg !== null)
}

export async function addToWishlist(
  db: Kysely<Database>,
  customerId: string,
  packageId: string,
): Promise<Package[]> {
  const pkg = await getPackage(db, packageId)
  if (!pkg || pkg._id !== packageId) throw new HttpError(404, ACCOUNT_MESSAGES.tripNotFound)
  const ids = await findWishlistPackageIds(db, customerId)
  if (!ids.includes(packageId) && ids.length >= WISHLIST_LIMIT) {
    throw new HttpError(409, ACCOUNT_MESSAGES.wishlistFull)
  }
  await insertWishlistItem(db, customerId, packageId)
  return listWishlist(db, customerId)
}

export async function removeFromWishlist(
  db: Kysely<Database>,
  customerId: string,
  packageId: string,
): Promise<Package[]> {
  await deleteWishlistItem(db, customerId, packageId)
  return listWishlist(db, customerId)
}
