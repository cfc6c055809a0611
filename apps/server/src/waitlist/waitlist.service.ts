import {
  type ConsoleWaitlistEntry,
  type Notification,
  WAITLIST_MESSAGES as MESSAGES,
  type WaitlistEntry,
} from '@trippy/contracts'
import { addDays, indiaCalendarDate } from '@trippy/contracts/calendar'
import type { Kysely } from 'kysely'
import { bumpCatalogueVersion } from '../catalogue/index.ts'
import { queueCustomerMail } from '../customers/index.ts'
import { newId, type Database } from '../db/index.ts'
import { HttpError } from '../http-error.ts'
import type { MailContext, TripNames } from '../mail/index.ts'
import {
  storeNotification,
  waitlistClosedNotice,
  waitlistLapsedNotice,
  waitlistOfferNotice,
} from '../notifications/index.ts'
import { type WaitlistTrip, waitlistClosedMail, waitlistOfferMail } from './waitlist-mails.ts'
import {
  ACTIVE_WAITLIST_STATUSES,
  endEntry,
  type EntryRow,
  findActiveEntry,
  findDeparturesToServe,
  findEntriesOf,
  findEntriesOfDeparture,
  findEntriesToClose,
  findEntry,
  findLapsedOffers,
  findLiveOffer,
  findUnannouncedOffers,
  findWaitingEntries,
  findWaitlistDeparture,
  giveDepartureSeats,
  insertEntry,
  keepOfferNotification,
  lockDeparture,
  markAnnounced,
  markOffered,
  positionOf,
  takeDepartureSeats,
  type WaitlistDeparture,
} from './waitlist.repository.ts'

/** The operator's waitlist rules from the environment, and where its mail goes. */
export type WaitlistRules = {
  /** How long an offer holds its seats. */
  offerHours: number
  /** The waitlist closes this many days before departure. */
  closesDays: number
  mail: MailContext
}

export type Delivery = { customerId: string; notification: Notification }

/** Open while the departure starts more than `closesDays` days after today (India time). */
export function waitlistOpen(startDate: string, closesDays: number, now: Date): boolean {
  return startDate > addDays(indiaCalendarDate(now), closesDays)
}

function toEntry(row: EntryRow, position: number | null): WaitlistEntry {
  return {
    _id: row.id,
    departureId: row.batch_id,
    packageId: row.package_id,
    packageName: row.package_name,
    packageSlug: row.package_slug,
    startDate: row.start_date,
    seats: row.seats,
    position: row.status === 'waiting' ? position : null,
    status: row.status,
    joinedAt: row.joined_at,
    offerExpiresAt: row.status === 'offered' ? row.offer_expires_at : null,
  }
}

async function withPosition(db: Kysely<Database>, row: EntryRow): Promise<WaitlistEntry> {
  return toEntry(row, row.status === 'waiting' ? await positionOf(db, row) : null)
}

/**
 * Puts a customer in a full departure's queue. Refused while it has seats (book them), once its
 * waitlist has closed, and when the customer is already in it. Under the departure's lock, so
 * two requests of one customer cannot both join (the partial unique index says so too).
 */
export async function joinWaitlist(
  db: Kysely<Database>,
  rules: WaitlistRules,
  customerId: string,
  departureId: string,
  seats: number,
  now = new Date(),
): Promise<WaitlistEntry> {
  const departure = await findWaitlistDeparture(db, departureId)
  if (!departure || departure.cancelled_at !== null || departure.is_active !== 1)
    throw new HttpError(404, MESSAGES.departureNotFound)
  if (!waitlistOpen(departure.start_date, rules.closesDays, now))
    throw new HttpError(409, MESSAGES.closed)
  const entryId = newId()
  await db.transaction().execute(async (trx) => {
    await lockDeparture(trx, departureId)
    const current = await findWaitlistDeparture(trx, departureId)
    if ((current?.availability ?? 0) > 0) throw new HttpError(409, MESSAGES.seatsAvailable)
    if (await findActiveEntry(trx, customerId, departureId))
      throw new HttpError(409, MESSAGES.alreadyOn)
    await insertEntry(trx, {
      id: entryId,
      customer_id: customerId,
      batch_id: departureId,
      package_id: departure.package_id,
      seats,
      status: 'waiting',
      joined_at: now.toISOString(),
      offered_at: null,
      offer_expires_at: null,
      ended_at: null,
      offer_notification_json: null,
      announced_at: null,
    })
  })
  const row = await findEntry(db, entryId)
  if (!row) throw new HttpError(404, MESSAGES.notFound)
  return withPosition(db, row)
}

/** The customer's entries, newest first, the waiting ones with their place in the queue. */
export async function listOwnEntries(
  db: Kysely<Database>,
  customerId: string,
): Promise<WaitlistEntry[]> {
  const rows = await findEntriesOf(db, customerId)
  return Promise.all(rows.map((row) => withPosition(db, row)))
}

