import type { Notification, NotificationHindi } from '@trippy/contracts'
import type { Kysely } from 'kysely'
import { newId, preparedInsert, type Database } from '../db/index.ts'

export type NewNotification = {
  customerId: string
  kind:
    | 'booking-received'
    | 'booking-confirmed'
    | 'payment-received'
    | 'booking-cancelled'
    | 'hold-expired'
    | 'refund-processed'
    | 'balance-reminder'
    | 'profile-completed'
    | 'departure-reminder'
    | 'operator-message'
    | 'waitlist-offer'
    | 'waitlist-lapsed'
    | 'waitlist-closed'
  /** In English, as every notification always was. */
  title: string
  message: string
  /** The same in Hindi (notices.ts); none for an operator's message, sent as typed. */
  hindi?: NotificationHindi | null
  /** Set for notifications that must exist at most once, e.g. one reminder per booking. */
  dedupeKey?: string
}

/** Stores a notification (in the caller's transaction when given one) and returns it as sent. */
export async function storeNotification(
  db: Kysely<Database>,
  notification: NewNotification,
  now = new Date(),
): Promise<Notification> {
  const stored = await insertNotification(db, notification, now, false)
  if (!stored) throw new Error('Notification was not stored')
  return stored
}

/**
 * Stores a notification unless one with the same dedupe key exists; the unique key, not luck,
 * keeps several instances from sending it twice. Returns null when it already existed.
 */
export async function storeNotificationOnce(
  db: Kysely<Database>,
  notification: NewNotification & { dedupeKey: string },
  now = new Date(),
) {
  return insertNotification(db, notification, now, true)
}

const notificationStored = preparedInsert('notifications')
const notificationStoredOnce = preparedInsert('notifications', { skipConflictOn: 'dedupe_key' })

async function insertNotification(
  db: Kysely<Database>,
  notification: NewNotification,
  now: Date,
  once: boolean,
): Promise<Notification | null> {
  const id = newId()
  const timestamp = now.toISOString()
  const row = {
    id,
    customer_id: notification.customerId,
    kind: notification.kind,
    title: notification.title,
    message: notification.message,
    hindi_title: notification.hindi?.title ?? null,
    hindi_message: notification.hindi?.message ?? null,
    read: 0,
    dedupe_key: notification.dedupeKey ?? null,
    created_at: timestamp,
  }
  if (!(await (once ? notificationStoredOnce : notificationStored)(db, row))) return null
  return {
    id,
    title: notification.title,
    message: notification.message,
    ...(notification.hindi ? { hindi: notification.hindi } : {}),
    read: false,
    timestamp,
  }
}

/** The columns a stored notification is read with. */
const NOTIFICATION_COLUMNS = [
  'id',
  'customer_id',
  'title',
  'message',
  'hindi_title',
  'hindi_message',
  'read',
  'created_at',
] as const

export function findNotifications(db: Kysely<Database>, customerId: string, limit = 50) {
  return db
    .selectFrom('notifications')
    .select(NOTIFICATION_COLUMNS)
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

export function findNotification(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('notifications')
    .select(NOTIFICATION_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst()
}

export async function markRead(db: Kysely<Database>, id: string) {
  await db.updateTable('notifications').set({ read: 1 }).where('id', '=', id).execute()
}

export async function markAllRead(db: Kysely<Database>, customerId: string) {
  await db
    .updateTable('notifications')
    .set({ read: 1 })
    .where('customer_id', '=', customerId)
    .where('read', '=', 0)
    .execute()
}

/** Bookings on departures starting within `days` (from `today`, inclusive) that are not cancelled. */
export function findBookingsDepartingWithin(db: Kysely<Database>, today: string, lastDay: string) {
  return db
    .selectFrom('bookings')
    .select(['id', 'customer_id', 'start_date', 'package_json'])
    .where('status', '!=', 'cancelled')
    .where('start_date', '>=', today)
    .where('start_date', '<=', lastDay)
    .execute()
}

export function findSeatsOfPackage(db: Kysely<Database>, packageId: string) {
  return db
    .selectFrom('batches')
    .select(['id', 'availability'])
    .where('package_id', '=', packageId)
    .execute()
}

/** Removes every notification of a customer (their account was deleted): they were theirs alone. */
export async function deleteNotificationsOf(db: Kysely<Database>, customerId: string) {
  await db.deleteFrom('notifications').where('customer_id', '=', customerId).execute()
}

export async function packageExists(db: Kysely<Database>, packageId: string): Promise<boolean> {
  const found = await db
    .selectFrom('packages')
    .select('id')
    .where('id', '=', packageId)
    .executeTakeFirst()
  return found !== undefined
}
