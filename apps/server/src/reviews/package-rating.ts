/**
 * A package's rating as the site shows it: the average of its published reviews' stars to one
 * decimal, and their count; 0 and 0 when none is published, which the site shows as no rating.
 */
export function packageRating(
  starsOfPublished: number,
  publishedCount: number,
): { rating: number; reviewCount: number } {
  if (publishedCount <= 0) return { rating: 0, reviewCount: 0 }
  return {
    rating: Math.round((starsOfPublished / publishedCount) * 10) / 10,
    reviewCount: publishedCount,
  }
}

/** The name a review is published under: the first name and the initial of the last. */
export function authorName(firstName: string, lastName: string): string {
  const first = firstName.trim() || 'Traveller'
  const initial = [...lastName.trim()][0]
  return initial ? `${first} ${initial.toUpperCase()}.` : first
}
