import {
  type ConsolePromoCode,
  type CreatePromoCodeBody,
  PROMO_MESSAGES,
  type PromoPreview,
  promoValueProblem,
  type PromoState,
  type PublicPromoCode,
  type UpdatePromoCodeBody,
} from '@trippy/contracts'
import { API_MESSAGES } from '@trippy/contracts/api-messages'
import { formatCalendarDate, indiaCalendarDate } from '@trippy/contracts/calendar'
import { toPaise, toRupees } from '@trippy/contracts/money'
import { type PromoRule, promoDiscount } from '@trippy/contracts/pricing'
import type { Kysely } from 'kysely'
import { bumpCatalogueVersion } from '../catalogue/index.ts'
import { newId, type Database } from '../db/index.ts'
import { HttpError } from '../http-error.ts'
import {
  countCustomerUses,
  countExistingPackages,
  findPromoCodeByCode,
  findPromoCodeById,
  insertPromoCode,
  insertPromoUse,
  listPromoCodeRows,
  listPublicPromoCodeRows,
  type PromoCodeRow,
  releasePromoUse,
  takePromoUse,
  updatePromoCode,
} from './promo-codes.repository.ts'
import type { PromoCodesTable } from './promo-codes.tables.ts'

/** A code a booking may use: its id and code, and the rule to price with. */
export type ApplicablePromo = { id: string; code: string; rule: PromoRule }

const refuse = (message: string) => new HttpError(400, message, [{ path: 'promoCode', message }])

function ruleOf(row: PromoCodeRow): PromoRule {
  return { kind: row.kind, value: row.value }
}

function packageIdsOf(row: PromoCodeRow): string[] {
  return JSON.parse(row.package_ids_json) as string[]
}

function stateOf(row: PromoCodeRow, today: string): PromoState {
  if (today < row.valid_from) return 'scheduled'
  if (today > row.valid_to) return 'expired'
  if (row.max_uses !== null && row.uses >= row.max_uses) return 'used-up'
  return 'active'
}

/**
 * Whether a code may be used today on this trip for this many seats, before any booking is made:
 * 400 naming why not (unknown, not yet valid, expired, used up, another trip, too few seats).
 * Whether this customer has uses left, and the use itself, are settled in the booking's
 * transaction (usePromoInTransaction).
 */
export async function findApplicablePromo(
  db: Kysely<Database>,
  codeText: string,
  order: { packageId: string; seats: number },
  now = new Date(),
): Promise<ApplicablePromo> {
  const row = await findPromoCodeByCode(db, codeText.trim().toUpperCase())
  if (!row) throw refuse(PROMO_MESSAGES.unknown)
  const today = indiaCalendarDate(now)
  if (today < row.valid_from)
    throw refuse(PROMO_MESSAGES.notYetValid(formatCalendarDate(row.valid_from)))
  if (today > row.valid_to) throw refuse(PROMO_MESSAGES.expired)
  if (row.max_uses !== null && row.uses >= row.max_uses) throw refuse(PROMO_MESSAGES.usedUp)
  const packageIds = packageIdsOf(row)
  if (packageIds.length > 0 && !packageIds.includes(order.packageId))
    throw refuse(PROMO_MESSAGES.wrongPackage)
  if (row.min_seats !== null && order.seats < row.min_seats)
    throw refuse(PROMO_MESSAGES.minSeats(row.min_seats))
  return { id: row.id, code: row.code, rule: ruleOf(row) }
}

/**
 * In the booking's transaction, with the customer's row locked (so one customer's bookings are
 * counted one at a time): refuses a customer who has used the code as often as it allows, takes
 * one use with the guarded UPDATE and records it against the booking, which must be written
 * already.
 */
