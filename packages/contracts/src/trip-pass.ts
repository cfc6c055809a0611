/**
 * The trip pass: a page behind a secret link, kept on the phone by a service worker scoped to
 * `/trips/`. The server, the pass page's script and the site (which forgets saved passes when the
 * customer signs out) share these names. No schema here: the site's shell imports this file,
 * and a page's first scripts carry no zod.
 */
export const TRIP_PASS_SCOPE = '/trips/'
/** The Cache Storage cache that holds saved passes and what they need (their CSS and script). */
export const TRIP_PASS_CACHE = 'trip-passes-v1'

export const TRIP_PASS_MESSAGES = {
  reissued: 'A new trip pass link was issued; the old one no longer works',
  notConfirmed: 'Only a confirmed booking has a trip pass',
} as const
