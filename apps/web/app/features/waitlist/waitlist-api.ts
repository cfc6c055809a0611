import type { WaitlistEntry } from '@trippy/contracts'
import { api } from '../../lib/api-client.ts'

/** The schemas come with the first call, not with the package page that offers to join. */
const schemas = () => import('@trippy/contracts/waitlist')

export async function joinWaitlist(departureId: string, seats: number): Promise<WaitlistEntry> {
  const { data } = await api.post(
    `/api/departures/${encodeURIComponent(departureId)}/waitlist`,
    { seats },
    { schema: (await schemas()).WaitlistEntrySchema },
  )
  return data
}

export async function listWaitlist(): Promise<WaitlistEntry[]> {
  const { data } = await api.get('/api/waitlist', {
    schema: (await schemas()).WaitlistEntriesSchema,
  })
  return data
}

export async function leaveWaitlist(entryId: string): Promise<WaitlistEntry> {
  const { data } = await api.delete(`/api/waitlist/${encodeURIComponent(entryId)}`, undefined, {
    schema: (await schemas()).WaitlistEntrySchema,
  })
  return data
}

/** Seats held for the customer by live offers, by departure. */
export function heldSeatsOf(entries: WaitlistEntry[], now = Date.now()): Record<string, number> {
  const held: Record<string, number> = {}
  for (const entry of entries) {
    if (entry.status !== 'offered' || !entry.offerExpiresAt) continue
    if (Date.parse(entry.offerExpiresAt) <= now) continue
    held[entry.departureId] = (held[entry.departureId] ?? 0) + entry.seats
  }
  return held
}
