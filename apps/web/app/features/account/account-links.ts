/** The customer's own pages, in the header's profile menu and the account pages' tabs. */
export const ACCOUNT_LINKS = [
  { to: '/profile', label: 'Profile' },
  { to: '/bookings', label: 'Bookings' },
  { to: '/wishlist', label: 'Wishlist' },
  { to: '/settings', label: 'Settings' },
] as const
