import type { Booking, Traveller } from '@trippy/contracts'
import type { Kysely } from 'kysely'
import QRCode from 'qrcode'
import { findPackageById, packageHindiOf, type PackageDetailRow } from '../catalogue/index.ts'
import type { Database } from '../db/index.ts'
import {
  ensurePassSecrets,
  findPass,
  findPassBooking,
  replacePassSecret,
  sameSecret,
} from './trip-pass.repository.ts'

/** The only status a pass opens for: paid for and not yet over or cancelled. */
const PASS_STATUS = 'confirmed'

export function passPathOf(bookingId: string, secret: string): string {
  return `/trips/${bookingId}/pass/${secret}`
}

/** The booking's pass link, made the first time it is asked for. */
export async function passPathFor(
  db: Kysely<Database>,
  bookingId: string,
  now = new Date(),
): Promise<string> {
  const secrets = await ensurePassSecrets(db, [bookingId], now)
  const secret = secrets.get(bookingId)
  if (!secret) throw new Error(`No pass secret for booking ${bookingId}`)
  return passPathOf(bookingId, secret)
}

/** The owner's bookings with `passUrl` on each confirmed one (one query, and one insert if new). */
export async function withPassUrls(db: Kysely<Database>, bookings: Booking[]): Promise<Booking[]> {
  const confirmed = bookings.filter((booking) => booking.metadata.status === PASS_STATUS)
  const secrets = await ensurePassSecrets(
    db,
    confirmed.map((booking) => booking._id),
  )
  return bookings.map((booking) => {
    const secret = secrets.get(booking._id)
    return booking.metadata.status === PASS_STATUS && secret
      ? { ...booking, passUrl: passPathOf(booking._id, secret) }
      : booking
  })
}

/**
 * Staff end the pass's link and issue a new one. `null` when the booking has no pass to give
 * (not confirmed). The caller audits it in the same transaction.
 */
export async function reissuePass(db: Kysely<Database>, bookingId: string, now = new Date()) {
  const booking = await findPassBooking(db, bookingId)
  if (!booking) return { outcome: 'not-found' as const }
  if (booking.status !== PASS_STATUS) return { outcome: 'not-confirmed' as const }
  const issued = await replacePassSecret(db, bookingId, now)
  return {
    outcome: 'issued' as const,
    passUrl: passPathOf(bookingId, issued.secret),
    issuedAt: issued.issuedAt,
    previousIssuedAt: issued.previousIssuedAt,
  }
}

export type PassTraveller = { number: number; name: string; qrSvg: string }

export type TripPassView = {
  bookingId: string
  packageName: string
  startDate: string
  endDate: string
  seats: number
  meetingPoint: string
  endPoint: string
  itinerary: { day: number; title: string; details: string }[]
  inclusions: string[]
  exclusions: string[]
  travellers: PassTraveller[]
  /** The package's own texts in Hindi, those it has (the Hindi pass shows them). */
  hindi?: PassHindi
}

export type PassHindi = Partial<
  Pick<TripPassView, 'itinerary' | 'inclusions' | 'exclusions'> & { name: string }
>

/** The package's Hindi texts that the pass shows; undefined when it has none (the pass is English). */
function passHindiOf(pkg: PackageDetailRow | undefined): PassHindi | undefined {
  const hindi = pkg && packageHindiOf(pkg, pkg.hindi_details_json)
  if (!hindi) return undefined
  const { description: _overview, ...shown } = hindi
  return Object.keys(shown).length > 0 ? shown : undefined
}

/** What a QR code of one traveller holds: the booking reference and the traveller's number. */
export function travellerCode(bookingId: string, number: number): string {
  return `${bookingId}/${number}`
}

/**
 * The pass behind a link, or null for any link that is not a confirmed booking's current one
 * (wrong secret, another booking's secret, a reissued or cancelled pass): all look the same.
 */
export async function openPass(
  db: Kysely<Database>,
  bookingId: string,
  secret: string,
): Promise<TripPassView | null> {
  const pass = await findPass(db, bookingId)
  if (!pass || !sameSecret(secret, pass.secret)) return null
  const booking = await findPassBooking(db, bookingId)
  if (!booking || booking.status !== PASS_STATUS) return null
  const snapshot = JSON.parse(booking.package_json) as Booking['packageDetails']
  const pkg = await findPackageById(db, booking.package_id)
  const travellers = JSON.parse(booking.travellers_json) as Partial<Traveller>[]
  return {
    bookingId: booking.id,
    packageName: snapshot.packageName,
    startDate: booking.start_date,
    endDate: booking.end_date,
    seats: booking.number_of_seats,
    meetingPoint: pkg?.start_point ?? '',
    endPoint: pkg?.end_point ?? '',
    itinerary: pkg ? (JSON.parse(pkg.itinerary_json) as TripPassView['itinerary']) : [],
    inclusions: pkg ? (JSON.parse(pkg.inclusions_json) as string[]) : [],
    exclusions: pkg ? (JSON.parse(pkg.exclusions_json) as string[]) : [],
    hindi: passHindiOf(pkg),
    travellers: await Promise.all(
      Array.from({ length: booking.number_of_seats }, async (_, index) => {
        const number = index + 1
        return {
          number,
          name: travellers[index]?.name?.trim() ?? '',
          qrSvg: await QRCode.toString(travellerCode(booking.id, number), {
            type: 'svg',
            errorCorrectionLevel: 'M',
            margin: 2,
          }),
        }
      }),
    ),
  }
}