export async function usePromoInTransaction(
  trx: Kysely<Database>,
  promo: ApplicablePromo,
  use: { bookingId: string; customerId: string; discountPaise: number; now: Date },
): Promise<void> {
  const row = await findPromoCodeById(trx, promo.id)
  if (!row) throw refuse(PROMO_MESSAGES.unknown)
  if ((await countCustomerUses(trx, promo.id, use.customerId)) >= row.per_customer)
    throw refuse(PROMO_MESSAGES.perCustomer(row.per_customer))
  if (!(await takePromoUse(trx, promo.id))) throw refuse(PROMO_MESSAGES.usedUp)
  await insertPromoUse(trx, {
    id: newId(),
    promo_code_id: promo.id,
    booking_id: use.bookingId,
    customer_id: use.customerId,
    discount_paise: use.discountPaise,
    used_at: use.now.toISOString(),
    released_at: null,
  })
}

/**
 * In the cancelling transaction: a cancelled booking (by its traveller, the operator, its hold
 * running out or its departure being cancelled) gives its use back, to the code's count and to
 * the customer's. The booking keeps its code and discount as they were. Nothing without a use.
 */
export async function releasePromoInTransaction(
  trx: Kysely<Database>,
  bookingId: string,
  now: Date,
): Promise<void> {
  await releasePromoUse(trx, bookingId, now.toISOString())
}

/**
 * The discount a code gives on a trip's price for that many seats, for the booking page: the
 * same refusals as a booking, this customer's uses included.
 */
export async function previewPromo(
  db: Kysely<Database>,
  customerId: string,
  codeText: string,
  order: { packageId: string; seats: number },
  now = new Date(),
): Promise<PromoPreview> {
  const pkg = await db
    .selectFrom('packages')
    .select('offer_price_paise')
    .where('id', '=', order.packageId)
    .where('is_active', '=', 1)
    .executeTakeFirst()
  if (!pkg) throw new HttpError(404, API_MESSAGES.packageNotFound)
  const promo = await findApplicablePromo(db, codeText, order, now)
  const row = await findPromoCodeById(db, promo.id)
  if (row && (await countCustomerUses(db, promo.id, customerId)) >= row.per_customer)
    throw refuse(PROMO_MESSAGES.perCustomer(row.per_customer))
  return {
    code: promo.code,
    kind: promo.rule.kind,
    value: publicValue(promo.rule),
    discount: toRupees(promoDiscount(promo.rule, pkg.offer_price_paise * order.seats)),
  }
}

/** A percent as it is; a flat amount in rupees. */
function publicValue(rule: PromoRule): number {
  return rule.kind === 'percent' ? rule.value : toRupees(rule.value)
}

export async function listPublicPromoCodes(
  db: Kysely<Database>,
  now = new Date(),
): Promise<PublicPromoCode[]> {
  const today = indiaCalendarDate(now)
  const rows = await listPublicPromoCodeRows(db, today)
  return rows
    .filter((row) => stateOf(row, today) === 'active')
    .map((row) => ({
      code: row.code,
      kind: row.kind,
      value: publicValue(ruleOf(row)),
      validTo: row.valid_to,
      minSeats: row.min_seats,
      selectedTrips: packageIdsOf(row).length > 0,
    }))
}