/**
 * The customer leaves a queue; seats an offer held go back and to the next in line. Someone
 * else's entry answers 404, as one that does not exist.
 */
export async function leaveWaitlist(
  db: Kysely<Database>,
  rules: WaitlistRules,
  customerId: string,
  entryId: string,
  now = new Date(),
): Promise<{ entry: WaitlistEntry; packageId: string }> {
  const row = await findEntry(db, entryId)
  if (!row || row.customer_id !== customerId) throw new HttpError(404, MESSAGES.notFound)
  await db.transaction().execute(async (trx) => {
    await lockDeparture(trx, row.batch_id)
    const current = await findEntry(trx, entryId)
    if (!current || !(ACTIVE_WAITLIST_STATUSES as readonly string[]).includes(current.status))
      throw new HttpError(409, MESSAGES.notActive)
    const left = await endEntry(trx, entryId, {
      from: [current.status],
      to: 'left',
      at: now.toISOString(),
    })
    if (!left) throw new HttpError(409, MESSAGES.notActive)
    if (current.status === 'offered') {
      await giveDepartureSeats(trx, row.batch_id, current.seats)
      await offerFreedSeats(trx, rules, row.batch_id, now)
      await bumpCatalogueVersion(trx)
    }
  })
  const after = await findEntry(db, entryId)
  if (!after) throw new HttpError(404, MESSAGES.notFound)
  return { entry: toEntry(after, null), packageId: row.package_id }
}

/** The departure's package's names, its Hindi one when written, for mails and notices. */
function namesOf(departure: WaitlistDeparture): TripNames {
  return {
    packageName: departure.package_name,
    hindiName: departure.package_hindi_name ?? undefined,
  }
}

function tripOf(departure: WaitlistDeparture, seats: number): WaitlistTrip {
  return {
    ...namesOf(departure),
    packageSlug: departure.package_slug,
    departureId: departure.id,
    startDate: departure.start_date,
    seats,
  }
}

/**
 * In the caller's transaction, once seats are back in a departure's availability: the waiting
 * entries, first joined first, each whose seats fit get them taken out of the availability and
 * held for `offerHours`, with a notification and a mail. Seats are taken by the guarded update
 * that keeps bookings from overselling and the entry moves by a guarded update, so however many
 * instances release seats at once no seat is offered twice and no more are held than are free.
 * Nothing is offered once the waitlist has closed. Answers how many offers it made.
 */
export async function offerFreedSeats(
  trx: Kysely<Database>,
  rules: WaitlistRules,
  departureId: string,
  now: Date,
): Promise<number> {
  const departure = await findWaitlistDeparture(trx, departureId)
  if (!departure || departure.cancelled_at !== null) return 0
  if (!waitlistOpen(departure.start_date, rules.closesDays, now)) return 0
  let free = departure.availability
  let offers = 0
  if (free <= 0) return 0
  for (const entry of await findWaitingEntries(trx, departureId)) {
    if (free <= 0) break
    if (entry.seats > free) continue
    const left = await takeDepartureSeats(trx, departureId, entry.seats)
    if (left === null) {
      free = (await findWaitlistDeparture(trx, departureId))?.availability ?? 0
      continue
    }
    const expiresAt = new Date(now.getTime() + rules.offerHours * 3_600_000).toISOString()
    if (!(await markOffered(trx, entry.id, { offeredAt: now.toISOString(), expiresAt }))) {
      // Someone moved the entry first (it left): the seats stay free for the next.
      await giveDepartureSeats(trx, departureId, entry.seats)
      continue
    }
    const trip = tripOf(departure, entry.seats)
    const notification = await storeNotification(
      trx,
      {
        customerId: entry.customer_id,
        kind: 'waitlist-offer',
        ...waitlistOfferNotice({
          trip: { ...namesOf(departure), startDate: departure.start_date },
          seats: entry.seats,
          expiresAt,
        }),
      },
      now,
    )
    await keepOfferNotification(trx, entry.id, JSON.stringify(notification))
    await queueCustomerMail(trx, entry.customer_id, (firstName, locale) =>
      waitlistOfferMail(rules.mail, { firstName, locale, trip, expiresAt }),
    )
    free = left
    offers += 1
  }
  return offers
}

/** Seats held for the customer on a departure by a live offer. */
export async function heldSeats(
  db: Kysely<Database>,
  customerId: string,
  departureId: string,
  now: Date,
): Promise<number> {
  return (await findLiveOffer(db, customerId, departureId, now.toISOString()))?.seats ?? 0
}

/** In the booking's transaction: the customer's live offer becomes `booked`; its seats. */
export async function takeHeldSeats(
  trx: Kysely<Database>,
  customerId: string,
  departureId: string,
  now: Date,
): Promise<number> {
  await lockDeparture(trx, departureId)
  const offer = await findLiveOffer(trx, customerId, departureId, now.toISOString())
  if (!offer) return 0
  const booked = await endEntry(trx, offer.id, {
    from: ['offered'],
    to: 'booked',
    at: now.toISOString(),
  })
  return booked ? offer.seats : 0
}

