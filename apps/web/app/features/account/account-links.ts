import * as m from '@trippy/i18n/messages'

/**
 * The customer's own pages, in the header's profile menu and the account pages' tabs: `to` as
 * an English path (give it to `localHref`), `label()` in the page's language.
 */
export const ACCOUNT_LINKS = [
  { to: '/profile', label: m.account_link_profile },
  { to: '/bookings', label: m.account_link_bookings },
  { to: '/wishlist', label: m.account_link_wishlist },
  { to: '/settings', label: m.account_link_settings },
] as const
