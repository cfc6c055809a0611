import type { ConsolePackageListItem } from '@trippy/contracts'
import { consoleApi } from './console-api.ts'

/** Most packages a picker lists; the API's own ceiling for one page. */
const PICKER_SIZE = 500

/**
 * Every package for a picker (the departures filter, adding a departure), hidden ones too, by
 * name; a hidden package says so after its name.
 */
export async function listPackageChoices(
  signal?: AbortSignal,
): Promise<{ _id: string; name: string }[]> {
  const { data } = await consoleApi.get<ConsolePackageListItem[]>(
    `/api/console/packages?pageSize=${PICKER_SIZE}`,
    signal ? { signal } : {},
  )
  return data.map((pkg) => ({
    _id: pkg._id,
    name: pkg.isActive ? pkg.name : `${pkg.name} (hidden)`,
  }))
}