/**
 * Offers whose time ran out: each, in its own transaction, becomes `lapsed` (a guarded update,
 * so once however many instances run this), its seats go back and to the next in line. Then
 * departures with free seats and someone waiting are served, in case a release was missed.
 * Answers the packages whose seats changed, and the lapse notices.
 */
export async function lapseOffers(
  db: Kysely<Database>,
  rules: WaitlistRules,
  now = new Date(),
): Promise<{ packageIds: string[]; deliveries: Delivery[] }> {
  const packageIds = new Set<string>()
  const deliveries: Delivery[] = []
  for (const offer of await findLapsedOffers(db, now.toISOString())) {
    const delivery = await db.transaction().execute(async (trx) => {
      await lockDeparture(trx, offer.batch_id)
      const lapsed = await endEntry(trx, offer.id, {
        from: ['offered'],
        to: 'lapsed',
        at: now.toISOString(),
      })
      if (!lapsed) return null
      await giveDepartureSeats(trx, offer.batch_id, offer.seats)
      await offerFreedSeats(trx, rules, offer.batch_id, now)
      await bumpCatalogueVersion(trx)
      return {
        customerId: offer.customer_id,
        notification: await storeNotification(
          trx,
          {
            customerId: offer.customer_id,
            kind: 'waitlist-lapsed',
            ...waitlistLapsedNotice(),
          },
          now,
        ),
      }
    })
    if (delivery) {
      deliveries.push(delivery)
      packageIds.add(offer.package_id)
    }
  }
  for (const departureId of await findDeparturesToServe(db)) {
    const offered = await db.transaction().execute(async (trx) => {
      await lockDeparture(trx, departureId)
      const made = await offerFreedSeats(trx, rules, departureId, now)
      if (made > 0) await bumpCatalogueVersion(trx)
      return made
    })
    if (offered > 0) {
      const departure = await findWaitlistDeparture(db, departureId)
      if (departure) packageIds.add(departure.package_id)
    }
  }
  return { packageIds: [...packageIds], deliveries }
}

/**
 * `closesDays` before departure (or once it is cancelled) the waiting entries close, each told
 * by a notification and a mail; on a cancelled departure an open offer closes too (its seats
 * went with the departure). Guarded updates: each entry closes once.
 */
export async function closeWaitlists(
  db: Kysely<Database>,
  rules: WaitlistRules,
  now = new Date(),
): Promise<Delivery[]> {
  const lastClosedDate = addDays(indiaCalendarDate(now), rules.closesDays)
  const deliveries: Delivery[] = []
  for (const row of await findEntriesToClose(db, lastClosedDate)) {
    const departure = await findWaitlistDeparture(db, row.batch_id)
    if (!departure) continue
    const cancelled = departure.cancelled_at !== null
    const delivery = await db.transaction().execute(async (trx) => {
      const closed = await endEntry(trx, row.id, {
        from: cancelled ? ACTIVE_WAITLIST_STATUSES : ['waiting'],
        to: 'closed',
        at: now.toISOString(),
      })
      if (!closed) return null
      await queueCustomerMail(trx, row.customer_id, (firstName, locale) =>
        waitlistClosedMail(rules.mail, {
          firstName,
          locale,
          trip: tripOf(departure, row.seats),
          cancelled,
        }),
      )
      return {
        customerId: row.customer_id,
        notification: await storeNotification(
          trx,
          {
            customerId: row.customer_id,
            kind: 'waitlist-closed',
            ...waitlistClosedNotice({
              trip: { ...namesOf(departure), startDate: departure.start_date },
            }),
          },
          now,
        ),
      }
    })
    if (delivery) deliveries.push(delivery)
  }
  return deliveries
}

/**
 * Offers committed but not yet sent live (of one package, or all): each claimed by a guarded
 * update, so it goes out once whichever instance gets there.
 */
export async function announceOffers(
  db: Kysely<Database>,
  packageId?: string,
  now = new Date(),
): Promise<Delivery[]> {
  const deliveries: Delivery[] = []
  for (const offer of await findUnannouncedOffers(db, packageId)) {
    if (!offer.offer_notification_json) continue
    if (!(await markAnnounced(db, offer.id, now.toISOString()))) continue
    deliveries.push({
      customerId: offer.customer_id,
      notification: JSON.parse(offer.offer_notification_json) as Notification,
    })
  }
  return deliveries
}

/** A departure's whole waitlist for the console, with each customer's name and email. */
export async function departureWaitlist(
  db: Kysely<Database>,
  departureId: string,
): Promise<ConsoleWaitlistEntry[]> {
  const rows = await findEntriesOfDeparture(db, departureId)
  let position = 0
  return rows.map((row) => {
    if (row.status === 'waiting') position += 1
    return {
      ...toEntry(row, position),
      customerId: row.customer_id,
      customerName: `${row.first_name} ${row.last_name}`.trim(),
      customerEmail: row.customer_email,
    }
  })
}