export function toConsolePromoCode(row: PromoCodeRow, now = new Date()): ConsolePromoCode {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    value: publicValue(ruleOf(row)),
    validFrom: row.valid_from,
    validTo: row.valid_to,
    minSeats: row.min_seats,
    packageIds: packageIdsOf(row),
    maxUses: row.max_uses,
    perCustomer: row.per_customer,
    isPublic: row.is_public === 1,
    uses: row.uses,
    state: stateOf(row, indiaCalendarDate(now)),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export async function listConsolePromoCodes(
  db: Kysely<Database>,
  now = new Date(),
): Promise<ConsolePromoCode[]> {
  return (await listPromoCodeRows(db)).map((row) => toConsolePromoCode(row, now))
}

export async function getConsolePromoCode(
  db: Kysely<Database>,
  id: string,
): Promise<ConsolePromoCode> {
  const row = await findPromoCodeById(db, id)
  if (!row) throw new HttpError(404, PROMO_MESSAGES.notFound)
  return toConsolePromoCode(row)
}

type PromoFields = Omit<PromoCodesTable, 'id' | 'uses' | 'created_at' | 'updated_at'>

function fieldsOf(body: Required<UpdatePromoCodeBody>): PromoFields {
  return {
    code: body.code,
    kind: body.kind,
    value: body.kind === 'percent' ? body.value : toPaise(body.value),
    valid_from: body.validFrom,
    valid_to: body.validTo,
    min_seats: body.minSeats,
    package_ids_json: JSON.stringify([...new Set(body.packageIds)]),
    max_uses: body.maxUses,
    per_customer: body.perCustomer,
    is_public: body.isPublic ? 1 : 0,
  }
}

async function checkPackagesAndCode(
  db: Kysely<Database>,
  fields: PromoFields,
  ownId: string | null,
): Promise<void> {
  const packageIds = JSON.parse(fields.package_ids_json) as string[]
  if ((await countExistingPackages(db, packageIds)) !== packageIds.length) {
    throw new HttpError(400, PROMO_MESSAGES.unknownPackages, [
      { path: 'packageIds', message: PROMO_MESSAGES.unknownPackages },
    ])
  }
  const sameCode = await findPromoCodeByCode(db, fields.code)
  if (sameCode && sameCode.id !== ownId) {
    throw new HttpError(409, PROMO_MESSAGES.codeTaken, [
      { path: 'code', message: PROMO_MESSAGES.codeTaken },
    ])
  }
}

/** Writes a new code in the caller's transaction; answers it, for the audit and the reply. */
export async function createPromoCodeIn(
  trx: Kysely<Database>,
  body: CreatePromoCodeBody & { perCustomer: number; isPublic: boolean },
  now = new Date(),
): Promise<ConsolePromoCode> {
  const fields = fieldsOf({
    ...body,
    minSeats: body.minSeats ?? null,
    packageIds: body.packageIds ?? [],
    maxUses: body.maxUses ?? null,
  })
  await checkPackagesAndCode(trx, fields, null)
  const id = newId()
  const at = now.toISOString()
  await insertPromoCode(trx, { id, ...fields, uses: 0, created_at: at, updated_at: at })
  // /travel-coupon lists public codes: cached pages are kept by the catalogue's version.
  await bumpCatalogueVersion(trx)
  return getConsolePromoCode(trx, id)
}

/**
 * Changes a code in the caller's transaction; answers it before and after, for the audit. Its uses
 * stay: lowering `maxUses` below them leaves the code used up, and bookings made keep their
 * discount.
 */
export async function updatePromoCodeIn(
  trx: Kysely<Database>,
  id: string,
  body: UpdatePromoCodeBody,
  now = new Date(),
): Promise<{ before: ConsolePromoCode; after: ConsolePromoCode }> {
  const before = await getConsolePromoCode(trx, id)
  const merged = {
    code: body.code ?? before.code,
    kind: body.kind ?? before.kind,
    value: body.value ?? before.value,
    validFrom: body.validFrom ?? before.validFrom,
    validTo: body.validTo ?? before.validTo,
    minSeats: body.minSeats === undefined ? before.minSeats : body.minSeats,
    packageIds: body.packageIds ?? before.packageIds,
    maxUses: body.maxUses === undefined ? before.maxUses : body.maxUses,
    perCustomer: body.perCustomer ?? before.perCustomer,
    isPublic: body.isPublic ?? before.isPublic,
  }
  const problem = promoValueProblem(merged)
  if (problem) throw new HttpError(400, problem, [{ path: 'value', message: problem }])
  if (merged.validTo < merged.validFrom) {
    throw new HttpError(400, PROMO_MESSAGES.endBeforeStart, [
      { path: 'validTo', message: PROMO_MESSAGES.endBeforeStart },
    ])
  }
  const fields = fieldsOf(merged)
  await checkPackagesAndCode(trx, fields, id)
  await updatePromoCode(trx, id, { ...fields, updated_at: now.toISOString() })
  await bumpCatalogueVersion(trx)
  return { before, after: await getConsolePromoCode(trx, id) }
}
