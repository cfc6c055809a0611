import type { PackageHindi, PackageSummary } from '@trippy/contracts'
import { getLocale } from '../../lib/i18n.ts'

type Texts = Required<PackageHindi>

/**
 * One of a package's own texts in the page's language, with `lang: 'en'` when a Hindi page shows
 * the English because no Hindi was written: render it as `<p lang={text.lang}>{text.value}</p>`
 * so screen readers and search engines read it as English.
 */
export function packageText<Field extends keyof Texts>(
  pkg: { [key in Field]: Texts[Field] } & { hindi?: { [key in Field]?: Texts[Field] } },
  field: Field,
): { value: Texts[Field]; lang?: 'en' } {
  const english = pkg[field] as Texts[Field]
  if (getLocale() !== 'hi') return { value: english }
  const hindi = pkg.hindi?.[field] as Texts[Field] | undefined
  return hindi === undefined ? { value: english, lang: 'en' } : { value: hindi }
}

/** The package's name in the page's language, for titles, alt texts and cards. */
export function packageName(pkg: Pick<PackageSummary, 'name' | 'hindi'>) {
  return packageText(pkg, 'name')
}
