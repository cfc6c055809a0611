/**
 * Keys under which this browser keeps something about the customer: their own list of bookings
 * and their recent searches. Kept here so the features that write them and the sign-out that
 * clears them share one spelling.
 */
export const USER_BOOKINGS_KEY = 'userBookings'
export const RECENT_SEARCHES_KEY = 'recentSearches'
