/** One trip pass per confirmed booking: the secret of its link, until staff issue a new one. */
export type TripPassTables = {
  trip_passes: TripPassesTable
}

export interface TripPassesTable {
  booking_id: string
  /** 32 random bytes, base64url: shown to the booking's owner, so kept as it is. */
  secret: string
  issued_at: string
}
