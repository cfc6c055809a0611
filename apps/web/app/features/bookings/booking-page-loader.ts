import type { Package } from '@trippy/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { servicesContext } from '../../lib/request-context.ts'

/**
 * The package of /booking/{id}. Public catalogue data, so it loads on the server with the page;
 * an unknown id answers `pkg: null` and the page says so once the customer is signed in.
 */
export async function bookingPageLoader({
  params,
  context,
}: LoaderFunctionArgs): Promise<{ pkg: Package | null }> {
  const id = params.id ?? ''
  if (!/^[0-9a-z-]{1,120}$/.test(id)) return { pkg: null }
  const { catalogue } = context.get(servicesContext)
  return { pkg: await catalogue.getPackage(id) }
}
