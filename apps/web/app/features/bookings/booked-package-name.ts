import type { Booking } from '@trippy/contracts'
import { getLocale } from '../../lib/i18n.ts'
import { type DataText, operatorText } from '../catalogue/index.ts'

/**
 * A booking's trip name in the page's language: on a Hindi page the package's Hindi name when it
 * had one at booking, else the English as booked, marked `lang: 'en'`.
 */
export function bookedPackageName(
  pkg: Pick<Booking['packageDetails'], 'packageName' | 'hindiName'>,
): DataText {
  return getLocale() === 'hi' && pkg.hindiName
    ? { value: pkg.hindiName }
    : operatorText(pkg.packageName)
}
