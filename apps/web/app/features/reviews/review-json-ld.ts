import type { Package, PackageReviews } from '@trippy/contracts'

/**
 * schema.org Product for a package with published reviews: its own rating and reviews, never
 * the operator's (Google's rule on self-serving reviews). Null without a published review.
 */
export function productReviewsJsonLd(pkg: Package, reviews: PackageReviews, publicUrl: string) {
  if (reviews.reviewCount <= 0) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: pkg.name,
    description: pkg.description,
    url: new URL(`/packages/${pkg.slug}`, publicUrl).href,
    image: new URL(pkg.images.main, publicUrl).href,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.rating,
      reviewCount: reviews.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.reviews.map((review) => ({
      '@type': 'Review',
      name: review.title,
      reviewBody: review.text,
      datePublished: review.createdAt.slice(0, 10),
      author: { '@type': 'Person', name: review.author },
      reviewRating: {
        '@type': 'Rating',
        ratingValue: review.rating,
        bestRating: 5,
        worstRating: 1,
      },
    })),
  }
}
