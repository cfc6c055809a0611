import { plural } from '@trippy/contracts/plural'
import {
  type CreateLeadBody,
  ENQUIRY_TRIP_TYPES,
  LEAD_PACKAGE_TYPES,
  type LeadCreated,
} from '@trippy/contracts'
import type { Kysely } from 'kysely'
import { newId, type Database } from '../db/index.ts'
import { type OutgoingMail, queueMail } from '../mail/index.ts'
import { insertLead, type NewLeadRow } from './leads.repository.ts'

/**
 * Stores a trip-plan lead or a 'Send Query' enquiry with its page of origin and time, and queues
 * a mail to the operator in the same transaction, so a stored lead is never left unannounced.
 */
export async function createLead(
  db: Kysely<Database>,
  operatorEmail: string,
  body: CreateLeadBody,
): Promise<LeadCreated> {
  const row = toRow(body, newId(), new Date())
  await db.transaction().execute(async (trx) => {
    await insertLead(trx, row)
    await queueMail(trx, leadMail(row, operatorEmail))
  })
  return { _id: row.id }
}

function toRow(body: CreateLeadBody, id: string, now: Date): NewLeadRow {
  const common = {
    id,
    first_name: body.firstName,
    email: body.email ?? null,
    phone: body.phone ?? null,
    message: body.message ?? null,
    source_path: body.sourcePath ?? null,
    created_at: now.toISOString(),
  }
  if (body.kind === 'lead') {
    return {
      ...common,
      kind: 'lead',
      last_name: body.lastName ?? null,
      country_code: body.countryCode,
      package_type: body.packageType,
      travelers: body.travelers,
      trip_type: null,
      trip: null,
    }
  }
  return {
    ...common,
    kind: 'enquiry',
    last_name: null,
    country_code: null,
    package_type: null,
    travelers: null,
    trip_type: body.tripType,
    trip: body.trip ?? null,
  }
}

const indiaTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
})

/** Header values never carry a visitor's line breaks (no header injection). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

const labelOf = (options: readonly { value: string; label: string }[], value: string | null) =>
  options.find((option) => option.value === value)?.label ?? value ?? ''

/** A plain-text mail (never HTML), so whatever the visitor typed reaches the operator as text. */
export function leadMail(row: NewLeadRow, to: string): OutgoingMail {
  const name = oneLine([row.first_name, row.last_name].filter(Boolean).join(' '))
  const packageLabel = labelOf(LEAD_PACKAGE_TYPES, row.package_type ?? null)
  const tripTypeLabel = labelOf(ENQUIRY_TRIP_TYPES, row.trip_type ?? null)
  const isLead = row.kind === 'lead'
  const subject = isLead
    ? `New trip-plan lead: ${name}, ${packageLabel}, ${plural(row.travelers ?? 0, 'traveller', 'travellers')}`
    : `New query: ${name}, ${oneLine(row.trip ?? tripTypeLabel)}`
  const phone = row.phone ? `${row.country_code ? `+${row.country_code} ` : ''}${row.phone}` : ''
  const lines: [string, string | number | null | undefined][] = isLead
    ? [
        ['First name', row.first_name],
        ['Last name', row.last_name],
        ['Email', row.email],
        ['Phone', phone],
        ['Package', packageLabel],
        ['Travelers', row.travelers],
      ]
    : [
        ['First name', row.first_name],
        ['Phone', phone],
        ['Email', row.email],
        ['Trip type', tripTypeLabel],
        ['Trip', row.trip],
      ]
  const text = [
    isLead
      ? 'A visitor asked us to plan a trip (trip-plan form).'
      : "A visitor sent a query (the 'Send Query' panel).",
    '',
    ...lines
      .filter(([, value]) => value !== null && value !== undefined && value !== '')
      .map(([label, value]) => `${label}: ${String(value)}`),
    `Sent from: ${row.source_path ?? 'unknown page'}`,
    `Received: ${indiaTime.format(new Date(row.created_at))} IST`,
    `Reference: ${row.id}`,
    ...(row.message ? ['', 'Message:', row.message] : []),
  ].join('\n')
  return { to, subject: oneLine(subject), text }
}
