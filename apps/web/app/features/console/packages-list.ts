import type { PackageSummary } from '@trippy/contracts'
import { api } from '../../lib/api-client.ts'

/**
 * The public catalogue's packages (GET /api/packages, at most 100), sent with no token at all:
 * neither the staff member's nor a customer's is needed for public data.
 */
export async function listPublicPackages(signal?: AbortSignal): Promise<PackageSummary[]> {
  const { data } = await api.get<PackageSummary[]>('/api/packages?limit=100', {
    token: null,
    ...(signal ? { signal } : {}),
  })
  return [...data].sort((a, b) => a.name.localeCompare(b.name))
}
