import { localizePath } from '@trippy/i18n/locale'
import { getLocale } from '@trippy/i18n/runtime'

export { getLocale }

/**
 * The path in the page's own language: on a Hindi page '/packages/x' is '/hi/packages/x'. Every
 * link to a traveller's page goes through this, so a Hindi reader stays in Hindi.
 */
export function localHref(path: string): string {
  return localizePath(path, getLocale())
}
