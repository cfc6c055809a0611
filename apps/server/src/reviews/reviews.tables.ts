import type { ReviewStatus } from '@trippy/contracts'

/** Verified reviews and the review requests sent (one per booking). */
export type ReviewTables = {
  reviews: ReviewsTable
  review_requests: ReviewRequestsTable
}

export interface ReviewsTable {
  id: string
  /** One review per booking (unique). */
  booking_id: string
  customer_id: string
  package_id: string
  /** 1 to 5 stars. */
  rating: number
  title: string
  text: string
  /** First name and initial as published: 'Asha R.' */
  author: string
  /** 'YYYY-MM', the month the trip started. */
  travelled_in: string
  status: ReviewStatus
  /** The operator's public reply, shown under a published review. */
  reply: string | null
  created_at: string
  moderated_at: string | null
  moderated_by: string | null
  /** When it was (last) published; null unless published. */
  published_at: string | null
}

export interface ReviewRequestsTable {
  booking_id: string
  sent_at: string
}
