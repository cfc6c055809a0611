// The reviews feature as other features see it; its other files are its own.
export { LazyBookingReview } from './lazy-booking-review.tsx'
export { PackageReviewsSection } from './package-reviews.tsx'
export { productReviewsJsonLd } from './review-json-ld.ts'
export { Stars } from './stars.tsx'
export { monthTravelled } from './review-texts.ts'
export { ConsoleReviewCard, type Moderate } from './console-review-card.tsx'
